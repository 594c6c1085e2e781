import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import {
  CODE_LANGUAGE_UNDETECTED,
  CODE_LOGIN_REQUIRED,
  CODE_OK,
  CODE_POST_PENDING_REVIEW,
  userReview,
} from '@casino/api';
import { call } from '@casino/core';
import { LoaderButton, replyLanguageChoice, useCall } from '@casino/ui';
import type { ReplyLanguage } from '@casino/ui';
import { capText } from './constants';
import { LoginRequired } from './LoginRequired';
import { text } from './messages';

export type ReplyMode = 'create' | 'edit' | 'delete';

export interface ReplyTarget {
  mode: ReplyMode;
  reviewId: number;
  replyId?: number;
  casinoId?: number;
  casinoName?: string;
  text: string;
}

interface ReplyFormProps {
  target: ReplyTarget;
  purpose: userReview.ReviewPurpose;
  maxLength: number;
  onDone: (answer: userReview.ReplyAnswer) => void;
  onCancel: () => void;
  onLogin: () => void;
}

/**
 * A representative's reply to a review (SPEC §4 Review reply): create, edit or delete;
 * 8209 asks for the language and sends again with `manualLanguageCode`, 8214 clears the
 * text and says it waits for review, 7000 asks to log in.
 */
export function ReplyForm({
  target,
  purpose,
  maxLength,
  onDone,
  onCancel,
  onLogin,
}: ReplyFormProps) {
  const id = useId();
  const [body, setBody] = useState(target.text);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [loginMessage, setLoginMessage] = useState<string | null | undefined>(undefined);
  /** Shown after 8209: the language chosen by hand, among these. */
  const [language, setLanguage] = useState<string | null>(null);
  const [languages, setLanguages] = useState<ReplyLanguage[]>([]);
  const sending = useCall({ fallback: text.genericError });
  const { busy, error: formError, setError: setFormError } = sending;
  /** After 8214: the post waits for review; the editor is cleared so it is not sent twice. */
  const [pending, setPending] = useState(false);
  const languageField = useRef<HTMLSelectElement>(null);
  const pendingDone = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (pending) pendingDone.current?.focus();
  }, [pending]);

  const askingLanguage = language !== null;
  useEffect(() => {
    if (askingLanguage) languageField.current?.focus();
  }, [askingLanguage]);

  const send = () => {
    if (busy) return;
    if (target.mode !== 'delete') {
      const trimmed = body.trim();
      const problem = !trimmed
        ? text.replyRequired()
        : body.length > maxLength
          ? text.replyTooLong(maxLength)
          : null;
      setFieldError(problem);
      if (problem) {
        document.getElementById(`${id}-text`)?.focus();
        return;
      }
    }
    setLoginMessage(undefined);
    void sending.run(async (signal) => {
      const common = {
        reviewId: target.reviewId,
        text: body.trim(),
        purpose,
        manualLanguageCode: language ?? undefined,
        onBehalfOfId: target.casinoId,
      };
      const answer =
        target.mode === 'delete'
          ? await call(
              userReview.deleteReply,
              { id: target.replyId ?? 0, reviewId: target.reviewId, purpose },
              { signal },
            )
          : target.mode === 'edit'
            ? await call(userReview.editReply, { ...common, id: target.replyId ?? 0 }, { signal })
            : await call(userReview.createReply, common, { signal });
      if (answer.code === CODE_OK) onDone(answer);
      else if (answer.code === CODE_LOGIN_REQUIRED) setLoginMessage(answer.message);
      else if (answer.code === CODE_POST_PENDING_REVIEW) {
        setBody('');
        setLanguage(null);
        setPending(true);
      } else if (answer.code === CODE_LANGUAGE_UNDETECTED && target.mode !== 'delete') {
        const choice = replyLanguageChoice(answer.automaticallyDetectedLanguageCode);
        setLanguages(choice.options);
        setLanguage(choice.chosen);
      } else setFormError(answer.message || text.genericError());
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const feedback = (
    <>
      {formError && (
        <p className="cw-reviews__error" role="alert">
          {formError}
        </p>
      )}
      {loginMessage !== undefined && <LoginRequired message={loginMessage} onLogin={onLogin} />}
    </>
  );

  if (target.mode === 'delete') {
    return (
      <form className="cw-reviews__form" onSubmit={submit} noValidate>
        <p>{text.deleteReplyText()}</p>
        {feedback}
        <FormButtons danger busy={busy} label={text.deleteReplyConfirm()} onCancel={onCancel} />
      </form>
    );
  }

  if (pending)
    return (
      <div className="cw-reviews__form">
        <p role="status">{text.replyPending()}</p>
        <div className="cw-reviews__buttons">
          <button
            ref={pendingDone}
            type="button"
            className="cw-reviews__primary"
            onClick={onCancel}
          >
            {text.done()}
          </button>
        </div>
      </div>
    );

  const over = body.length > maxLength;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  return (
    <form className="cw-reviews__form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      {target.casinoName && (
        <p className="cw-reviews__note">{text.onBehalfOf(target.casinoName)}</p>
      )}
      <label htmlFor={`${id}-text`}>{text.replyLabel()}</label>
      <textarea
        id={`${id}-text`}
        rows={5}
        value={body}
        aria-invalid={fieldError || over ? true : undefined}
        aria-describedby={[counterId, fieldError && errorId].filter(Boolean).join(' ')}
        onChange={(event) => {
          setBody(capText(event.target.value, maxLength));
          if (fieldError) setFieldError(null);
        }}
      />
      <p id={counterId} className="cw-reviews__counter" data-over={over || undefined}>
        {text.counter(body.length, maxLength)}
      </p>
      {fieldError && (
        <p id={errorId} className="cw-reviews__field-error">
          {fieldError}
        </p>
      )}
      {language !== null && (
        <div className="cw-reviews__language">
          <p role="alert">{text.languageUndetected()}</p>
          <label htmlFor={`${id}-language`}>{text.languageLabel()}</label>
          <select
            id={`${id}-language`}
            ref={languageField}
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
          >
            {languages.map((item) => (
              <option key={item.code} value={item.code}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {feedback}
      <FormButtons busy={busy} label={text.sendReply()} onCancel={onCancel} />
    </form>
  );
}

interface FormButtonsProps {
  label: string;
  busy: boolean;
  onCancel: () => void;
  /** A destructive submit (delete). */
  danger?: boolean;
}

/** The submit (with its loader) and Cancel of a reply form. */
function FormButtons({ label, busy, onCancel, danger = false }: FormButtonsProps) {
  return (
    <div className="cw-reviews__buttons">
      <LoaderButton
        type="submit"
        className={danger ? 'cw-reviews__danger' : 'cw-reviews__primary'}
        loading={busy}
        loadingLabel={text.sending()}
      >
        {label}
      </LoaderButton>
      <button type="button" className="cw-reviews__secondary" onClick={onCancel}>
        {text.cancel()}
      </button>
    </div>
  );
}
