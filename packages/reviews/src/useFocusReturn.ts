import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { replacementFor } from './page';
import type { FlowOpener } from './useFlowTriggers';

/**
 * After the dialog's own focus return: its opener may have left the page (a deleted or
 * replaced review), so the focus goes to `focusAfterClose` when set, else to the opener's
 * replacement in the review's new HTML.
 */
export function useFocusReturn(
  isOpen: boolean,
  openerRef: RefObject<FlowOpener | null>,
  focusAfterCloseRef: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (isOpen) return;
    const from = openerRef.current;
    openerRef.current = null;
    const target =
      focusAfterCloseRef.current ??
      (from && !from.element.isConnected ? replacementFor(from.element, from.reviewId) : null);
    focusAfterCloseRef.current = null;
    if (target?.isConnected) target.focus();
  }, [isOpen, openerRef, focusAfterCloseRef]);
}

/** A new step takes the focus (the dialog focuses the first step on open). */
export function useStepFocus(stepKey: string | null) {
  const stepRoot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = stepRoot.current;
    if (!root || root.contains(document.activeElement)) return;
    root.querySelector<HTMLElement>('input, textarea, button, a[href]')?.focus();
  }, [stepKey]);
  return stepRoot;
}
