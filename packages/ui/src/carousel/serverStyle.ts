import { pageHooks } from '@casino/api';
import { CAROUSEL_CLASS } from './bound';
import { CAROUSEL_MODULES, SLIDER_BREAKPOINTS, slidesPerViewFor } from './config';
import type { CarouselModule } from './config';

/** The gap between a slider's parts (carousel.css's `.cw-carousel`). */
const PARTS_GAP = '0.75rem';
/** The controls enhanceCarousels adds ahead of the slides (2.75rem high) and their gap. */
const CONTROLS_ROOM = '3.5rem';

/**
 * The stylesheet a page carries in its head for its server-rendered sliders
 * (`@casino/ui/carousel-style`): each module's slides side by side, as many to a view at
 * each breakpoint as the slider will show (CAROUSEL_MODULES, by the window's width), the
 * room of the controls above them, and the slides' pictures fitted as carousel.css fits
 * them. With it the server's markup already lays out as the slider does once its code
 * runs, so setting the slider up, which happens as the visitor scrolls near it, moves
 * nothing. A slider with no more slides than fit in view at the window's width has one
 * page and no controls: it gets no room for them. It applies only until then (`:not(.cw-carousel)`): from there carousel.css
 * and the engine size the slides, to the same box.
 */
export function carouselServerStyle(): string {
  const root = `[${pageHooks.carousel}]:not(.${CAROUSEL_CLASS.root})`;
  const viewport = `[${pageHooks.carouselViewport}]`;
  const track = `${root}>${viewport}>[${pageHooks.carouselTrack}]`;
  const slide = `${track}>[${pageHooks.carouselSlide}]`;
  const zoom = `${root} [${pageHooks.carouselZoom}]`;
  const modules = Object.keys(CAROUSEL_MODULES) as CarouselModule[];
  const perView = (width: number) =>
    modules
      .map((module) => {
        const slider = `${root}[${pageHooks.carousel}="${module}"]`;
        const count = slidesPerViewFor(module, width);
        // No slide past those in view: one page, so the slider will hide its controls.
        const onePage = `${slider}:not(:has(>${viewport}>[${pageHooks.carouselTrack}]>:nth-child(${Math.floor(count) + 1} of [${pageHooks.carouselSlide}])))`;
        return (
          `${slider}{--cw-carousel-per-view:${count};--cw-carousel-gap:${CAROUSEL_MODULES[module].gap}px}` +
          `${onePage}>${viewport}{margin-top:0}${onePage}>.cw-carousel__controls{display:none}`
        );
      })
      .join('');
  return [
    // The root's parts in a column, as carousel.css sets them (a heading's margins stay
    // inside), and the room of the controls that will go right above the slides.
    `${root}{display:flex;flex-direction:column;gap:${PARTS_GAP};min-width:0}`,
    `${root}:not(:has(>.cw-carousel__controls))>${viewport}{margin-top:${CONTROLS_ROOM}}`,
    `${root}>${viewport}{position:relative;overflow:hidden;contain:inline-size}`,
    `${track}{display:flex;gap:var(--cw-carousel-gap,0px);margin:0;padding:0;list-style:none}`,
    `${slide}{position:relative;flex-shrink:0;width:calc((100% - (var(--cw-carousel-per-view,1) - 1) * var(--cw-carousel-gap,0px)) / var(--cw-carousel-per-view,1))}`,
    `${slide} :is(img,video){max-width:100%;height:auto}`,
    `${zoom}{display:block;width:100%;border-radius:.5rem}`,
    `${zoom} img{display:block;width:100%;height:auto;border-radius:inherit}`,
    perView(0),
    ...SLIDER_BREAKPOINTS.map(
      (minWidth) => `@media (min-width:${minWidth}px){${perView(minWidth)}}`,
    ),
  ].join('\n');
}
