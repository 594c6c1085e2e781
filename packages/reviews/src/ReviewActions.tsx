import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import {
  CODE_LANGUAGE_UNDETECTED,
  CODE_LOGIN_REQUIRED,
  CODE_OK,
  CODE_POST_PENDING_REVIEW,
  userReview,
} from '@casino/api';
import { RequestError, call, clock, emit, reportError } from '@casino/core';
import type { AuthTab } from '@casino/core';
import { Dialog, LoaderButton } from '@casino/ui';
import { LIKE_ANIMATION_MS, REPLY_LANGUAGES, capText } from './constants';
import { LoginRequired } from './LoginRequired';
import { text } from './messages';
import { casinoOfReview, flashReview, replaceReview, replacementFor } from './page';
import type { ReviewActionsProps } from './props';

/**
 * Server-HTML hooks (event delegation on the document):
 * `[data-review-like][data-item-id]` with `aria-pressed`/`data-liked` and a
 * `[data-like-count]`; `[data-review-reply][data-review-id]` (representatives);
 * `[data-reply-edit]` and `[data-reply-delete]` with `data-reply-id` and `data-review-id`
 * inside a `[data-review-reply-item]` holding `[data-reply-text]`.
 */
export const LIKE_HOOK = '[data-review-like]';
/** The class review-actions gives the like buttons it handles (its CSS: the animation). */
export const LIKE_CLASS = 'cw-review-actions-like';
export const ACTION_HOOKS = `${LIKE_HOOK}, [data-review-reply], [data-reply-edit], [data-reply-delete]`;

type ReplyMode = 'create' | 'edit' | 'delete';

interface ReplyTarget {
  mode: ReplyMode;
  reviewId: number;
  replyId?: number;
  casinoId?: number;
  casinoName?: string;
  text: string;
}

const numberOf = (value: string | undefined) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
};

function setLiked(button: HTMLElement, liked: boolean, count: number | null) {
  button.setAttribute('aria-pressed', String(liked));
  button.dataset.liked = String(liked);
  if (count === null) return;
  const shown = Math.max(0, count);
  const counter = button.querySelector('[data-like-count]');
  if (counter) counter.textContent = String(shown);
  // An optional label beside the count ("3 likes") follows SPEC §9's like groups.
  const label = button.querySelector('[data-like-label]');
  if (label) label.textContent = text.likes(shown);
}

function countOf(button: HTMLElement): number | null {
  const value = Number(button.querySelector('[data-like-count]')?.textContent);
  return Number.isFinite(value) ? value : null;
}

/**
 * Likes and replies on the reviews of the page (SPEC §4 Review like, Review reply).
 * Page-level: one per page. A like toggles at once and is reverted when the call fails;
 * 7000 asks the visitor to log in. Representatives reply on behalf of the review's
 * casino (create, edit, delete; the authorization header goes with each); 8209 shows
 * a language selector, and the reply is sent again with `manualLanguageCode`.
 */
