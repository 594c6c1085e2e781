import Swiper from 'swiper';
import { initialCarouselState, swiperLayoutFor, canLoop } from './config';
import type { CarouselModule, CarouselState } from './config';
import { observeLazySlides } from './lazy';
import { CAROUSEL_CLASS, markCarouselBound } from './bound';

export { CAROUSEL_CLASS } from './bound';

/**
 * The behaviour both the React `Carousel` and `enhanceCarousels` share: swiper's core
 * (swipe and drag, breakpoints, loop) with no swiper module, plus the keyboard, focus
 * and lazy images. Controls are drawn by the caller from the state it reports.
 *
 * Markup: `root` > `.cw-carousel__viewport` (clips) > `.cw-carousel__track` >
 * `.cw-carousel__slide` × n.
 */

/** Duration of one slide step; none when the visitor prefers reduced motion. */
export const SLIDE_TRANSITION_MS = 300;

/** Keys that move a slider while the focus is inside it. */
const KEY_STEPS: Record<string, 'prev' | 'next' | 'first' | 'last'> = {
  ArrowLeft: 'prev',
  ArrowRight: 'next',
  Home: 'first',
  End: 'last',
};

export interface CarouselEngineOptions {
  module: CarouselModule;
  loop?: boolean;
  /** The position selected first, 0-based. */
  initialSlide?: number;
  /** Breakpoints by the window's width (the default) or by the slider's own width. */
  breakpointBase?: 'window' | 'container';
  onChange?: (state: CarouselState) => void;
}

export interface CarouselEngine {
  readonly swiper: Swiper;
  readonly state: CarouselState;
  prev(): void;
  next(): void;
  /** Selects position `index` (0-based, as in CarouselState). */
  goTo(index: number): void;
  /** Brings slide `slide` (0-based, in the authored order) into view. */
  reveal(slide: number): void;
  destroy(): void;
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function isTextField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

function sameState(a: CarouselState, b: CarouselState): boolean {
  return (
    a.index === b.index &&
    a.pages === b.pages &&
    a.looping === b.looping &&
    a.atStart === b.atStart &&
    a.atEnd === b.atEnd
  );
}

export function createCarouselEngine(
  root: HTMLElement,
  options: CarouselEngineOptions,
): CarouselEngine {
  const viewport = root.querySelector<HTMLElement>(`.${CAROUSEL_CLASS.viewport}`);
  if (!viewport) throw new Error('A carousel needs a .cw-carousel__viewport element');
  const slides = [
    ...viewport.querySelectorAll<HTMLElement>(
      `:scope > .${CAROUSEL_CLASS.track} > .${CAROUSEL_CLASS.slide}`,
    ),
  ];
  const looping = Boolean(options.loop) && canLoop(options.module, slides.length);
  const { module } = options;

  const swiper = new Swiper(viewport, {
    ...swiperLayoutFor(module),
    wrapperClass: CAROUSEL_CLASS.track,
    slideClass: CAROUSEL_CLASS.slide,
    breakpointsBase: options.breakpointBase ?? 'window',
    loop: looping,
    // A looping swiper drops a press made while the last move's transition runs (until its
    // transitionend, which a busy machine delivers late): every press of prev, next or an
    // arrow key moves the slider, as it does without the loop.
    loopPreventsSliding: false,
    initialSlide: options.initialSlide ?? 0,
    speed: prefersReducedMotion() ? 0 : SLIDE_TRANSITION_MS,
    watchOverflow: true,
    grabCursor: true,
  });

  const read = (): CarouselState => {
    if (looping) {
      return {
        index: swiper.realIndex,
        pages: slides.length,
        looping,
        atStart: false,
        atEnd: false,
      };
    }
    const pages = Math.max(1, swiper.snapGrid.length);
    if (swiper.size === undefined || swiper.size === 0) {
      // Not measured (hidden, or no layout): what the markup says until it is.
      return initialCarouselState(module, slides.length, {
        loop: false,
        initialSlide: options.initialSlide,
      });
    }
    return {
      index: Math.min(swiper.snapIndex, pages - 1),
      pages,
      looping,
      atStart: swiper.isBeginning,
      atEnd: swiper.isEnd,
    };
  };

  let state = read();
  const update = () => {
    const next = read();
    if (sameState(state, next)) return;
    state = next;
    options.onChange?.(state);
  };
  swiper.on(
    'slideChange progress snapGridLengthChange breakpoint resize lock unlock slidesUpdated',
    update,
  );
  options.onChange?.(state);

  const goTo = (index: number) => {
    if (looping) swiper.slideToLoop(index);
    else swiper.slideTo(index);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (!step || event.defaultPrevented || isTextField(event.target)) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    if (step === 'prev') swiper.slidePrev();
    else if (step === 'next') swiper.slideNext();
    else goTo(step === 'first' ? 0 : state.pages - 1);
  };

  // The browser scrolls a clipping element to show what gets the focus; swiper moves
  // slides by transform, so the scroll is undone and the slide selected instead.
  const onScroll = () => {
    if (viewport.scrollLeft !== 0) viewport.scrollLeft = 0;
  };
  /** Brings slide `slide` (authored order) fully into view, as the first or the last in view. */
  const reveal = (slide: number) => {
    const element = slides[slide];
    if (!element) return;
    const perView = Number(swiper.params.slidesPerView) || 1;
    const first = swiper.activeIndex;
    const position = swiper.slides.indexOf(element);
    const shift = position < first ? 0 : Math.floor(perView) - 1;
    if (position >= first && position + 1 <= first + perView) return;
    if (looping) swiper.slideToLoop((slide - shift + slides.length) % slides.length);
    else swiper.slideTo(Math.min(position - shift, state.pages - 1));
  };
  const onFocusIn = (event: FocusEvent) => {
    onScroll();
    const slide = (event.target as Element).closest(`.${CAROUSEL_CLASS.slide}`);
    const index = slides.indexOf(slide as HTMLElement);
    if (index >= 0) reveal(index);
  };
  root.addEventListener('keydown', onKeyDown);
  root.addEventListener('focusin', onFocusIn);
  viewport.addEventListener('scroll', onScroll);
  const stopLazy = observeLazySlides(root, viewport, slides);
  markCarouselBound(root, true);

  return {
    swiper,
    get state() {
      return state;
    },
    prev: () => swiper.slidePrev(),
    next: () => swiper.slideNext(),
    goTo,
    reveal,
    destroy() {
      markCarouselBound(root, false);
      stopLazy();
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('focusin', onFocusIn);
      viewport.removeEventListener('scroll', onScroll);
      swiper.off(
        'slideChange progress snapGridLengthChange breakpoint resize lock unlock slidesUpdated',
        update,
      );
      swiper.destroy(true, true);
    },
  };
}

/**
 * Steps with a prev/next button; when that reaches the end the button becomes disabled,
 * so the focus moves to the other one instead of falling back to the page.
 */
export function stepFromButton(
  engine: CarouselEngine,
  direction: 'prev' | 'next',
  other: HTMLElement | null,
): void {
  if (direction === 'prev') engine.prev();
  else engine.next();
  const { atStart, atEnd } = engine.state;
  if ((direction === 'prev' && atStart) || (direction === 'next' && atEnd)) other?.focus();
}
