import { CODE_LOGIN_REQUIRED, CODE_OK, userReview } from '@casino/api';
import { call, errorText, getVerificationToken } from '@casino/core';
import { text } from './messages';
import {
  findReview,
  reloadIfNothingDeletable,
  removeReview,
  replaceReview,
  replaceStatistics,
} from './page';
import type { ReviewFlowProps } from './props';

export type ChangeKind = 'delete' | 'revert';

/** What a delete or revert ended in, for the flow to show. */
export type ChangeOutcome =
  | { kind: 'aborted' }
  | { kind: 'login'; message: string | null | undefined }
  | { kind: 'error'; message: string }
  /** The page reloads (nothing deletable left): the flow just closes. */
  | { kind: 'reloading' }
  | { kind: 'deleted'; focus: HTMLElement | null }
  /** `flash`: the review to highlight, when its new HTML landed. */
  | { kind: 'reverted'; flash?: number };

/**
 * Deletes or reverts a review after its confirmation and updates the page with the
 * answer's HTML (statistics, the review or its removal).
 */
export async function changeReview(
  kind: ChangeKind,
  reviewId: number,
  { purpose, casinoId }: { purpose: ReviewFlowProps['purpose']; casinoId?: number },
  signal: AbortSignal,
): Promise<ChangeOutcome> {
  try {
    const recaptchaToken = await getVerificationToken(
      kind === 'delete' ? 'delete_review' : 'revert_review',
    );
    const endpoint = kind === 'delete' ? userReview.deleteReview : userReview.revertReview;
    const answer = await call(endpoint, { id: reviewId, recaptchaToken, purpose }, { signal });
    if (answer.code === CODE_LOGIN_REQUIRED) return { kind: 'login', message: answer.message };
    if (answer.code !== undefined && answer.code !== CODE_OK)
      return { kind: 'error', message: answer.message || text.genericError() };
    replaceStatistics(answer.statisticsHtml);
    // A delete that dropped a pending version answers the review it reverted to.
    if (kind === 'delete' && !(answer.revertedReviewId && answer.reviewHtml)) {
      const focus = removeReview(answer.reviewId ?? reviewId, casinoId);
      if (reloadIfNothingDeletable()) return { kind: 'reloading' };
      return { kind: 'deleted', focus };
    }
    const restored = answer.revertedReviewId ?? reviewId;
    // The restored review takes the place of the version the page shows.
    const shown = findReview(restored) ? restored : reviewId;
    const landed = !!answer.reviewHtml && replaceReview(shown, answer.reviewHtml, casinoId);
    return { kind: 'reverted', flash: landed ? restored : undefined };
  } catch (error) {
    if (signal.aborted) return { kind: 'aborted' };
    return {
      kind: 'error',
      message: errorText(error, text.genericError()),
    };
  }
}
