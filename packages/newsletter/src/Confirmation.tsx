import type { ReactNode, RefObject } from 'react';
import { LoaderButton } from '@casino/ui';
import { text } from './messages';
import { sentText } from './sentMessages';

export interface ConfirmationProps {
  email: string;
  headingId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The email was sent again. */
  resent: boolean;
  failureNote: ReactNode;
  onChangeEmail: () => void;
  onResend: (signal: AbortSignal) => Promise<void>;
}

/**
 * Step 2 of the newsletter form (SPEC §4): the confirmation was sent. It loads with the
 * first send, beside the calls: most readers never send.
 */
export function Confirmation({
  email,
  headingId,
  headingRef,
  resent,
  failureNote,
  onChangeEmail,
  onResend,
}: ConfirmationProps) {
  return (
    <section className="cw-nl" aria-labelledby={headingId} data-step="confirmation">
      <h2 className="cw-nl__title" id={headingId} tabIndex={-1} ref={headingRef}>
        {sentText.sentTitle()}
      </h2>
      <p className="cw-nl__intro">{sentText.sentTo(email)}</p>
      <div className="cw-nl__actions">
        <button type="button" className="cw-nl__link" onClick={onChangeEmail}>
          {sentText.changeEmail()}
        </button>
        <LoaderButton className="cw-nl__button" onAction={onResend} loadingLabel={text.sending()}>
          {sentText.resend()}
        </LoaderButton>
      </div>
      <p role="status" className="cw-nl__note">
        {resent && sentText.emailSent()}
      </p>
      {failureNote}
    </section>
  );
}
