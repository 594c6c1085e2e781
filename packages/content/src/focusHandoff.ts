import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * A widget loaded on first interaction replaces the server fallback a keyboard user has
 * just tabbed into: when the focused element was the fallback (it is gone after this
 * mount and the focus fell to the body), the focus goes to `target` instead.
 */
export function useFocusHandoff(target: RefObject<HTMLElement | null>): void {
  const [focusedBefore] = useState(() =>
    typeof document === 'undefined' ? null : document.activeElement,
  );
  useLayoutEffect(() => {
    const lost =
      focusedBefore instanceof HTMLElement &&
      focusedBefore !== document.body &&
      !focusedBefore.isConnected &&
      (document.activeElement === document.body || document.activeElement === null);
    // The new control stands where the old one was: no scroll, or a scroll under way stops.
    if (lost) target.current?.focus({ preventScroll: true });
    // Once, at mount: later focus moves are the visitor's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
