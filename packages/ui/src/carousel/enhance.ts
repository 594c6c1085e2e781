import { describeElement, logFailedLoad } from '@casino/core';
import { pageHooks } from '@casino/api';
import { viewportWidth } from '../breakpoints';
import {
  CAROUSEL_MODULES,
  CAROUSEL_SLIDES_ADDED,
  initialCarouselState,
  isCarouselModule,
  slidesPerViewFor,
} from './config';
import type { CarouselModule, CarouselPaging, CarouselState } from './config';
import { CAROUSEL_CLASS, isCarouselBound } from './bound';
import type { CarouselEngine } from './engine';
import { observeLazySlides } from './lazy';
import type { LightboxImage } from './Lightbox';
import type * as SliderEngineModule from './sliderEngine';
import { carouselText } from './messages';
import './carousel.css';

type SliderEngine = typeof SliderEngineModule;

/** Swiper and the lightbox, fetched once for every slider of the page. */
let engineCode: Promise<SliderEngine> | undefined;
const loadEngine = () => (engineCode ??= import('./sliderEngine'));

/**
 * What shows the visitor reaches for a slider: the pointer over it, a touch, a wheel, the
 * focus inside. Its engine (swiper, about 20 KB) loads then, not with the page.
 */
const WAKE_EVENTS = ['pointerenter', 'pointerdown', 'touchstart', 'wheel', 'focusin'] as const;

/** The slides per view and the gap before swiper sizes the slides (carousel.css reads them). */
function presetLayout(root: HTMLElement, module: CarouselModule, perView: number) {
  root.style.setProperty('--cw-carousel-per-view', String(perView));
  root.style.setProperty('--cw-carousel-gap', `${CAROUSEL_MODULES[module].gap}px`);
}

/**
 * Server-rendered sliders, declared by data attributes (SPEC §2 home, casino detail and
 * game detail sliders):
 *
 * ```html
 * <section data-carousel="bonus" aria-label="Top bonuses">  <!-- a module of CAROUSEL_MODULES -->
 *   <div data-carousel-viewport>
 *     <div data-carousel-track>
 *       <div data-carousel-slide><img data-src="/b/1.webp" alt="…" width="280" height="160"></div>
 *       …
 *     </div>
 *   </div>
 * </section>
 * ```
 *
 * On the root, optionally: `data-carousel-loop` (loops when there are enough slides),
 * `data-carousel-start="2"` (first position, 0-based), `data-carousel-breakpoints="container"`
 * (breakpoints by the slider's width rather than the window's), `data-carousel-label`
 * (its name when it has no `aria-label`). Prev/next buttons and the paging are added,
 * or taken from `[data-carousel-prev]`, `[data-carousel-next]`, `[data-carousel-paging]`
 * when the server wrote them. In a screenshot slider, `<a data-carousel-zoom href="large.jpg">`
 * around a thumbnail opens the large image in the lightbox (and is a plain link without
 * script). Slide images written with `data-src`/`data-srcset` load lazily.
 *
 * The markup, the controls and the lazy images are set up at once; swiper and the
 * lightbox load when the visitor first reaches for a slider (WAKE_EVENTS). Until then the
 * first slides show as the engine will show them, and a press of a control or a
 * thumbnail is done once the engine is in.
 */

const enhanced = new WeakSet<Element>();

function button(className: string, label: string, symbol: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.setAttribute('aria-label', label);
  const glyph = document.createElement('span');
  glyph.setAttribute('aria-hidden', 'true');
  glyph.textContent = symbol;
  element.append(glyph);
  return element;
}

function newPaging(paging: CarouselPaging): HTMLElement {
  if (paging === 'fraction') return document.createElement('p');
  const group = document.createElement('div');
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', carouselText.paging());
  return group;
}

