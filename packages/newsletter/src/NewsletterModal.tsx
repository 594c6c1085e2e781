import { Suspense, useEffect, useId } from 'react';
import { lazyDialogContent, useManagedModal } from '@casino/ui';
import type { ModalSchedule } from '@casino/ui';
import type { NewsletterProps } from './props';

/** What runs at mount is the button and the schedule; the dialog loads as it first opens. */
const NewsletterDialog = lazyDialogContent(() =>
  import('./NewsletterDialog').then(({ NewsletterDialog }) => NewsletterDialog),
);

/**
 * The modal variant: registered with the modal manager under `modalId`, which opens it
 * by the schedule of its props (never by itself without `autoOpenAfterSeconds`); any
 * widget opens it with `emit('modal:open', { id: modalId })`, and `openLabel` puts a
 * button that does so in place of the placeholder. After a successful signup the modal
 * is disabled (it never opens by itself again) and the confirmation stays closable.
 */
export function NewsletterModal(props: NewsletterProps & { openAtStart?: boolean }) {
  const { modalId, autoOpenAfterSeconds, daysOfVisit, showsPerDay, openLabel } = props;
  const headingId = useId();
  const schedule: ModalSchedule = {};
  if (autoOpenAfterSeconds !== undefined) schedule.autoOpenAfterSeconds = autoOpenAfterSeconds;
  if (daysOfVisit !== undefined) schedule.daysOfVisit = daysOfVisit;
  if (showsPerDay !== undefined) schedule.showsPerDay = showsPerDay;
  const { isOpen, open, close } = useManagedModal({ id: modalId, schedule, kind: 'newsletter' });
  const { openAtStart } = props;
  useEffect(() => {
    if (openAtStart) open();
    // Only as it mounts: later requests reach useManagedModal itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      {openLabel && (
        <button type="button" className="cw-nl__button" aria-haspopup="dialog" onClick={open}>
          {openLabel}
        </button>
      )}
      {isOpen && (
        <Suspense fallback={null}>
          <NewsletterDialog {...props} onClose={close} headingId={headingId} />
        </Suspense>
      )}
    </>
  );
}
