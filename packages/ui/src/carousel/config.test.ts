import {
  CAROUSEL_MODULES,
  CAROUSEL_MODULE_NAMES,
  SLIDER_BREAKPOINTS,
  canLoop,
  initialCarouselState,
  isCarouselModule,
  pageCount,
  slidesPerViewFor,
  swiperLayoutFor,
} from './config';
import type { CarouselModule } from './config';

describe('slider breakpoints', () => {
  it('are the three widths of SPEC §9', () => {
    expect(SLIDER_BREAKPOINTS).toEqual([768, 992, 1200]);
  });

  it('covers the home sliders, the screenshots and the news sliders', () => {
    expect(CAROUSEL_MODULE_NAMES).toEqual([
      'bonus',
      'new',
      'team',
      'forum-category',
      'game',
      'top-casino',
      'screenshots',
      'news',
    ]);
    expect(isCarouselModule('game')).toBe(true);
    expect(isCarouselModule('toString')).toBe(false);
    expect(isCarouselModule(undefined)).toBe(false);
  });
});

describe('slides per view of each module at each breakpoint', () => {
  // Just below and at each breakpoint, and far beyond the last.
  const widths = [320, 767, 768, 991, 992, 1199, 1200, 1920] as const;
  const expected: Record<CarouselModule, readonly number[]> = {
    bonus: [1.15, 1.15, 2, 2, 3, 3, 4, 4],
    new: [1.5, 1.5, 3, 3, 4, 4, 5, 5],
    team: [2.5, 2.5, 4, 4, 5, 5, 6, 6],
    'forum-category': [1.15, 1.15, 2, 2, 3, 3, 3, 3],
    game: [2.2, 2.2, 3, 3, 4, 4, 6, 6],
    'top-casino': [1.15, 1.15, 2, 2, 3, 3, 4, 4],
    screenshots: [1.2, 1.2, 2, 2, 3, 3, 3, 3],
    news: [1.15, 1.15, 2, 2, 3, 3, 4, 4],
  };

  it.each(CAROUSEL_MODULE_NAMES)('%s', (module) => {
    expect(widths.map((width) => slidesPerViewFor(module, width))).toEqual(expected[module]);
  });

  it('gives swiper the base layout and one entry per breakpoint', () => {
    expect(swiperLayoutFor('game')).toEqual({
      slidesPerView: 2.2,
      spaceBetween: CAROUSEL_MODULES.game.gap,
      breakpoints: {
        768: { slidesPerView: 3, spaceBetween: 12 },
        992: { slidesPerView: 4, spaceBetween: 12 },
        1200: { slidesPerView: 6, spaceBetween: 12 },
      },
    });
  });
});

describe('positions and loop', () => {
  it('counts one position per slide until the last slide is in view', () => {
    expect(pageCount(6, 3, false)).toBe(4);
    expect(pageCount(5, 1.2, false)).toBe(5);
    expect(pageCount(3, 3, false)).toBe(1);
    expect(pageCount(2, 4, false)).toBe(1);
    expect(pageCount(0, 3, false)).toBe(0);
    expect(pageCount(6, 3, true)).toBe(6);
  });

  it('loops only with a slide more than the widest view holds', () => {
    expect(canLoop('game', 6)).toBe(false);
    expect(canLoop('game', 7)).toBe(true);
    expect(canLoop('bonus', 5)).toBe(true);
    expect(canLoop('bonus', 4)).toBe(false);
  });

  it('starts with prev disabled at the first slide when not looping', () => {
    expect(initialCarouselState('bonus', 8, { width: 1200 })).toEqual({
      index: 0,
      pages: 5,
      looping: false,
      atStart: true,
      atEnd: false,
    });
  });

  it('starts with next disabled at the last slide when not looping', () => {
    expect(initialCarouselState('bonus', 8, { width: 1200, initialSlide: 99 })).toMatchObject({
      index: 4,
      atStart: false,
      atEnd: true,
    });
  });

  it('disables neither when looping, nor loops with too few slides', () => {
    expect(initialCarouselState('bonus', 8, { loop: true, width: 1200 })).toMatchObject({
      looping: true,
      pages: 8,
      atStart: false,
      atEnd: false,
    });
    expect(initialCarouselState('bonus', 3, { loop: true, width: 1200 })).toMatchObject({
      looping: false,
      atStart: true,
      atEnd: true,
    });
  });
});