/** Attribute and class changes on server elements, undone by the cleanup. */
function changeLog() {
  const undo: (() => void)[] = [];
  return {
    /** Restores `element`'s class attribute as it is now (swiper leaves classes behind). */
    keepClasses(element: Element) {
      const before = element.getAttribute('class');
      undo.push(() =>
        before === null ? element.removeAttribute('class') : element.setAttribute('class', before),
      );
    },
    attr(element: Element, name: string, value: string) {
      const before = element.getAttribute(name);
      element.setAttribute(name, value);
      undo.push(() =>
        before === null ? element.removeAttribute(name) : element.setAttribute(name, before),
      );
    },
    addClass(element: Element, name: string) {
      if (element.classList.contains(name)) return;
      element.classList.add(name);
      undo.push(() => element.classList.remove(name));
    },
    add(element: Element) {
      undo.push(() => element.remove());
    },
    listen<K extends keyof HTMLElementEventMap>(
      element: HTMLElement,
      type: K,
      handler: (event: HTMLElementEventMap[K]) => void,
    ) {
      element.addEventListener(type, handler);
      undo.push(() => element.removeEventListener(type, handler));
    },
    undo() {
      undo
        .splice(0)
        .reverse()
        .forEach((step) => step());
    },
  };
}

function zoomImage(trigger: HTMLElement): LightboxImage {
  const thumbnail = trigger.querySelector('img');
  return {
    src: trigger.dataset.carouselZoom || trigger.getAttribute('href') || '',
    alt: thumbnail?.getAttribute('alt') ?? '',
    caption: trigger.dataset.caption ?? trigger.getAttribute('title') ?? undefined,
  };
}

interface BoundSlider {
  release(): void;
  /** The position shown now. */
  index(): number;
  /** Starts the engine now (slides added: the visitor is using the slider). */
  wake(): void;
}

/** A slider whose engine has not loaded yet: its first slides show, sized as swiper will. */
const WAITING_CLASS = 'cw-carousel--waiting';

