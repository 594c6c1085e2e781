import { clock } from '@casino/core';
import { pageHooks } from '@casino/api';

/** SPEC §9 "scroll offset 90 px": the height kept free for the fixed header. */
export const SCROLL_OFFSET_PX = 90;

/** SPEC §9 "scroll anchor delay default 1 ms": lets the page settle before scrolling. */
export const SCROLL_ANCHOR_DELAY_MS = 1;

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Links whose clicks `enhanceSmoothScroll` takes over: marked ones, or any in a marked area. */
export const SMOOTH_SCROLL_SELECTOR = `a[${pageHooks.cwSmoothScroll}][href^="#"], [${pageHooks.cwSmoothScroll}] a[href^="#"]`;

function reducedMotion(): boolean {
  return window.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false;
}

/** Smooth unless the visitor asked the system for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return reducedMotion() ? 'auto' : 'smooth';
}

/** The document position that puts `element` just below the fixed header. */
export function scrollTopFor(element: Element, offset = SCROLL_OFFSET_PX): number {
  return Math.max(0, element.getBoundingClientRect().top + window.scrollY - offset);
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

export interface ElementScrollOptions {
  /** Room for the fixed header; `SCROLL_OFFSET_PX` by default. */
  offset?: number;
  /** Move keyboard focus to the target (true by default). */
  focus?: boolean;
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

/** The element an anchor names: `#id`, `id`, or null (also for hash parameters like `#tab=x`). */
export function anchorTarget(anchor: string): HTMLElement | null {
  const id = anchor.replace(/^#/, '');
  if (!id || id.includes('=')) return null;
  let decoded = id;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    // keep the raw id
  }
  return document.getElementById(decoded);
}

export interface ScrollToAnchorOptions extends ElementScrollOptions {
  /** Wait before scrolling; `SCROLL_ANCHOR_DELAY_MS` by default. */
  delay?: number;
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
    cancel = scrollToAnchor(anchor, rest);
  };
  root.addEventListener('click', onClick);
  return () => {
    cancel?.();
    root.removeEventListener('click', onClick);
  };
}
