/**
 * Writing, editing, deleting and reverting a casino review, liking it and replying to
 * it (SPEC §2 Review-flow modal steps, §3 Review, Review reply, Like, §4 Review like,
 * Review reply, deleting a review, §7 "Reviews").
 *
 * Answers of the form calls accept the backend's usual `{ code, message }` alone too,
 * so a business code (7000 login required, 8200 form error, 8209 language undetected)
 * reaches the widget as an answer, not as a broken contract.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';

/** The page a review action happens on (SPEC §3 Review reply: purpose). */
export const reviewPurpose = z.enum(['CASINO_DETAIL', 'REVIEWS_LISTING', 'USER_REVIEWS']);
export type ReviewPurpose = z.infer<typeof reviewPurpose>;

/** Stars of a review. */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;

/** Where the review flow goes after a create or an edit (the step key after `/reviews/`). */
export const REVIEW_NEXT_STEPS = [
  'verify-email',
  'review-pending',
  'stars-published',
  'review-published',
  'already-reviewed',
] as const;
export const reviewNextStep = z.enum(REVIEW_NEXT_STEPS);
export type ReviewNextStep = z.infer<typeof reviewNextStep>;

const id = z.int().check(z.gte(1));
const message = z.optional(z.nullable(z.string()));
const rating = z.int().check(z.gte(REVIEW_RATING_MIN), z.lte(REVIEW_RATING_MAX));

/**
 * The signup fields sent with a review written together with a signup (SPEC §4 Auth
 * modal: signup in the review context). Kept in memory only; never stored.
 */
const signupFields = {
  login: z.optional(z.string()),
  email: z.optional(z.string()),
  password: z.optional(z.string()),
  confirm_password: z.optional(z.string()),
  countryCode: z.optional(z.string()),
  urlAfterSignup: z.optional(z.string()),
  subscribeToNewsletter: z.optional(z.boolean()),
  agreeToTermsOfService: z.optional(z.boolean()),
  privacy: z.optional(z.enum(['public', 'private'])),
};

export const createReviewRequest = z.object({
  casinoId: id,
  rating,
  /** May be empty: stars only. */
  text: z.string(),
  purpose: reviewPurpose,
  recaptchaToken: z.string(),
  ...signupFields,
});
export type CreateReviewRequest = z.infer<typeof createReviewRequest>;

export const editReviewRequest = z.object({
  id,
  casinoId: id,
  rating,
  text: z.string(),
  purpose: reviewPurpose,
  recaptchaToken: z.string(),
});
export type EditReviewRequest = z.infer<typeof editReviewRequest>;

/** The answer of a create or an edit: the next step, and the review's HTML where useful. */
export const reviewAnswer = z.looseObject({
  code: z.number(),
  message,
  step: z.optional(reviewNextStep),
  reviewId: z.optional(z.number()),
  /** The review as the page shows it (a `[data-card="review"]` item). */
  reviewHtml: z.optional(z.nullable(z.string())),
  /** The casino's review statistics after the change. */
  statisticsHtml: z.optional(z.nullable(z.string())),
});
export type ReviewAnswer = z.infer<typeof reviewAnswer>;

export const createReview = defineEndpoint({
  method: 'POST',
  path: '/frontendService/userReview',
  request: createReviewRequest,
  response: reviewAnswer,
});

/** SPEC §7: review edit forms carry the authorization header. */
export const editReview = defineEndpoint({
  method: 'PUT',
  path: '/frontendService/userReview',
  request: editReviewRequest,
  response: reviewAnswer,
  authorized: true,
});

/** A review as the edit form needs it (the pending revision when there is one). */
export const reviewItem = z.looseObject({
  id: z.number(),
  casinoId: z.number(),
  casinoName: z.optional(z.string()),
  rating: z.number(),
  text: z.string(),
});
export type ReviewItem = z.infer<typeof reviewItem>;

export const getReview = defineEndpoint({
  method: 'GET',
  path: '/frontendService/userReview',
  request: z.object({ id }),
  response: z.looseObject({ code: z.number(), message, review: z.optional(reviewItem) }),
  authorized: true,
});

