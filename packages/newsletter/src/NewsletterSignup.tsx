import { Suspense, lazy, useEffect, useState } from 'react';
import { on } from '@casino/core';
import { NewsletterForm } from './NewsletterForm';
import type { NewsletterProps } from './props';

/**
 * The modal variant, with the dialog and the page's modal manager, loads only where a page
 * has one: the footer's form on every page needs neither.
 */
const NewsletterModal = lazy(() =>
  import('./NewsletterModal').then(({ NewsletterModal }) => ({ default: NewsletterModal })),
);

/**
 * SPEC §4 newsletter form, in the page (`footer`, `inline`) or in a dialog managed by the
 * page's modal manager (`modal`).
 */
export function NewsletterSignup(props: NewsletterProps) {
  return props.variant === 'modal' ? <ModalOnItsWay {...props} /> : <NewsletterForm {...props} />;
}

/** A `modal:open` for it that comes while the modal's code is on the way opens it once in. */
function ModalOnItsWay(props: NewsletterProps) {
  const [asked, setAsked] = useState(false);
  useEffect(
    () =>
      on('modal:open', ({ id }) => {
        if (id === props.modalId) setAsked(true);
      }),
    [props.modalId],
  );
  return (
    <Suspense fallback={null}>
      <NewsletterModal {...props} openAtStart={asked} />
    </Suspense>
  );
}
