import { useEffectEvent, useLayoutEffect } from 'react';
import type { RefObject } from 'react';
import { focusableIn, trapTab } from '../dialog/focus';
import { lockBodyScroll } from '../dialog/scrollLock';

/**
 * Dialog focus (the same rules as `Dialog`) for the touch panel and the lightbox: while `active`, the focus moves
 * into `container`, Tab and Shift+Tab cycle inside it, focus that lands outside is
 * brought back, and the page does not scroll behind it; afterwards the focus returns
 * to `returnFocus()` or else to the element that had it before.
 */

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
    const unlock = lockBodyScroll();
    const onKeyDown = (event: KeyboardEvent) => trapTab(event, element);
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
