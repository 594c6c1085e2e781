import { logFailedLoad } from '@casino/core';
import { pageHooks } from '@casino/api';
import type * as ScrollTo from './scrollTo';
import { anchorTarget } from './scrollTargets';
import type { ElementScrollOptions, ScrollToAnchorOptions } from './scrollTargets';

export { SCROLL_ANCHOR_DELAY_MS, SCROLL_OFFSET_PX, anchorTarget } from './scrollTargets';
export type { ElementScrollOptions, ScrollToAnchorOptions } from './scrollTargets';

/** Links whose clicks `enhanceSmoothScroll` takes over: marked ones, or any in a marked area. */
export const SMOOTH_SCROLL_SELECTOR = `a[${pageHooks.cwSmoothScroll}][href^="#"], [${pageHooks.cwSmoothScroll}] a[href^="#"]`;

/** The scroll's own code, loaded once for the page; a chunk that does not arrive is tried again. */
let loading: Promise<typeof ScrollTo> | undefined;
export function loadScrolling(): Promise<typeof ScrollTo> {
  loading ??= import('./scrollTo').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Starts loading the scroll's code for a scroll that is sure to come (a jump after a delay). */
export function prepareScrolling(): void {
  loadScrolling().catch(() => undefined);
}

/**
 * Scrolls `element` to just below the fixed header, smoothly unless reduced motion is on,
 * moves focus there (unless `focus: false`) and keeps it there while the page settles.
 * Its code loads with the first scroll of the page: the promise settles once scrolled.
 */
export function scrollToElement(
  element: HTMLElement,
  options: ElementScrollOptions = {},
): Promise<void> {
  return loadScrolling().then(
    (module) => module.scrollToElement(element, options),
    (error: unknown) => void logFailedLoad('Scrolling', error),
  );
}

export interface SmoothScrollOptions extends ScrollToAnchorOptions {
  /** Put the anchor in the address as a normal link would (true by default). */
  updateHash?: boolean;
}

/**
 * Server HTML hook: in-page links (`a[href^="#"]`) that carry `data-cw-smooth-scroll`, or
 * sit inside an element that does, scroll smoothly to their target below the fixed header
 * and move focus there. Returns the cleanup function.
 */
export function enhanceSmoothScroll(root: ParentNode, options: SmoothScrollOptions = {}) {
  const { updateHash = true, ...rest } = options;
  let cancel: (() => void) | undefined;
  let clicks = 0;
  const onClick = (event: Event) => {
    const mouse = event as MouseEvent;
    if (mouse.defaultPrevented || mouse.button > 0 || mouse.metaKey || mouse.ctrlKey) return;
    if (mouse.shiftKey || mouse.altKey) return;
    const link = (event.target as Element | null)?.closest?.(SMOOTH_SCROLL_SELECTOR);
    if (!(link instanceof HTMLAnchorElement) || !root.contains(link)) return;
    const anchor = link.getAttribute('href') ?? '';
    if (!anchorTarget(anchor)) return;
    event.preventDefault();
    if (updateHash && window.location.hash !== anchor) {
      const { pathname, search } = window.location;
      window.history.pushState(window.history.state, '', `${pathname}${search}${anchor}`);
    }
    cancel?.();
    cancel = undefined;
    // The scroll's code comes with the first click; a later click (or the cleanup) wins.
    const click = ++clicks;
    loadScrolling().then(
      (module) => {
        if (click === clicks) cancel = module.scrollToAnchor(anchor, rest);
      },
      (error: unknown) => void logFailedLoad('Scrolling', error),
    );
  };
  root.addEventListener('click', onClick);
  return () => {
    clicks += 1;
    cancel?.();
    root.removeEventListener('click', onClick);
  };
}
