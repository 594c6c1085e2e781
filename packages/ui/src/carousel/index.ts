export {
  CAROUSEL_MODULES,
  CAROUSEL_MODULE_NAMES,
  CAROUSEL_SLIDES_ADDED,
  SLIDER_BREAKPOINTS,
  canLoop,
  initialCarouselState,
  isCarouselModule,
  pageCount,
  slidesPerViewFor,
  swiperLayoutFor,
} from './config';
export type {
  CarouselLayout,
  CarouselModule,
  CarouselPaging,
  CarouselState,
  PerView,
} from './config';
export { LAZY_SLIDE_MARGIN_PX, loadLazyImages, observeLazySlides } from './lazy';
export { SLIDE_TRANSITION_MS, createCarouselEngine } from './engine';
export type { CarouselEngine, CarouselEngineOptions } from './engine';
export { Carousel } from './Carousel';
export type { CarouselProps } from './Carousel';
export { CarouselImage } from './CarouselImage';
export type { CarouselImageProps } from './CarouselImage';
export { Lightbox } from './Lightbox';
export type { LightboxImage, LightboxProps } from './Lightbox';
export { enhanceCarousels } from './enhance';