export function ReviewActions({ purpose, replyMaxLength }: ReviewActionsProps) {
  const [loginPrompt, setLoginPrompt] = useState(false);
  const [reply, setReply] = useState<ReplyTarget | null>(null);
  const liking = useRef(new Set<number>());
  /** The hook that opened the reply dialog (its review's HTML may be replaced meanwhile). */
  const opener = useRef<{ element: HTMLElement; reviewId: number } | null>(null);
  const stopFlash = useRef<(() => void) | null>(null);

  const like = useCallback(async (button: HTMLElement) => {
    const itemId = numberOf(button.dataset.itemId);
    if (itemId === undefined || liking.current.has(itemId)) return;
    liking.current.add(itemId);
    const wasLiked = button.getAttribute('aria-pressed') === 'true';
    const before = countOf(button);
    const liked = !wasLiked;
    setLiked(button, liked, before === null ? null : before + (liked ? 1 : -1));
    button.classList.add(LIKE_CLASS);
    button.setAttribute('data-like-animating', '');
    clock.setTimeout(() => button.removeAttribute('data-like-animating'), LIKE_ANIMATION_MS);
    const revert = () => setLiked(button, wasLiked, before);
    try {
      const answer = await call(userReview.likeReview, { itemId, liked });
      if (answer.code === CODE_LOGIN_REQUIRED) {
        revert();
        setLoginPrompt(true);
      } else if (answer.code !== undefined && answer.code !== CODE_OK) {
        revert();
        reportError(`Review like failed: code ${answer.code}`);
      } else if (answer.likeCount !== undefined) {
        setLiked(button, liked, answer.likeCount);
      }
    } catch (error) {
      revert();
      reportError(`Review like failed: ${String(error)}`);
    } finally {
      liking.current.delete(itemId);
    }
  }, []);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !(event.target instanceof Element)) return;
      const hook = event.target.closest<HTMLElement>(ACTION_HOOKS);
      if (!hook) return;
      event.preventDefault();
      if (hook.matches(LIKE_HOOK)) {
        void like(hook);
        return;
      }
      const reviewId = numberOf(hook.dataset.reviewId);
      if (reviewId === undefined) {
        reportError('Review actions: a reply hook without data-review-id');
        return;
      }
      const casino = casinoOfReview(hook);
      const casinoId = numberOf(hook.dataset.casinoId) ?? casino.casinoId;
      opener.current = { element: hook, reviewId };
      if (hook.hasAttribute('data-review-reply')) {
        setReply({ mode: 'create', reviewId, casinoId, casinoName: casino.casinoName, text: '' });
        return;
      }
      const item = hook.closest('[data-review-reply-item]');
      setReply({
        mode: hook.hasAttribute('data-reply-edit') ? 'edit' : 'delete',
        reviewId,
        replyId: numberOf(hook.dataset.replyId),
        casinoId,
        casinoName: casino.casinoName,
        text: item?.querySelector('[data-reply-text]')?.textContent?.trim() ?? '',
      });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [like]);

  useEffect(() => () => stopFlash.current?.(), []);

  // After the dialog's own focus return: its opener may have left with the old review HTML.
  const replying = reply !== null;
  useEffect(() => {
    if (replying) return;
    const from = opener.current;
    opener.current = null;
    if (from && !from.element.isConnected) replacementFor(from.element, from.reviewId)?.focus();
  }, [replying]);

  const askForAuth = (tab: AuthTab) => {
    setLoginPrompt(false);
    setReply(null);
    emit('auth:open', { tab, context: 'site' });
  };

  const onReplied = (answer: userReview.ReplyAnswer) => {
    if (!reply) return;
    const reviewId = answer.reviewId ?? reply.reviewId;
    setReply(null);
    if (answer.reviewHtml && replaceReview(reviewId, answer.reviewHtml)) {
      stopFlash.current?.();
      stopFlash.current = flashReview(reviewId);
    }
  };

  return (
    <>
      <Dialog
        open={loginPrompt}
        onClose={() => setLoginPrompt(false)}
        title={text.likeLoginTitle()}
        closeLabel={text.close()}
        className="cw-review-actions"
      >
        <p>{text.likeLoginText()}</p>
        <div className="cw-reviews__buttons">
          <button type="button" className="cw-reviews__primary" onClick={() => askForAuth('LOGIN')}>
            {text.logIn()}
          </button>
          <button
            type="button"
            className="cw-reviews__secondary"
            onClick={() => askForAuth('SIGNUP')}
          >
            {text.signUp()}
          </button>
        </div>
      </Dialog>
      <Dialog
        open={reply !== null}
        onClose={() => setReply(null)}
        title={
          reply?.mode === 'delete'
            ? text.deleteReplyTitle()
            : reply?.mode === 'edit'
              ? text.editReplyTitle()
              : text.replyTitle()
        }
        closeLabel={text.close()}
        className="cw-review-actions"
        modalId="review-reply"
      >
        {reply && (
          <ReplyForm
            key={`${reply.mode}-${reply.reviewId}-${reply.replyId ?? ''}`}
            target={reply}
            purpose={purpose}
            maxLength={replyMaxLength}
            onDone={onReplied}
            onCancel={() => setReply(null)}
            onLogin={() => askForAuth('LOGIN')}
          />
        )}
      </Dialog>
    </>
  );
}

interface ReplyFormProps {
  target: ReplyTarget;
  purpose: userReview.ReviewPurpose;
  maxLength: number;
  onDone: (answer: userReview.ReplyAnswer) => void;
  onCancel: () => void;
  onLogin: () => void;
}

function ReplyForm({ target, purpose, maxLength, onDone, onCancel, onLogin }: ReplyFormProps) {
  const id = useId();
  const [body, setBody] = useState(target.text);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [loginMessage, setLoginMessage] = useState<string | null | undefined>(undefined);
  /** Shown after 8209: the language chosen by hand. */
  const [language, setLanguage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** After 8214: the post waits for review; the editor is cleared so it is not sent twice. */
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  const languageField = useRef<HTMLSelectElement>(null);
  const pendingDone = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (pending) pendingDone.current?.focus();
  }, [pending]);

  const askingLanguage = language !== null;
  useEffect(() => {
    if (askingLanguage) languageField.current?.focus();
  }, [askingLanguage]);

  const send = async () => {
    if (sending.current) return;
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
    sending.current = true;
    setBusy(true);
    setFormError(null);
    setLoginMessage(undefined);
    try {
      const common = {
        reviewId: target.reviewId,
        text: body.trim(),
        purpose,
        manualLanguageCode: language ?? undefined,
        onBehalfOfId: target.casinoId,
      };
      const answer =
        target.mode === 'delete'
          ? await call(userReview.deleteReply, {
              id: target.replyId ?? 0,
              reviewId: target.reviewId,
              purpose,
            })
          : target.mode === 'edit'
            ? await call(userReview.editReply, { ...common, id: target.replyId ?? 0 })
            : await call(userReview.createReply, common);
      if (answer.code === CODE_OK) onDone(answer);
      else if (answer.code === CODE_LOGIN_REQUIRED) setLoginMessage(answer.message);
      else if (answer.code === CODE_POST_PENDING_REVIEW) {
        setBody('');
        setLanguage(null);
        setPending(true);
      } else if (answer.code === CODE_LANGUAGE_UNDETECTED && target.mode !== 'delete') {
        const detected = answer.automaticallyDetectedLanguageCode;
        setLanguage(
          REPLY_LANGUAGES.some((item) => item.code === detected) && detected
            ? detected
            : (REPLY_LANGUAGES[0]?.code ?? 'en'),
        );
      } else setFormError(answer.message || text.genericError());
    } catch (error) {
      setFormError((error instanceof RequestError && error.serverMessage) || text.genericError());
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
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
            {REPLY_LANGUAGES.map((item) => (
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