function enhanceOne(root: HTMLElement, start?: number): BoundSlider | null {
  const module = root.dataset.carousel;
  const where = describeElement(root);
  if (!isCarouselModule(module)) {
    console.error(
      `Carousel: unknown ${pageHooks.carousel}="${module ?? ''}" on ${where}; expected one of ${Object.keys(CAROUSEL_MODULES).join(', ')}.`,
    );
    return null;
  }
  const viewport = root.querySelector<HTMLElement>(`[${pageHooks.carouselViewport}]`);
  const track = viewport?.querySelector<HTMLElement>(`:scope > [${pageHooks.carouselTrack}]`);
  if (!viewport || !track) {
    console.error(
      `Carousel: ${where} needs a [${pageHooks.carouselViewport}] with a [${pageHooks.carouselTrack}] inside.`,
    );
    return null;
  }
  const slides = [...track.querySelectorAll<HTMLElement>(`:scope > [${pageHooks.carouselSlide}]`)];
  const log = changeLog();
  [root, viewport, track, ...slides].forEach(log.keepClasses);

  log.addClass(root, CAROUSEL_CLASS.root);
  log.addClass(viewport, CAROUSEL_CLASS.viewport);
  log.addClass(track, CAROUSEL_CLASS.track);
  if (root.tagName !== 'SECTION' && !root.hasAttribute('role')) log.attr(root, 'role', 'region');
  log.attr(root, 'aria-roledescription', carouselText.roleDescription());
  const label = root.getAttribute('aria-label') ?? root.dataset.carouselLabel ?? '';
  if (!root.hasAttribute('aria-label') && !root.hasAttribute('aria-labelledby') && label) {
    log.attr(root, 'aria-label', label);
  }
  slides.forEach((slide, index) => {
    log.addClass(slide, CAROUSEL_CLASS.slide);
    log.attr(slide, 'role', 'group');
    log.attr(slide, 'aria-roledescription', carouselText.slideRoleDescription());
    log.attr(slide, 'aria-label', carouselText.slideLabel(index + 1, slides.length));
  });

  // Controls: the server's own, or new ones ahead of the slides.
  const serverControls = root.querySelector<HTMLElement>('.cw-carousel__controls');
  const prev =
    root.querySelector<HTMLButtonElement>(`[${pageHooks.carouselPrev}]`) ??
    button('cw-carousel__prev', carouselText.previous(), '‹');
  const next =
    root.querySelector<HTMLButtonElement>(`[${pageHooks.carouselNext}]`) ??
    button('cw-carousel__next', carouselText.next(), '›');
  const { paging } = CAROUSEL_MODULES[module];
  const pagingEl =
    root.querySelector<HTMLElement>(`[${pageHooks.carouselPaging}]`) ?? newPaging(paging);
  log.addClass(pagingEl, paging === 'bullets' ? 'cw-carousel__bullets' : 'cw-carousel__fraction');
  // "n of m", read out as it changes: the fraction itself, or a hidden line beside bullets.
  let status = pagingEl;
  if (paging === 'bullets') {
    status = document.createElement('p');
    status.className = 'cw-visually-hidden';
    log.add(status);
  }
  log.attr(status, 'aria-live', 'polite');
  const controls = serverControls ?? document.createElement('div');
  if (!serverControls) {
    controls.className = 'cw-carousel__controls';
    log.add(controls);
    root.insertBefore(controls, viewport);
  }
  for (const element of [prev, pagingEl, next]) {
    if (!element.isConnected) {
      controls.append(element);
      log.add(element);
    }
  }
  if (status !== pagingEl) {
    if (next.parentElement === controls) controls.insertBefore(status, next);
    else controls.append(status);
  }

  let shownPages = -1;
  const render = (state: CarouselState) => {
    prev.disabled = state.atStart;
    next.disabled = state.atEnd;
    controls.hidden = state.pages <= 1;
    status.textContent = carouselText.slideLabel(state.index + 1, state.pages);
    if (paging !== 'bullets') return;
    if (shownPages !== state.pages) {
      shownPages = state.pages;
      pagingEl.replaceChildren(
        ...Array.from({ length: state.pages }, (_, page) => {
          const bullet = document.createElement('button');
          bullet.type = 'button';
          bullet.className = 'cw-carousel__bullet';
          bullet.dataset.page = String(page);
          bullet.setAttribute('aria-label', carouselText.goTo(page + 1));
          return bullet;
        }),
      );
    }
    pagingEl.querySelectorAll<HTMLButtonElement>('.cw-carousel__bullet').forEach((bullet) => {
      if (Number(bullet.dataset.page) === state.index) bullet.setAttribute('aria-current', 'true');
      else bullet.removeAttribute('aria-current');
    });
  };

  // The zoom triggers in authored order (a looping slider reorders them in the page).
  const zoomTriggers = [...root.querySelectorAll<HTMLElement>(`[${pageHooks.carouselZoom}]`)];
  const images = zoomTriggers.map(zoomImage);
  zoomTriggers.forEach((trigger, index) => {
    log.addClass(trigger, 'cw-carousel__zoom');
    log.attr(trigger, 'aria-haspopup', 'dialog');
    log.attr(trigger, 'aria-label', carouselText.enlarge(images[index]?.alt ?? ''));
  });

  const loop = root.hasAttribute(pageHooks.carouselLoop) && root.dataset.carouselLoop !== 'false';
  const initialSlide = start ?? (Number(root.dataset.carouselStart) || 0);
  const breakpointBase = root.dataset.carouselBreakpoints === 'container' ? 'container' : 'window';
  const width = breakpointBase === 'container' ? root.clientWidth : viewportWidth();
  const preset = initialCarouselState(module, slides.length, { loop, initialSlide, width });
  render(preset);
  log.attr(root, 'style', root.getAttribute('style') ?? '');
  presetLayout(root, module, slidesPerViewFor(module, width));
  log.addClass(root, WAITING_CLASS);
  const stopLazy = observeLazySlides(root, viewport, slides);

  let engine: CarouselEngine | null = null;
  let code: SliderEngine | null = null;
  let released = false;
  /** What the visitor pressed before the engine was in, done once it is. */
  let pending: (() => void) | null = null;
  const whenReady = (action: () => void) => {
    if (engine) action();
    else {
      pending = action;
      wake();
    }
  };
  const wake = () => {
    WAKE_EVENTS.forEach((type) => root.removeEventListener(type, wake));
    loadEngine().then(
      (loaded) => {
        if (released || engine) return;
        // Where the browser scrolled the strip (to show a focused slide) is where it starts.
        const step = slides[1] ? slides[1].offsetLeft - slides[0]!.offsetLeft : 0;
        const scrolled = step > 0 ? Math.round(viewport.scrollLeft / step) : 0;
        root.classList.remove(WAITING_CLASS);
        viewport.scrollLeft = 0;
        try {
          engine = loaded.createCarouselEngine(root, {
            module,
            loop,
            initialSlide: scrolled || preset.index,
            breakpointBase,
            onChange: render,
          });
        } catch (error) {
          console.error(`Carousel: ${where} could not start:`, error);
          return;
        }
        code = loaded;
        render(engine.state);
        const action = pending;
        pending = null;
        action?.();
      },
      // The first slides stay as they are; the next page load tries again.
      (error: unknown) => logFailedLoad('The slider engine', error),
    );
  };
  WAKE_EVENTS.forEach((type) => root.addEventListener(type, wake, { passive: true }));

  let closeLightbox: (() => void) | null = null;
  log.listen(prev, 'click', () => whenReady(() => code!.stepFromButton(engine!, 'prev', next)));
  log.listen(next, 'click', () => whenReady(() => code!.stepFromButton(engine!, 'next', prev)));
  log.listen(pagingEl, 'click', (event) => {
    const bullet = (event.target as Element).closest<HTMLElement>('.cw-carousel__bullet');
    if (bullet) whenReady(() => engine!.goTo(Number(bullet.dataset.page)));
  });
  log.listen(root, 'click', (event) => {
    const trigger = (event.target as Element).closest<HTMLElement>(`[${pageHooks.carouselZoom}]`);
    const index = trigger ? zoomTriggers.indexOf(trigger) : -1;
    // swiper cancels the click that ends a drag
    if (index < 0 || event.defaultPrevented || event.button !== 0) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey) return; // a new tab or window
    event.preventDefault();
    whenReady(() => {
      closeLightbox?.();
      closeLightbox = code!.openLightbox(
        images,
        index,
        root.getAttribute('aria-label') ?? label,
        (shown) => engine!.reveal(shown),
        (shown) => zoomTriggers[shown] ?? null,
        () => {
          closeLightbox = null;
        },
      );
    });
  });

  enhanced.add(root);
  return {
    release() {
      released = true;
      pending = null;
      WAKE_EVENTS.forEach((type) => root.removeEventListener(type, wake));
      closeLightbox?.();
      stopLazy();
      engine?.destroy();
      log.undo();
      enhanced.delete(root);
    },
    index: () => engine?.state.index ?? preset.index,
    wake,
  };
}

