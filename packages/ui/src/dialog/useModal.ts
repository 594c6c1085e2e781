import { useCallback, useEffect, useRef, useState } from 'react';
import { emit, on } from '@casino/core';

/** SPEC §2: closing one of these modals reloads the page. */
export const RELOAD_ON_CLOSE_MODALS: readonly string[] = ['submit-rating', 'broken-link'];

/** How the page reloads; tests and stories replace `reload` (or spy on it). */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};

export interface ModalControls {
  isOpen: boolean;
  /** Opens the modal with this id wherever it is rendered (`modal:open`). */
  open: () => void;
  /** Closes it (`modal:close`). */
  close: () => void;
}

/**
 * SPEC §2: modals open and close by id. The state follows core's `modal:open` and
 * `modal:close` events, so any widget can open this modal with
 * `emit('modal:open', { id })` without importing it. Closing a modal of
 * `RELOAD_ON_CLOSE_MODALS` that was open here reloads the page.
 */
export function useModal(id: string): ModalControls {
  const [isOpen, setIsOpen] = useState(false);
  const openHere = useRef(false);

  useEffect(() => {
    const offOpen = on('modal:open', (detail) => {
      if (detail.id !== id) return;
      openHere.current = true;
      setIsOpen(true);
    });
    const offClose = on('modal:close', (detail) => {
      if (detail.id !== id) return;
      const wasOpen = openHere.current;
      openHere.current = false;
      setIsOpen(false);
      if (wasOpen && RELOAD_ON_CLOSE_MODALS.includes(id)) pageReload.reload();
    });
    return () => {
      offOpen();
      offClose();
    };
  }, [id]);

  const open = useCallback(() => emit('modal:open', { id }), [id]);
  const close = useCallback(() => emit('modal:close', { id }), [id]);
  return { isOpen, open, close };
}
