import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { CODE_LOGIN_REQUIRED, CODE_OK, pageHooks, reviewsHooks, userReview } from '@casino/api';
import { call, clock, emit, reportError } from '@casino/core';
import type { AuthTab } from '@casino/core';
import { Dialog, lazyDialogContent } from '@casino/ui';
import { LIKE_ANIMATION_MS } from './constants';
import { countOf, setLiked, showServerButton } from './likes';
import type { ReplyTarget } from './ReplyForm';
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
export const LIKE_HOOK = `[${reviewsHooks.reviewLike}]`;
/** The class review-actions gives the like buttons it handles (its CSS: the animation). */
export const LIKE_CLASS = 'cw-review-actions-like';
export const ACTION_HOOKS = `${LIKE_HOOK}, [${reviewsHooks.reviewReply}], [${reviewsHooks.replyEdit}], [${reviewsHooks.replyDelete}]`;

/** Only a casino's representatives reply: the form loads on the first reply, edit or delete. */
const ReplyForm = lazyDialogContent(() => import('./ReplyForm').then(({ ReplyForm }) => ReplyForm));

const numberOf = (value: string | undefined) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
};

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
    button.setAttribute(pageHooks.likeAnimating, '');
    clock.setTimeout(() => button.removeAttribute(pageHooks.likeAnimating), LIKE_ANIMATION_MS);
    const revert = () => setLiked(button, wasLiked, before);
    try {
      const answer = await call(userReview.likeReview, { itemId, liked });
      if (answer.code === CODE_LOGIN_REQUIRED) {
        revert();
        setLoginPrompt(true);
      } else if (answer.code !== undefined && answer.code !== CODE_OK) {
        revert();
        reportError(`Review like failed: code ${answer.code}`);
      } else if (!showServerButton(button, answer.html) && answer.likeCount !== undefined) {
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
        reportError(`Review actions: a reply hook without ${reviewsHooks.reviewId}`);
        return;
      }
      const casino = casinoOfReview(hook);
      const casinoId = numberOf(hook.dataset.casinoId) ?? casino.casinoId;
      opener.current = { element: hook, reviewId };
      if (hook.hasAttribute(reviewsHooks.reviewReply)) {
        setReply({ mode: 'create', reviewId, casinoId, casinoName: casino.casinoName, text: '' });
        return;
      }
      const item = hook.closest(`[${reviewsHooks.reviewReplyItem}]`);
      setReply({
        mode: hook.hasAttribute(reviewsHooks.replyEdit) ? 'edit' : 'delete',
        reviewId,
        replyId: numberOf(hook.dataset.replyId),
        casinoId,
        casinoName: casino.casinoName,
        text: item?.querySelector(`[${pageHooks.replyText}]`)?.textContent?.trim() ?? '',
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
      {reply && (
        // The dialog opens once the form's code is in (it loads with the dialog's own).
        <Suspense fallback={null}>
          <Dialog
            open
            onClose={() => setReply(null)}
            title={
              reply.mode === 'delete'
                ? text.deleteReplyTitle()
                : reply.mode === 'edit'
                  ? text.editReplyTitle()
                  : text.replyTitle()
            }
            closeLabel={text.close()}
            className="cw-review-actions"
            modalId="review-reply"
          >
            <ReplyForm
              key={`${reply.mode}-${reply.reviewId}-${reply.replyId ?? ''}`}
              target={reply}
              purpose={purpose}
              maxLength={replyMaxLength}
              onDone={onReplied}
              onCancel={() => setReply(null)}
              onLogin={() => askForAuth('LOGIN')}
            />
          </Dialog>
        </Suspense>
      )}
    </>
  );
}