/**
 * Binds every `[data-carousel]` slider inside `root` (the document by default), once;
 * an unknown module or a missing part is one console error naming the element, and that
 * slider keeps its server markup. Returns the cleanup, which restores the markup.
 */
export function enhanceCarousels(root: ParentNode = document): () => void {
  const cleanups: (() => void)[] = [];
  const candidates = [
    ...(root instanceof HTMLElement && root.matches(`[${pageHooks.carousel}]`) ? [root] : []),
    ...root.querySelectorAll<HTMLElement>(`[${pageHooks.carousel}]`),
  ];
  for (const element of candidates) {
    // Sliders rendered by the React Carousel carry data-carousel too, as a style hook.
    if (enhanced.has(element) || isCarouselBound(element)) continue;
    let bound = enhanceOne(element);
    if (!bound) continue;
    const rebind = () => {
      const index = bound?.index();
      bound?.release();
      bound = enhanceOne(element, index);
      // Slides come from a load more inside the slider: the visitor is using it.
      bound?.wake();
    };
    element.addEventListener(CAROUSEL_SLIDES_ADDED, rebind);
    cleanups.push(() => {
      element.removeEventListener(CAROUSEL_SLIDES_ADDED, rebind);
      bound?.release();
    });
  }
  return () => cleanups.splice(0).forEach((cleanup) => cleanup());
}
