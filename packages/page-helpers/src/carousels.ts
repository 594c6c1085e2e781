// Loaded only on pages that have a slider: the slider code (with swiper) is the
// largest of the helpers.
export { enhanceCarousels } from '@casino/ui';
