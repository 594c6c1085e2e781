import { LAZY_SLIDE_MARGIN_PX, loadLazyImages, observeLazySlides } from './lazy';

/** A stand-in IntersectionObserver: records its options and lets a test say what is near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.disconnected = true;
    this.observed.clear();
  }
  /** Reports `elements` as within the margin. */
  near(...elements: Element[]) {
    const entries = elements.map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function slider(count: number) {
  document.body.innerHTML = `<section id="root"><div id="viewport"><div>${Array.from(
    { length: count },
    (_, index) =>
      `<div class="slide"><img alt="" data-src="/s/${index}.png" data-srcset="/s/${index}@2x.png 2x"></div>`,
  ).join('')}</div></div></section>`;
  return {
    root: document.getElementById('root')!,
    viewport: document.getElementById('viewport')!,
    slides: [...document.querySelectorAll('.slide')],
    images: [...document.querySelectorAll('img')],
  };
}

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

describe('lazy slide images', () => {
  it('is 500 px, as SPEC §9 says', () => {
    expect(LAZY_SLIDE_MARGIN_PX).toBe(500);
  });

  it('waits until the slider is within 500 px of the viewport', () => {
    const { root, slides, images } = slider(4);
    observeLazySlides(root, document.getElementById('viewport')!, slides);
    const [page] = FakeObserver.all;
    expect(page?.options.rootMargin).toBe('500px');
    expect(page?.options.root).toBeUndefined();
    expect([...page!.observed]).toEqual([root]);
    expect(images.every((image) => !image.hasAttribute('src'))).toBe(true);
  });

  it('then loads the slides within 500 px of the visible strip, one per task, and only those', async () => {
    const { root, viewport, slides, images } = slider(6);
    observeLazySlides(root, viewport, slides);
    const [page] = FakeObserver.all;
    page!.near(root);
    expect(page!.disconnected).toBe(true);
    const strip = FakeObserver.all[1]!;
    expect(strip.options).toMatchObject({ root: viewport, rootMargin: '0px 500px' });
    expect(strip.observed.size).toBe(6);

    strip.near(slides[0]!, slides[1]!, slides[2]!);
    // One slide per task: the first in the observer's own.
    expect(images.slice(0, 3).map((image) => image.getAttribute('src'))).toEqual([
      '/s/0.png',
      null,
      null,
    ]);
    await vi.waitFor(() =>
      expect(images.slice(0, 3).map((image) => image.getAttribute('src'))).toEqual([
        '/s/0.png',
        '/s/1.png',
        '/s/2.png',
      ]),
    );
    expect(images[0]).toHaveAttribute('srcset', '/s/0@2x.png 2x');
    expect(images[0]).not.toHaveAttribute('data-src');
    expect(images[3]).not.toHaveAttribute('src');
    expect(strip.observed.has(slides[0]!)).toBe(false);
    expect(strip.observed.has(slides[3]!)).toBe(true);
  });

  it('ignores a report of something not near', () => {
    const { root, viewport, slides, images } = slider(2);
    observeLazySlides(root, viewport, slides);
    FakeObserver.all[0]!.callback(
      [{ target: root, isIntersecting: false } as unknown as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
    expect(FakeObserver.all).toHaveLength(1);
    expect(images[0]).not.toHaveAttribute('src');
  });

  it('stops watching on cleanup, and does nothing without lazy images', () => {
    const { root, viewport, slides } = slider(2);
    const stop = observeLazySlides(root, viewport, slides);
    stop();
    expect(FakeObserver.all[0]!.disconnected).toBe(true);
    document.querySelectorAll('img').forEach((image) => image.removeAttribute('data-src'));
    document.querySelectorAll('img').forEach((image) => image.removeAttribute('data-srcset'));
    FakeObserver.all = [];
    observeLazySlides(root, viewport, slides)();
    expect(FakeObserver.all).toHaveLength(0);
  });

  it('loads everything at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { root, viewport, slides, images } = slider(3);
    observeLazySlides(root, viewport, slides);
    expect(images.every((image) => image.hasAttribute('src'))).toBe(true);
  });

  it('loads the sources of a picture too', () => {
    document.body.innerHTML =
      '<picture><source data-srcset="/a.avif" type="image/avif"><img data-src="/a.png" alt=""></picture>';
    loadLazyImages(document.querySelector('picture')!);
    expect(document.querySelector('source')).toHaveAttribute('srcset', '/a.avif');
    expect(document.querySelector('img')).toHaveAttribute('src', '/a.png');
  });
});
