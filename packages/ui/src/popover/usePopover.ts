import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPopover } from './controller';
import type { PopoverController, PopoverKind } from './controller';
import type { TriggerMode } from './breakpoints';
import type { Side } from './placement';

export interface UsePopoverOptions {
  kind: PopoverKind;
  placement: Side;
  trigger: TriggerMode;
  triggerTablet?: TriggerMode | undefined;
  triggerDesktop?: TriggerMode | undefined;
  arrow: boolean;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** The element it opens from, when the caller renders it (else set with `setAnchor`). */
  anchor?: HTMLElement | null | undefined;
}

/**
 * Binds the popover behaviour (controller.ts) to elements React renders: React shows
 * the open state, the controller decides it and places the panel once it is visible.
 */
export function usePopover({
  kind,
  placement,
  trigger,
  triggerTablet,
  triggerDesktop,
  arrow,
  defaultOpen = false,
  onOpenChange,
  anchor: givenAnchor,
}: UsePopoverOptions) {
  // The anchor is state, not a ref: a Tooltip's anchor is its child, given a callback ref.
  const [ownAnchor, setAnchor] = useState<HTMLElement | null>(null);
  const anchor = givenAnchor === undefined ? ownAnchor : givenAnchor;
  const panelRef = useRef<HTMLElement | null>(null);
  const arrowRef = useRef<HTMLElement | null>(null);
  const controllerRef = useRef<PopoverController | null>(null);
  const onOpenChangeRef = useRef(onOpenChange);
  const [open, setOpen] = useState(false);
  // Only the first value counts: afterwards the popover is the visitor's.
  const [initiallyOpen] = useState(defaultOpen);

  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });

  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!anchor || !panel) return;
    const controller = createPopover({
      kind,
      anchor,
      panel,
      manageDom: false,
      onOpenChange: (next) => {
        setOpen(next);
        onOpenChangeRef.current?.(next);
      },
    });
    controllerRef.current = controller;
    if (initiallyOpen) controller.show();
    return () => {
      controller.destroy();
      controllerRef.current = null;
      setOpen(false);
    };
  }, [kind, anchor, initiallyOpen]);

  useLayoutEffect(() => {
    controllerRef.current?.configure({
      placement,
      trigger: { base: trigger, tablet: triggerTablet, desktop: triggerDesktop },
      arrow: arrow ? arrowRef.current : null,
    });
  }, [kind, anchor, placement, trigger, triggerTablet, triggerDesktop, arrow]);

  useLayoutEffect(() => {
    if (open) controllerRef.current?.update();
  }, [open]);

  return { open, setAnchor, panelRef, arrowRef, controllerRef };
}
