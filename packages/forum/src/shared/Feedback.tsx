import { useRef, useState } from 'react';
import { Dialog, LoaderButton } from '@casino/ui';
import { text } from '../messages';
import type { LanguageChoice, Submission } from './useSubmission';

interface FeedbackProps {
  submission: Submission;
  onLogin: () => void;
}

/** The form's messages: SPEC §8 8200 (and failures) and 7000 with its login button. */
export function Feedback({ submission, onLogin }: FeedbackProps) {
  const { error, login } = submission;
  return (
    <>
      {error && (
        <p className="cw-forum-thread__error" role="alert">
          {error}
        </p>
      )}
      {login !== undefined && (
        <p className="cw-forum-thread__error" role="alert">
          {login || text.loginRequired()}{' '}
          <button type="button" className="cw-forum-thread__link" onClick={onLogin}>
            {text.loginLink()}
          </button>
        </p>
      )}
    </>
  );
}

interface LanguageDialogProps {
  choice: LanguageChoice | null;
  busy: boolean;
  onSend: (languageCode: string) => void;
  onClose: () => void;
}

/** SPEC §8 8209: the language chooser; the post is sent again with the chosen language. */
export function LanguageDialog({ choice, busy, onSend, onClose }: LanguageDialogProps) {
  return (
    <Dialog
      open={choice !== null}
      onClose={onClose}
      title={text.languageTitle()}
      closeLabel={text.close()}
      className="cw-forum-thread"
      modalId="language-chooser"
    >
      {choice && <LanguageForm choice={choice} busy={busy} onSend={onSend} onClose={onClose} />}
    </Dialog>
  );
}

function LanguageForm({
  choice,
  busy,
  onSend,
  onClose,
}: LanguageDialogProps & { choice: LanguageChoice }) {
  const [code, setCode] = useState(choice.chosen);
  return (
    <form
      className="cw-forum-thread__form"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(code);
      }}
    >
      <p>{text.languageText()}</p>
      <label className="cw-forum-thread__label">
        {text.languageLabel()}
        <select value={code} onChange={(event) => setCode(event.target.value)}>
          {choice.options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
      <div className="cw-forum-thread__buttons">
        <LoaderButton
          type="submit"
          className="cw-forum-thread__primary"
          loading={busy}
          loadingLabel={text.sending()}
        >
          {text.languageSend()}
        </LoaderButton>
        <button type="button" className="cw-forum-thread__secondary" onClick={onClose}>
          {text.cancel()}
        </button>
      </div>
    </form>
  );
}

interface PendingDialogProps {
  open: boolean;
  onClose: () => void;
  /** What waits (a post by default). */
  message?: string;
}

/** SPEC §8 8214: the pending-review modal. */
export function PendingDialog({ open, onClose, message }: PendingDialogProps) {
  const ok = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={text.pendingTitle()}
      closeLabel={text.close()}
      className="cw-forum-thread"
      modalId="pending-review"
      initialFocus={ok}
    >
      <p>{message ?? text.pendingText()}</p>
      <div className="cw-forum-thread__buttons">
        <button ref={ok} type="button" className="cw-forum-thread__primary" onClick={onClose}>
          {text.ok()}
        </button>
      </div>
    </Dialog>
  );
}
