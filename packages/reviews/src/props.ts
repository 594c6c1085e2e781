import * as z from 'zod/mini';
import { reviews, userReview } from '@casino/api';
import { DEFAULT_REPLY_MAX_LENGTH } from './constants';

const id = z.int().check(z.gte(1));
const purpose = z._default(userReview.reviewPurpose, 'CASINO_DETAIL');

export const reviewFlowProps = z.object({
  /** The page type sent as `purpose` with every review call. */
  purpose,
  /** The page's casino: `#review` and hooks without `data-casino-id` review this one. */
  casinoId: z.optional(id),
  casinoName: z.optional(z.string()),
});
export type ReviewFlowProps = z.output<typeof reviewFlowProps>;

export const reviewActionsProps = z.object({
  purpose,
  /** SPEC §5: the page-given maximum of a reply's text. */
  replyMaxLength: z._default(id, DEFAULT_REPLY_MAX_LENGTH),
});
export type ReviewActionsProps = z.output<typeof reviewActionsProps>;

export const casinoReviewsProps = z.object({
  casinoId: id,
  casinoName: z.string(),
  /** A review to show first, highlighted (a link to one review). */
  firstReviewId: z.optional(id),
  sort: z._default(reviews.reviewSort, reviews.DEFAULT_REVIEW_SORT),
});
export type CasinoReviewsProps = z.output<typeof casinoReviewsProps>;
