import { Dialog } from '@casino/ui';
import { NewsletterForm } from './NewsletterForm';
import type { NewsletterProps } from './props';

/** The modal variant's open dialog: loaded as it first opens (see NewsletterModal). */
export function NewsletterDialog({
  onClose,
  headingId,
  ...props
}: NewsletterProps & { onClose: () => void; headingId: string }) {
  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy={headingId}
      className="cw-newsletter"
      modalId={props.modalId}
    >
      <NewsletterForm {...props} headingId={headingId} />
    </Dialog>
  );
}
