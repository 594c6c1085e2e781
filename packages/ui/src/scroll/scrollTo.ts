// The scrolls themselves, loaded with the first one (smoothScroll.ts's `scrollToElement`
// and in-page links, scrollTopWatch.ts's `scrollToTop`): most visits never follow an in-page link, open a tab
// that scrolls or go back to the top.
import { clock } from '@casino/core';
import {
  SCROLL_ANCHOR_DELAY_MS,
  SCROLL_OFFSET_PX,
  SCROLL_TO_TOP_FOCUS_TARGETS,
  anchorTarget,
} from './scrollTargets';
import type { ElementScrollOptions, ScrollToAnchorOptions } from './scrollTargets';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function reducedMotion(): boolean {
  return window.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false;
}

/** Smooth unless the visitor asked the system for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return reducedMotion() ? 'auto' : 'smooth';
}

/**
 * Moves keyboard focus to `element` without a second jump. Elements that cannot take
 * focus get `tabindex="-1"` so they can (taken back if focus did not land, as on a
 * hidden element). Returns whether focus landed.
 */
export function focusWithoutScroll(element: HTMLElement): boolean {
  const added = element.tabIndex < 0 && !element.hasAttribute('tabindex');
  if (added) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  const focused = document.activeElement === element;
  if (!focused && added) element.removeAttribute('tabindex');
  return focused;
}

/** The document position that puts `element` just below the fixed header. */
export function scrollTopFor(element: Element, offset = SCROLL_OFFSET_PX): number {
  return Math.max(0, element.getBoundingClientRect().top + window.scrollY - offset);
}

/**
 * How long after a scroll to an element it is kept below the header while the page's
 * height changes: widgets that load as they come into view (a newsletter form above the
 * target) would otherwise push it away as the scroll passes them.
 */
export const SETTLE_MS = 2_000;

/** The visitor's own scrolling ends the hold: the page is theirs again. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

let release: (() => void) | undefined;

/** Scrolls to `element` again whenever the page's height changes, for `SETTLE_MS`. */
function holdInPlace(element: HTMLElement, offset: number): void {
  release?.();
  if (typeof ResizeObserver === 'undefined') return;
  let height = document.body.offsetHeight;
  const observer = new ResizeObserver(() => {
    if (document.body.offsetHeight === height) return;
    height = document.body.offsetHeight;
    window.scrollTo({ top: scrollTopFor(element, offset), behavior: scrollBehavior() });
  });
  observer.observe(document.body);
  const timer = clock.setTimeout(() => release?.(), SETTLE_MS);
  const stop = () => {
    observer.disconnect();
    clock.clearTimeout(timer);
    for (const name of VISITOR_INPUT) window.removeEventListener(name, onInput, true);
    if (release === stop) release = undefined;
  };
  function onInput() {
    stop();
  }
  for (const name of VISITOR_INPUT) window.addEventListener(name, onInput, true);
  release = stop;
}

/**
 * Scrolls `element` to just below the fixed header, smoothly unless reduced motion is on,
 * and keeps it there while the page settles.
 */
export function scrollToElement(element: HTMLElement, options: ElementScrollOptions = {}): void {
  const { offset = SCROLL_OFFSET_PX, focus = true } = options;
  window.scrollTo({ top: scrollTopFor(element, offset), behavior: scrollBehavior() });
  holdInPlace(element, offset);
  if (focus) focusWithoutScroll(element);
}

/** Scrolls to the top (smoothly unless reduced motion is on) and moves focus to the top. */
export function scrollToTop(
  focusTargets: string | readonly string[] = SCROLL_TO_TOP_FOCUS_TARGETS,
): void {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
  const selectors = typeof focusTargets === 'string' ? [focusTargets] : focusTargets;
  // The first candidate that really takes focus (a hidden heading does not).
  for (const selector of selectors) {
    for (const candidate of document.querySelectorAll<HTMLElement>(selector)) {
      if (focusWithoutScroll(candidate)) return;
    }
  }
  // Nothing to focus: focus goes back to the document rather than stay on a hidden button.
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

/**
 * Scrolls to the element an anchor names after the anchor delay. Returns a function that
 * cancels a scroll that has not happened yet.
 */
export function scrollToAnchor(anchor: string, options: ScrollToAnchorOptions = {}): () => void {
  const { delay = SCROLL_ANCHOR_DELAY_MS, ...rest } = options;
  const timer = clock.setTimeout(() => {
    const target = anchorTarget(anchor);
    if (target) scrollToElement(target, rest);
  }, delay);
  return () => clock.clearTimeout(timer);
}
