export {
  SCROLL_ANCHOR_DELAY_MS,
  SCROLL_OFFSET_PX,
  SMOOTH_SCROLL_SELECTOR,
  anchorTarget,
  enhanceSmoothScroll,
  scrollToElement,
} from './smoothScroll';
export { scrollToAnchor } from './scrollTo';
export type {
  ElementScrollOptions,
  ScrollToAnchorOptions,
  SmoothScrollOptions,
} from './smoothScroll';
export {
  SCROLL_TO_TOP_FOCUS_TARGETS,
  SCROLL_TO_TOP_VIEWPORTS,
  enhanceScrollToTop,
  isPastOneViewport,
  scrollToTop,
  watchScrollToTop,
} from './scrollTopWatch';
export { ScrollToTop } from './ScrollToTop';
export type { ScrollToTopProps } from './ScrollToTop';
