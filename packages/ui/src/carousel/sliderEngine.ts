// What a server slider needs once the visitor first reaches for it: swiper's engine and
// the lightbox. The markup, controls and lazy images come before it (enhance.ts).
export { createCarouselEngine, stepFromButton } from './engine';
export { openLightbox } from './openLightbox';
