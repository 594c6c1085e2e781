import { useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useSignals } from '@casino/core';
import { focusableIn, trapTab } from './focus';
import { text } from './messages';
import { lockBodyScroll } from './scrollLock';
import { dialogStack } from './stack';
import type { DialogProps } from './Dialog';

/**
 * The open dialog, loaded by `Dialog` on the first open. SPEC §2 modals: a modal dialog
 * portalled to `document.body`. Focus moves in on open and is trapped (Tab and Shift+Tab wrap); Escape, the close button and a click on the
 * backdrop call `onClose`; focus returns to the element that had it before; the page
 * behind does not scroll while it is open. Do not use `autoFocus` inside: pass
 * `initialFocus`, so the opener is known.
 */
export function DialogPanel(props: DialogProps) {
  const { open, onClose, children, initialFocus, closeLabel, describedBy, className, modalId } =
    props;
  useSignals();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // The latest onClose, read by the document listeners without re-subscribing each render.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const before = document.activeElement;
    const opener = before instanceof HTMLElement && !element.contains(before) ? before : null;
    dialogStack.push(element);
    const unlock = lockBodyScroll();
    const target =
      initialFocus?.current ??
      focusableIn(element).find((candidate) => candidate !== closeButton.current) ??
      closeButton.current ??
      element;
    target.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!dialogStack.isTop(element)) return;
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        onCloseRef.current();
      } else {
        trapTab(event, element);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      dialogStack.remove(element);
      unlock();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocus]);

  if (!open) return null;
  const { title, labelledBy } = props;
  const named = title !== undefined && title !== null;
  return createPortal(
    <div
      className={['cw-dialog', named ? '' : 'cw-dialog--untitled', className]
        .filter(Boolean)
        .join(' ')}
      data-modal-id={modalId}
    >
      <div className="cw-dialog__backdrop" aria-hidden="true" onClick={() => onClose()} />
      <div
        ref={panel}
        className="cw-dialog__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={named ? titleId : labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <div className="cw-dialog__header">
          {named && (
            <h2 className="cw-dialog__title" id={titleId}>
              {title}
            </h2>
          )}
          <button
            ref={closeButton}
            type="button"
            className="cw-dialog__close"
            aria-label={closeLabel ?? text.close()}
            onClick={() => onClose()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="cw-dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
