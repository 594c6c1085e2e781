import { DESKTOP_MIN_WIDTH, SLIDER_LARGE_MIN_WIDTH, TABLET_MIN_WIDTH } from '../breakpoints';

/**
 * The slider layouts of the site (SPEC §2, §9). Pure data and functions: no swiper, no
 * DOM, so the layout rules are tested on their own.
 */

/** SPEC §9: the minimum widths where a slider's layout changes. */
export const SLIDER_BREAKPOINTS = [
  TABLET_MIN_WIDTH,
  DESKTOP_MIN_WIDTH,
  SLIDER_LARGE_MIN_WIDTH,
] as const;

/** Items per view below 768 px, then from 768, 992 and 1200 px (SLIDER_BREAKPOINTS). */
export type PerView = readonly [base: number, from768: number, from992: number, from1200: number];

/** How a slider shows where the visitor is: one button per position, or "3 of 8". */
export type CarouselPaging = 'bullets' | 'fraction';

export interface CarouselLayout {
  /** Items per view at each breakpoint; a fraction lets the next card peek in on phones. */
  readonly perView: PerView;
  /** Space between two slides, px. */
  readonly gap: number;
  readonly paging: CarouselPaging;
}

/**
 * The layout of each slider module ("item counts per view vary by module", SPEC §9),
 * keyed by the `data-carousel` value of a server-rendered slider:
 *
 * | module           | where (SPEC §2)                                  |  <768 | 768 | 992 | 1200 | paging   |
 * | ---------------- | ------------------------------------------------ | ----: | --: | --: | ---: | -------- |
 * | `bonus`          | home: bonus cards                                |  1.15 |   2 |   3 |    4 | bullets  |
 * | `new`            | home: new casinos                                |   1.5 |   3 |   4 |    5 | bullets  |
 * | `team`           | home: team members                               |   2.5 |   4 |   5 |    6 | bullets  |
 * | `forum-category` | home: forum categories                           |  1.15 |   2 |   3 |    3 | bullets  |
 * | `game`           | home, game detail: game tiles                    |   2.2 |   3 |   4 |    6 | fraction |
 * | `top-casino`     | home, game detail, casino detail: casino cards   |  1.15 |   2 |   3 |    4 | bullets  |
 * | `screenshots`    | casino detail: screenshots, opening a lightbox   |   1.2 |   2 |   3 |    3 | fraction |
 * | `news`           | casino detail: news; game detail: articles       |  1.15 |   2 |   3 |    4 | bullets  |
 */
export const CAROUSEL_MODULES = {
  bonus: { perView: [1.15, 2, 3, 4], gap: 16, paging: 'bullets' },
  new: { perView: [1.5, 3, 4, 5], gap: 16, paging: 'bullets' },
  team: { perView: [2.5, 4, 5, 6], gap: 16, paging: 'bullets' },
  'forum-category': { perView: [1.15, 2, 3, 3], gap: 16, paging: 'bullets' },
  game: { perView: [2.2, 3, 4, 6], gap: 12, paging: 'fraction' },
  'top-casino': { perView: [1.15, 2, 3, 4], gap: 16, paging: 'bullets' },
  screenshots: { perView: [1.2, 2, 3, 3], gap: 12, paging: 'fraction' },
  news: { perView: [1.15, 2, 3, 4], gap: 16, paging: 'bullets' },
} as const satisfies Record<string, CarouselLayout>;

export type CarouselModule = keyof typeof CAROUSEL_MODULES;

export const CAROUSEL_MODULE_NAMES = Object.keys(CAROUSEL_MODULES) as CarouselModule[];

export function isCarouselModule(value: unknown): value is CarouselModule {
  return typeof value === 'string' && Object.hasOwn(CAROUSEL_MODULES, value);
}

/** Items per view of `module` on a viewport (or container) `width` px wide. */
export function slidesPerViewFor(module: CarouselModule, width: number): number {
  const { perView } = CAROUSEL_MODULES[module];
  let step = 0;
  SLIDER_BREAKPOINTS.forEach((minWidth, index) => {
    if (width >= minWidth) step = index + 1;
  });
  return perView[step] ?? perView[0];
}

/** Swiper's layout options for `module`: the base layout and one entry per breakpoint. */
export function swiperLayoutFor(module: CarouselModule) {
  const { perView, gap } = CAROUSEL_MODULES[module];
  const breakpoints: Record<number, { slidesPerView: number; spaceBetween: number }> = {};
  SLIDER_BREAKPOINTS.forEach((minWidth) => {
    breakpoints[minWidth] = {
      slidesPerView: slidesPerViewFor(module, minWidth),
      spaceBetween: gap,
    };
  });
  return { slidesPerView: perView[0], spaceBetween: gap, breakpoints };
}

/**
 * Whether `count` slides are enough to loop at every breakpoint: swiper needs one slide
 * more than fit in view. With fewer, the slider runs from end to end instead.
 */
export function canLoop(module: CarouselModule, count: number): boolean {
  const widest = Math.max(...CAROUSEL_MODULES[module].perView);
  return count >= Math.ceil(widest) + 1;
}

/**
 * The positions a visitor can select with one slide per step: every slide when looping;
 * otherwise each slide up to the one that shows the last slide at the end of the view
 * (with a fraction in view, the last position is the end itself).
 */
export function pageCount(count: number, perView: number, loop: boolean): number {
  if (count <= 0) return 0;
  if (loop) return count;
  if (count <= perView) return 1;
  return count - Math.floor(perView) + 1;
}

/** Where a slider stands, and so which controls are enabled. */
export interface CarouselState {
  /** The selected position, 0-based: the first slide in view (the real slide when looping). */
  readonly index: number;
  /** Number of positions (see pageCount). */
  readonly pages: number;
  readonly looping: boolean;
  /** Prev is disabled: at the first position of a slider that does not loop. */
  readonly atStart: boolean;
  /** Next is disabled: at the last position of a slider that does not loop. */
  readonly atEnd: boolean;
}

/** The state of a slider before swiper has measured it (the server and first render). */
export function initialCarouselState(
  module: CarouselModule,
  count: number,
  options: { loop?: boolean; initialSlide?: number; width?: number } = {},
): CarouselState {
  const looping = Boolean(options.loop) && canLoop(module, count);
  const perView = slidesPerViewFor(module, options.width ?? 0);
  const pages = pageCount(count, perView, looping);
  const index = Math.min(Math.max(0, options.initialSlide ?? 0), Math.max(0, pages - 1));
  return {
    index,
    pages,
    looping,
    atStart: !looping && index === 0,
    atEnd: !looping && index >= pages - 1,
  };
}

/**
 * Dispatched on a server slider's root after slides were added to its track (a load more
 * of the game sliders): the slider is bound again over all of them, staying where it was.
 */
export const CAROUSEL_SLIDES_ADDED = 'carousel:slides-added';