/** The member's own review of a casino, or none (a visitor has none). */
export const myReview = defineEndpoint({
  method: 'GET',
  path: '/frontendService/userReview/mine',
  request: z.object({ casinoId: id }),
  response: z.looseObject({ review: z.nullable(reviewItem) }),
});

export const reviewChangeRequest = z.object({
  id,
  recaptchaToken: z.string(),
  purpose: reviewPurpose,
});
export type ReviewChangeRequest = z.infer<typeof reviewChangeRequest>;

/** SPEC §7 DELETE answer; the revert answers alike. */
export const reviewChangeAnswer = z.looseObject({
  code: z.optional(z.number()),
  message,
  statisticsHtml: z.optional(z.nullable(z.string())),
  resultsHtml: z.optional(z.nullable(z.string())),
  reviewHtml: z.optional(z.nullable(z.string())),
  reviewId: z.optional(z.nullable(z.number())),
  revertedReviewId: z.optional(z.nullable(z.number())),
});
export type ReviewChangeAnswer = z.infer<typeof reviewChangeAnswer>;

/** SPEC §5: review deletion sends a human-verification token; delete calls are authorized. */
export const deleteReview = defineEndpoint({
  method: 'DELETE',
  path: '/frontendService/userReview',
  request: reviewChangeRequest,
  response: reviewChangeAnswer,
  authorized: true,
});

/** Drops the pending revision of an edited review; the published version stays. */
export const revertReview = defineEndpoint({
  method: 'POST',
  path: '/frontendService/userReview/revert',
  request: reviewChangeRequest,
  response: reviewChangeAnswer,
  authorized: true,
});

/** SPEC §3 Like: itemId and liked; answered by html and likeCount. */
export const likeReview = defineEndpoint({
  method: 'POST',
  path: '/frontendService/userReview/like',
  request: z.object({ itemId: id, liked: z.boolean() }),
  response: z.looseObject({
    code: z.optional(z.number()),
    message,
    /** The like button as the page shows it now. */
    html: z.optional(z.nullable(z.string())),
    likeCount: z.optional(z.number()),
  }),
});

/** SPEC §3 Review reply and §6: a representative answers on behalf of a casino. */
export const replyRequest = z.object({
  reviewId: id,
  text: z.string(),
  purpose: reviewPurpose,
  manualLanguageCode: z.optional(z.string()),
  onBehalfOfId: z.optional(id),
});
export type ReplyRequest = z.infer<typeof replyRequest>;

export const editReplyRequest = z.object({ id, ...replyRequest.shape });
export type EditReplyRequest = z.infer<typeof editReplyRequest>;

export const deleteReplyRequest = z.object({ id, reviewId: id, purpose: reviewPurpose });
export type DeleteReplyRequest = z.infer<typeof deleteReplyRequest>;

export const replyAnswer = z.looseObject({
  code: z.number(),
  message,
  /** With code 8209: the language the server guessed, preselected in the selector. */
  automaticallyDetectedLanguageCode: z.optional(z.nullable(z.string())),
  reviewId: z.optional(z.number()),
  replyId: z.optional(z.number()),
  /** The review with its replies as the page shows it now. */
  reviewHtml: z.optional(z.nullable(z.string())),
});
export type ReplyAnswer = z.infer<typeof replyAnswer>;

export const createReply = defineEndpoint({
  method: 'POST',
  path: '/frontendService/userReview/reply',
  request: replyRequest,
  response: replyAnswer,
  authorized: true,
});

export const editReply = defineEndpoint({
  method: 'PUT',
  path: '/frontendService/userReview/reply',
  request: editReplyRequest,
  response: replyAnswer,
  authorized: true,
});

export const deleteReply = defineEndpoint({
  method: 'DELETE',
  path: '/frontendService/userReview/reply',
  request: deleteReplyRequest,
  response: replyAnswer,
  authorized: true,
});
