/**
 * Review listings (SPEC §2 Reviews listing page and User reviews profile, §3 Review,
 * §7 "Reviews") and the casino's complaints list. Answers are HTML fragments inside
 * JSON; further pages come from the load-more links in them (`lists.loadMore`).
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';

/** The orders of review lists (`sort_by` of the filter, `sortType` of a casino's reviews). */
export const REVIEW_SORTS = [
  'newest',
  'oldest',
  'most-liked',
  'highest-rated',
  'lowest-rated',
] as const;
export const reviewSort = z.enum(REVIEW_SORTS);
export type ReviewSort = z.infer<typeof reviewSort>;
export const DEFAULT_REVIEW_SORT: ReviewSort = 'newest';

/** Complaint states; the status is left out of a request to list them all. */
export const COMPLAINT_STATUSES = ['OPEN', 'RESOLVED', 'REJECTED', 'UNRESOLVED'] as const;
export const complaintStatus = z.enum(COMPLAINT_STATUSES);
export type ComplaintStatus = z.infer<typeof complaintStatus>;

const id = z.int().check(z.gte(1));
const pageSize = z.int().check(z.gte(1));

/** An HTML fragment in a JSON answer. */
const content = z.looseObject({ content: z.string() });

export const reviewsFilterRequest = z.object({
  sort_by: z.optional(reviewSort),
  /** Reviews of this casino only; left out for every casino. */
  casino_id: z.optional(id),
  paginate_by: z.optional(pageSize),
  /**
   * The page of the listing (1 when left out). SPEC §7 names sort_by, casino_id and
   * paginate_by; the listing's page links keep the casino and order, so they need it.
   */
  page: z.optional(id),
});
export type ReviewsFilterRequest = z.infer<typeof reviewsFilterRequest>;

/** The reviews listing page: the first page of reviews, with the load-more link. */
export const reviewsFilterService = defineEndpoint({
  method: 'GET',
  path: '/frontendService/reviewsFilterService',
  request: reviewsFilterRequest,
  response: content,
});

export const reviewsByUserRequest = z.object({
  user_id: id,
  paginate_by: z.optional(pageSize),
});
export type ReviewsByUserRequest = z.infer<typeof reviewsByUserRequest>;

/** The user reviews profile: one member's reviews, newest first, with the load-more link. */
export const reviewsFilterServiceByUser = defineEndpoint({
  method: 'GET',
  path: '/frontendService/reviewsFilterServiceByUser',
  request: reviewsByUserRequest,
  response: content,
});

export const reviewsPanelRequest = z.object({
  sort_by: z.optional(reviewSort),
  casino_id: id,
});
export type ReviewsPanelRequest = z.infer<typeof reviewsPanelRequest>;

/** A casino's reviews panel: statistics and the first reviews, in the chosen order. */
export const reviewsPanel = defineEndpoint({
  method: 'GET',
  path: '/frontendService/reviewsPanel',
  request: reviewsPanelRequest,
  response: content,
});

export const casinoReviewsRequest = z.object({
  casinoId: id,
  sortType: z.optional(reviewSort),
  page: z.optional(id),
  /** A review to show first (a link to one review); it is not repeated further down. */
  firstReviewId: z.optional(id),
});
export type CasinoReviewsRequest = z.infer<typeof casinoReviewsRequest>;

export const reviewsPage = z.looseObject({ statisticsHtml: z.string(), resultsHtml: z.string() });
export type ReviewsPage = z.infer<typeof reviewsPage>;

/** The reviews tab of a casino: statistics and one page of reviews with page links. */
export const casinoDetailUserReviews = defineEndpoint({
  method: 'GET',
  path: '/frontendService/casinoDetailUserReviews',
  request: casinoReviewsRequest,
  response: reviewsPage,
});

export const casinoComplaintsRequest = z.object({
  page: id,
  pageSize: pageSize,
  casinoId: id,
  status: z.optional(complaintStatus),
});
export type CasinoComplaintsRequest = z.infer<typeof casinoComplaintsRequest>;

/** The next complaints of a casino (the reputation tab's "show more"). */
export const complaintsShowMoreCasino = defineEndpoint({
  method: 'GET',
  path: '/frontendService/complaints-show-more-casino',
  request: casinoComplaintsRequest,
  response: z.looseObject({ html: z.string() }),
});
