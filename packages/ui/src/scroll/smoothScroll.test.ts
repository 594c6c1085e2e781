import { fireEvent, screen } from '@testing-library/react';
import {
  SCROLL_ANCHOR_DELAY_MS,
  SCROLL_OFFSET_PX,
  enhanceSmoothScroll,
  scrollToElement,
} from './smoothScroll';
import { SETTLE_MS, scrollToAnchor, scrollTopFor } from './scrollTo';

function placeAt(element: Element, top: number) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: top, width: 100, height: 50 }),
  );
}

function reducedMotion(on: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: on && query === '(prefers-reduced-motion: reduce)',
        media: query,
      }) as MediaQueryList,
  );
}

let scrollTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(200);
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('smooth scroll', () => {
  it('keeps 90 px free for the fixed header', () => {
    expect(SCROLL_OFFSET_PX).toBe(90);
    document.body.innerHTML = '<h2 id="reviews">Reviews</h2>';
    const target = document.getElementById('reviews')!;
    placeAt(target, 1000);
    expect(scrollTopFor(target)).toBe(1000 + 200 - 90);
    placeAt(target, -250);
    expect(scrollTopFor(target)).toBe(0);
  });

  it('scrolls smoothly to the offset and moves focus to the target', async () => {
    document.body.innerHTML = '<h2 id="reviews">Reviews</h2>';
    const target = document.getElementById('reviews')!;
    placeAt(target, 600);
    await scrollToElement(target);
    expect(scrollTo).toHaveBeenCalledWith({ top: 710, behavior: 'smooth' });
    expect(target).toHaveFocus();
    expect(target).toHaveAttribute('tabindex', '-1');
  });

  describe('while the page settles', () => {
    /** The page's resize observer: `resize` runs its callback, as a browser does until disconnected. */
    let resize: () => void;
    let disconnected: boolean;
    let height: number;
    beforeEach(() => {
      vi.useFakeTimers();
      height = 2000;
      vi.spyOn(document.body, 'offsetHeight', 'get').mockImplementation(() => height);
      disconnected = false;
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(callback: () => void) {
            resize = () => {
              if (!disconnected) callback();
            };
          }
          observe() {}
          disconnect() {
            disconnected = true;
          }
        },
      );
    });
    afterEach(() => vi.unstubAllGlobals());

    async function scrollToTarget() {
      document.body.innerHTML = '<h2 id="reviews">Reviews</h2>';
      const target = document.getElementById('reviews')!;
      placeAt(target, 600);
      await scrollToElement(target);
      return target;
    }

    it('keeps the target below the header when content above it grows, for 2 s', async () => {
      expect(SETTLE_MS).toBe(2000);
      const target = await scrollToTarget();
      // A widget above the target mounts as the scroll passes it: the target moves down.
      height += 60;
      placeAt(target, 660);
      resize();
      expect(scrollTo).toHaveBeenLastCalledWith({ top: 770, behavior: 'smooth' });
      // A resize without a change of height (the observer's first call) does nothing.
      scrollTo.mockClear();
      resize();
      expect(scrollTo).not.toHaveBeenCalled();
      vi.advanceTimersByTime(SETTLE_MS);
      expect(disconnected).toBe(true);
    });

    it("lets go at the visitor's own scrolling", async () => {
      const target = await scrollToTarget();
      window.dispatchEvent(new WheelEvent('wheel'));
      expect(disconnected).toBe(true);
      height += 60;
      placeAt(target, 660);
      scrollTo.mockClear();
      resize();
      expect(scrollTo).not.toHaveBeenCalled();
    });
  });

  it('jumps instead when the visitor prefers reduced motion', async () => {
    reducedMotion(true);
    document.body.innerHTML = '<a id="top" href="/x">Top</a>';
    const target = document.getElementById('top')!;
    placeAt(target, 100);
    await scrollToElement(target);
    expect(scrollTo).toHaveBeenCalledWith({ top: 210, behavior: 'auto' });
    expect(target).toHaveFocus();
    expect(target).not.toHaveAttribute('tabindex');
  });

  it('scrolls to an anchor after the anchor delay of 1 ms, unless cancelled', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<section id="bonus-terms">Terms</section>';
    placeAt(document.getElementById('bonus-terms')!, 500);
    scrollToAnchor('#bonus-terms');
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SCROLL_ANCHOR_DELAY_MS);
    expect(scrollTo).toHaveBeenCalledWith({ top: 610, behavior: 'smooth' });
    const cancel = scrollToAnchor('#bonus-terms', { delay: 50 });
    cancel();
    vi.advanceTimersByTime(50);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('ignores hash parameters and unknown anchors', async () => {
    vi.useFakeTimers();
    scrollToAnchor('#tab=bonuses');
    scrollToAnchor('#missing');
    vi.advanceTimersByTime(10);
    await vi.dynamicImportSettled();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('enhances marked in-page links', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = `
      <nav data-cw-smooth-scroll><a href="#faq">FAQ</a><a href="#tab=bonuses">Bonuses</a></nav>
      <a href="#faq">Unmarked</a>
      <h2 id="faq">FAQ</h2>`;
    const target = document.getElementById('faq')!;
    placeAt(target, 900);
    const cleanup = enhanceSmoothScroll(document.body);
    const click = fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    // The link's own jump is kept from happening at once, before any code has come.
    expect(click).toBe(false);
    await vi.dynamicImportSettled();
    vi.advanceTimersByTime(SCROLL_ANCHOR_DELAY_MS);
    expect(scrollTo).toHaveBeenCalledWith({ top: 1010, behavior: 'smooth' });
    expect(target).toHaveFocus();
    expect(window.location.hash).toBe('#faq');
    scrollTo.mockClear();
    cleanup();
    fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    await vi.dynamicImportSettled();
    vi.advanceTimersByTime(SCROLL_ANCHOR_DELAY_MS);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('the scroll code, loaded on the first use', () => {
  it('scrolls and focuses on the first click of an in-page link, once its code has come', async () => {
    vi.useFakeTimers();
    vi.resetModules();
    const fresh = await import('./smoothScroll');
    document.body.innerHTML = `<a data-cw-smooth-scroll href="#faq">FAQ</a><h2 id="faq">FAQ</h2>`;
    const target = document.getElementById('faq')!;
    placeAt(target, 400);
    const cleanup = fresh.enhanceSmoothScroll(document.body);
    expect(fireEvent.click(screen.getByRole('link', { name: 'FAQ' }))).toBe(false);
    expect(window.location.hash).toBe('#faq');
    expect(scrollTo).not.toHaveBeenCalled();
    await vi.dynamicImportSettled();
    vi.advanceTimersByTime(SCROLL_ANCHOR_DELAY_MS);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 510, behavior: 'smooth' });
    expect(target).toHaveFocus();
    cleanup();
  });

  it('a second click before the code has come scrolls once, to its own target', async () => {
    vi.useFakeTimers();
    vi.resetModules();
    const fresh = await import('./smoothScroll');
    document.body.innerHTML = `<nav data-cw-smooth-scroll><a href="#a">A</a><a href="#b">B</a></nav>
      <h2 id="a">A</h2><h2 id="b">B</h2>`;
    placeAt(document.getElementById('a')!, 300);
    placeAt(document.getElementById('b')!, 700);
    const cleanup = fresh.enhanceSmoothScroll(document.body);
    fireEvent.click(screen.getByRole('link', { name: 'A' }));
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    await vi.dynamicImportSettled();
    vi.advanceTimersByTime(SCROLL_ANCHOR_DELAY_MS);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 810, behavior: 'smooth' });
    expect(document.getElementById('b')).toHaveFocus();
    cleanup();
  });
});
