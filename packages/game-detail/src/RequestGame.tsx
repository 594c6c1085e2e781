import { Suspense, lazy, useId } from 'react';
import { Dialog, useManagedModal } from '@casino/ui';
import { text } from './messages';
import type { RequestGameProps } from './props';

// The form's code comes only when a visitor opens the modal.
const RequestGameForm = lazy(() => import('./RequestGameForm'));

/**
 * SPEC §2 "Modals" (request game): a dialog opened by its id (`data-cw-open-modal`,
 * `emit('modal:open')`) or by the button `openLabel` puts in place of the placeholder.
 */
export function RequestGame({ modalId, action, maxLength, openLabel }: RequestGameProps) {
  const headingId = useId();
  const { isOpen, open, close } = useManagedModal({ id: modalId });
  return (
    <>
      {openLabel !== '' && (
        <button type="button" className="cw-rg__open" aria-haspopup="dialog" onClick={open}>
          {openLabel ?? text.requestOpen()}
        </button>
      )}
      <Dialog
        open={isOpen}
        onClose={close}
        labelledBy={headingId}
        className="cw-game-request"
        modalId={modalId}
      >
        <h2 className="cw-rg__title" id={headingId}>
          {text.requestTitle()}
        </h2>
        <Suspense fallback={<p role="status">{text.loading()}</p>}>
          <RequestGameForm action={action} maxLength={maxLength} />
        </Suspense>
      </Dialog>
    </>
  );
}
