import { useEffectEvent, useLayoutEffect } from 'react';
import type { RefObject } from 'react';

/**
 * Dialog focus for the touch panel and the lightbox: while `active`, the focus moves
 * into `container`, Tab and Shift+Tab cycle inside it, focus that lands outside is
 * brought back, and the page does not scroll behind it; afterwards the focus returns
 * to `returnFocus()` or else to the element that had it before.
 */

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[inert], [hidden]'),
  );
}

let scrollLocks = 0;
let saved = { overflow: '', scrollbarGutter: '' };

/** Stops the page scrolling behind; a page that had a scrollbar keeps its room. */
function lockPageScroll(): () => void {
  const html = document.documentElement;
  if (scrollLocks === 0) {
    saved = { overflow: html.style.overflow, scrollbarGutter: html.style.scrollbarGutter };
    if (window.innerWidth > html.clientWidth) html.style.scrollbarGutter = 'stable';
    html.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  return () => {
    scrollLocks -= 1;
    if (scrollLocks > 0) return;
    html.style.overflow = saved.overflow;
    html.style.scrollbarGutter = saved.scrollbarGutter;
  };
}

export interface ModalFocusOptions {
  /** What gets the focus first; the first focusable element, or the container, otherwise. */
  initialFocus?: () => HTMLElement | null;
  /** Where the focus goes afterwards; the element focused before, otherwise. */
  returnFocus?: () => HTMLElement | null;
}

export function useModalFocus(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  options: ModalFocusOptions = {},
): void {
  const initial = useEffectEvent(() => options.initialFocus?.() ?? null);
  const target = useEffectEvent(() => options.returnFocus?.() ?? null);

  // A layout effect: the focus is inside before the dialog is first painted.
  useLayoutEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initial() ?? focusableIn(element)[0] ?? element).focus();
    const unlock = lockPageScroll();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusableIn(element);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        element.focus();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === first || current === element)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || element.contains(target)) return;
      // Another modal opened on top (a lightbox from a slider in a panel) has it now.
      if (target.closest('[aria-modal="true"]')) return;
      (focusableIn(element)[0] ?? element).focus();
    };
    element.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      unlock();
      const back = target() ?? before;
      if (back?.isConnected) back.focus();
    };
  }, [active, container]);
}
