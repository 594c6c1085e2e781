import type { ReactNode } from 'react';
import { LoaderButton } from '@casino/ui';
import { Feedback } from './Feedback';
import type { Submission } from './useSubmission';

interface SubmitBlockProps {
  submission: Submission;
  onLogin: () => void;
  label: string;
  busyLabel: string;
  /** Buttons after the submit button (Cancel). */
  children?: ReactNode;
}

/**
 * The end of a post's form (the quick reply, a post's edit): the answer's messages and
 * the submit button, which ignores clicks while the post is on its way.
 */
export function SubmitBlock({ submission, onLogin, label, busyLabel, children }: SubmitBlockProps) {
  return (
    <>
      <Feedback submission={submission} onLogin={onLogin} />
      <div className="cw-forum-thread__buttons">
        <LoaderButton
          type="submit"
          className="cw-forum-thread__primary"
          loading={submission.busy}
          loadingLabel={busyLabel}
        >
          {label}
        </LoaderButton>
        {children}
      </div>
    </>
  );
}
