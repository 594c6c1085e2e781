/** The classes of a slider's parts (the markup both sliders share). */
export const CAROUSEL_CLASS = {
  root: 'cw-carousel',
  viewport: 'cw-carousel__viewport',
  track: 'cw-carousel__track',
  slide: 'cw-carousel__slide',
} as const;

const bound = new WeakSet<Element>();

/** Whether a slider element is already running (from the React Carousel or the enhancer). */
export function isCarouselBound(root: Element): boolean {
  return bound.has(root);
}

export function markCarouselBound(root: Element, running: boolean): void {
  if (running) bound.add(root);
  else bound.delete(root);
}
