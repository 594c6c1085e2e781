/**
 * Lazy slide images (SPEC §9: "lazy sliders load 500 px before viewport"). A slide image
 * is written with `data-src` (and `data-srcset`, also on a `<picture>`'s `<source>`)
 * instead of `src`; it gets its real address once its slide comes within
 * LAZY_SLIDE_MARGIN_PX of what the visitor sees:
 *
 * 1. the slider itself within LAZY_SLIDE_MARGIN_PX of the page's viewport (vertically,
 *    while the page scrolls), and then
 * 2. the slide within LAZY_SLIDE_MARGIN_PX of the slider's visible strip (sideways,
 *    while the slider moves). A slide outside the strip is clipped by the slider, so a
 *    single observer of the page's viewport would see it only once it is in view.
 */

import { pageHooks } from '@casino/api';
import { yieldToBrowser } from '@casino/core';

export const LAZY_SLIDE_MARGIN_PX = 500;

const LAZY_SELECTOR = `[${pageHooks.src}], [${pageHooks.srcset}]`;

/** Gives every lazy image inside `scope` its real address. */
export function loadLazyImages(scope: Element): void {
  const targets = [
    ...(scope.matches(LAZY_SELECTOR) ? [scope] : []),
    ...scope.querySelectorAll(LAZY_SELECTOR),
  ];
  for (const element of targets) {
    const srcset = element.getAttribute(pageHooks.srcset);
    if (srcset !== null) {
      element.setAttribute('srcset', srcset);
      element.removeAttribute(pageHooks.srcset);
    }
    const src = element.getAttribute(pageHooks.src);
    if (src !== null) {
      element.setAttribute('src', src);
      element.removeAttribute(pageHooks.src);
    }
  }
}

/**
 * Gives the slides their images one slide per task, in the order given. An image whose
 * address is data (an inline SVG) is loaded and parsed as soon as it has its address,
 * in the task that gives it: a slider's worth at once made one long task of a phone's
 * page load.
 */
async function loadInTurn(slides: readonly Element[]): Promise<void> {
  for (const [index, slide] of slides.entries()) {
    if (index > 0) await yieldToBrowser();
    loadLazyImages(slide);
  }
}

/**
 * Loads the lazy images of `slides` as they come near; `viewport` is the slider's
 * clipping element, `root` the slider. Returns the cleanup.
 */
export function observeLazySlides(
  root: Element,
  viewport: Element,
  slides: readonly Element[],
): () => void {
  const pending = slides.filter((slide) => slide.querySelector(LAZY_SELECTOR));
  if (pending.length === 0) return () => undefined;
  if (typeof IntersectionObserver === 'undefined') {
    pending.forEach(loadLazyImages);
    return () => undefined;
  }
  let slideWatch: IntersectionObserver | undefined;
  const pageWatch = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      pageWatch.disconnect();
      const watch = new IntersectionObserver(
        (slideEntries) => {
          const near = slideEntries.filter((entry) => entry.isIntersecting);
          near.forEach((entry) => watch.unobserve(entry.target));
          void loadInTurn(near.map((entry) => entry.target));
        },
        { root: viewport, rootMargin: `0px ${LAZY_SLIDE_MARGIN_PX}px` },
      );
      pending.forEach((slide) => watch.observe(slide));
      slideWatch = watch;
    },
    { rootMargin: `${LAZY_SLIDE_MARGIN_PX}px` },
  );
  pageWatch.observe(root);
  return () => {
    pageWatch.disconnect();
    slideWatch?.disconnect();
  };
}
