import { CAROUSEL_MODULES, SLIDER_BREAKPOINTS, slidesPerViewFor } from './config';
import type { CarouselModule } from './config';
import { carouselServerStyle } from './serverStyle';

describe('carouselServerStyle', () => {
  const css = carouselServerStyle();

  it('gives each module, at each breakpoint, the slides per view and the gap the slider will have', () => {
    const blocks = css.split('@media');
    for (const module of Object.keys(CAROUSEL_MODULES) as CarouselModule[]) {
      const rule = (width: number) =>
        `[data-carousel="${module}"]{--cw-carousel-per-view:${slidesPerViewFor(module, width)};--cw-carousel-gap:${CAROUSEL_MODULES[module].gap}px}`;
      expect(blocks[0]).toContain(rule(0));
      SLIDER_BREAKPOINTS.forEach((minWidth, index) => {
        expect(blocks[index + 1]).toMatch(new RegExp(`^ \\(min-width:${minWidth}px\\)`));
        expect(blocks[index + 1]).toContain(rule(minWidth));
      });
    }
  });

  it('applies only to sliders not set up yet, whose slides it puts side by side', () => {
    expect(css).toContain(
      '[data-carousel]:not(.cw-carousel)>[data-carousel-viewport]>[data-carousel-track]{display:flex',
    );
    for (const line of css.split('\n').filter((text) => !text.startsWith('@media')))
      expect(line).toMatch(/^\[data-carousel\]:not\(\.cw-carousel\)/);
  });

  it('gives a slider with no slide past those in view no room for controls', () => {
    const blocks = css.split('@media');
    // The team shows 6 from 1200 px: without a 7th slide it has one page there.
    const onePage =
      '[data-carousel="team"]:not(:has(>[data-carousel-viewport]>[data-carousel-track]>:nth-child(7 of [data-carousel-slide])))';
    expect(blocks[SLIDER_BREAKPOINTS.length]).toContain(
      `${onePage}>[data-carousel-viewport]{margin-top:0}`,
    );
    expect(blocks[SLIDER_BREAKPOINTS.length]).toContain(
      `${onePage}>.cw-carousel__controls{display:none}`,
    );
    // 2.5 to a view on phones: a 3rd slide makes a second page.
    expect(blocks[0]).toContain(':nth-child(3 of [data-carousel-slide])');
  });
});
