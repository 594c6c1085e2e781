import { useEffect, useReducer } from 'react';
import type { ReactNode, RefObject } from 'react';
import { reportError } from '@casino/core';
import { Panel, loadDialogPanel } from './panel';

interface DialogBaseProps {
  open: boolean;
  /** Called for the close button, Escape and a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
  /** Receives focus on open; otherwise the first focusable of the content, then the close button. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Accessible name of the close button; "Close" (localized) by default. */
  closeLabel?: string;
  /** Id of the element that describes the dialog. */
  describedBy?: string;
  /** Extra classes on the portalled root, e.g. the widget's `cw-<name>` so its CSS applies. */
  className?: string;
  /** The modal id, as `data-modal-id`, for styling and tests. */
  modalId?: string;
}

/** A dialog is named by a title it renders, or by a heading of its own content. */
export type DialogProps = DialogBaseProps &
  ({ title: ReactNode; labelledBy?: never } | { title?: never; labelledBy: string });

/**
 * SPEC §2 modals: a modal dialog portalled to `document.body` while `open` (see
 * DialogPanel for focus, Escape, the backdrop and scrolling). Most visits never open one,
 * so its code loads on the first open: the dialog appears once it is in.
 */
export function Dialog(props: DialogProps) {
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const waiting = props.open && Panel === undefined;
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    loadDialogPanel().then(
      () => {
        if (current) loaded();
      },
      () => reportError('Dialog: its code could not be loaded'),
    );
    return () => {
      current = false;
    };
  }, [waiting]);
  if (!props.open || Panel === undefined) return null;
  return <Panel {...props} />;
}
