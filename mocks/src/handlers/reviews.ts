/**
 * Review listings and a casino's complaints (api `reviews`).
 *
 * Calls: reviewsFilterService (reviews listing page), reviewsFilterServiceByUser (user
 * reviews profile), reviewsPanel and casinoDetailUserReviews (casino detail),
 * complaints-show-more-casino; plus the load-more link of review lists:
 *   GET /frontendService/reviews/more  page, initialPage, sort, paginate_by and
 *       filterCasinoId (listing) or cmsUserId (profile)  → HTML  (`REVIEWS_MORE_PATH`)
 * Sorts (`sort_by`, `sortType`, `sort`): newest (default), oldest, most-liked,
 * highest-rated, lowest-rated; the profile is always newest first. Page size 10.
 *
 * A review (inside `<ol data-list-items>` → `<li data-card="review" data-card-id="review-12">`):
 *   <article id="review-12" data-review data-review-id="12" data-casino-id data-user-id
 *            data-stars="4" [data-review-own] [data-review-highlighted]>
 *     <a data-review-author href="/user/alice/reviews">, <span data-stars role="img">,
 *     <time datetime>, <a data-review-casino> (listing and profile only),
 *     <p data-review-text>,
 *     <button data-review-like data-item-id="12" aria-pressed data-liked>  (the session
 *       member's like) <span data-like-count>3</span>
 *     representatives of the review's casino: <button data-review-reply data-review-id
 *       data-casino-id>
 *     own reviews (the session member's): <button data-review-edit data-review-id>,
 *       <button data-review-delete data-review-id>, and with a pending edit
 *       <p data-review-pending-note> and <button data-review-revert data-review-id>
 *     <div data-review-replies> of <div data-review-reply-item data-reply-id
 *       data-on-behalf-of-id> (<p data-reply-text>; for representatives of that casino
 *       <button data-reply-edit data-reply-id data-review-id>, <button data-reply-delete ...>)
 *   `data-casino-name` on the article names the casino for the review flow's title.
 * Likes, replies and pending revisions live in `reviewExtras()` (reset with the db).
 * Lists end with the load-more link of ./lists.ts (`[data-load-more]` GET to
 * REVIEWS_MORE_PATH, or `[data-list-end]`) and, for the listing, `[data-pagination]`.
 *
 * Statistics (`statisticsHtml`, and the top of `reviewsPanel`):
 *   <section data-review-stats data-casino-id data-total data-average>
 *     <li data-stars="5"> ... <meter> <span data-count>   per star, 5 to 1
 *     <button data-review-create data-casino-id>   (opens the /reviews/create step)
 * `resultsHtml` of casinoDetailUserReviews: `<div data-review-results data-page
 * data-page-count data-sort>` with the list and `<a data-page-link="N">` page links (call
 * again with `page`). `firstReviewId` puts that review first on page 1 with
 * `data-review-highlighted` and leaves it out of the other places.
 * `reviewsPanel`: statistics, the first 3 reviews and `<a data-reviews-all>`.
 *
 * Complaints (`html`): `<ol data-list-items start>` of
 *   <li data-complaint data-complaint-id data-status="OPEN|RESOLVED|REJECTED|UNRESOLVED">
 * then `<button data-complaints-more data-complaints-params='{"page":3,"pageSize":5,
 * "casinoId":1,"status":"OPEN"}'>` for the next call, or `[data-list-end]`; a casino with no
 * complaints of that status answers `<p data-list-empty>`.
 * Unknown casinos or members answer HTTP 404 on the casino and profile calls.
 */
import { HttpResponse } from 'msw';
import { forumHooks, lists, pageHooks, reviews, reviewsHooks } from '@casino/api';
import type { ReviewSort } from '@casino/api';
import { db } from '../store/db';
import type { Review } from '../fixtures/community';
import { handle } from '../handle';
import { attrs, html } from '../markup/html';
import type { SafeHtml } from '../markup/html';
import { complaintsHtml } from '../markup/complaintsMarkup';
import { casinoUrl } from './lists';
import { casinoOf, profileUrl, reviewHtml, statisticsHtml, userOf } from '../markup/reviewMarkup';
import { pageCount, plural, texts } from '../store/listing';
import { listEndHtml, loadMoreHtml, pageUrl, paginationHtml } from '../markup/listingHtml';

export { casinoOf, likeButtonHtml, reviewHtml, statisticsHtml } from '../markup/reviewMarkup';
export { likeKey, representsCasino, reviewExtras } from '../store/reviewExtras';
export type {
  PendingReview,
  ReviewExtras,
  ReviewReply,
  ReviewRevision,
} from '../store/reviewExtras';
export { renderComplaints } from '../markup/complaintsMarkup';

export const REVIEWS_MORE_PATH = '/frontendService/reviews/more';
export const REVIEWS_PAGE_SIZE = 10;
/** Reviews shown in a casino's reviews panel. */
export const REVIEWS_PANEL_SIZE = 3;
export const REVIEWS_PAGE_PATH = '/reviews';

const COMPARE: Record<ReviewSort, (a: Review, b: Review) => number> = {
  newest: (a, b) => b.createdOn.localeCompare(a.createdOn) || b.id - a.id,
  oldest: (a, b) => a.createdOn.localeCompare(b.createdOn) || a.id - b.id,
  'most-liked': (a, b) => b.likes - a.likes || b.id - a.id,
  'highest-rated': (a, b) => b.stars - a.stars || b.id - a.id,
  'lowest-rated': (a, b) => a.stars - b.stars || b.id - a.id,
};

function readSort(value: unknown): ReviewSort {
  const parsed = reviews.reviewSort.safeParse(value);
  return parsed.success ? parsed.data : reviews.DEFAULT_REVIEW_SORT;
}

function sortedReviews(
  sort: ReviewSort,
  filter: { casinoId?: number; userId?: number } = {},
): Review[] {
  return db.reviews
    .filter(
      (review) =>
        (filter.casinoId === undefined || review.casinoId === filter.casinoId) &&
        (filter.userId === undefined || review.userId === filter.userId),
    )
    .sort(COMPARE[sort]);
}

interface ReviewPage {
  all: readonly Review[];
  page: number;
  initialPage: number;
  pageSize: number;
  showCasino: boolean;
  /** The context the load-more link carries. */
  params: { sort?: ReviewSort; filterCasinoId?: number; cmsUserId?: number };
  pagePath: string;
}

/** One page of reviews and its load-more link (the load-more answer). */
function reviewItemsHtml(view: ReviewPage): SafeHtml {
  const { all, page, pageSize } = view;
  const start = (page - 1) * pageSize;
  const shown = all.slice(start, start + pageSize);
  const remaining = Math.max(all.length - start - shown.length, 0);
  const tail =
    remaining > 0
      ? loadMoreHtml({
          href: pageUrl(view.pagePath, page + 1),
          url: REVIEWS_MORE_PATH,
          method: 'GET',
          params: {
            page: page + 1,
            initialPage: view.initialPage,
            paginate_by: pageSize,
            ...view.params,
          },
          remaining,
          label: `Show ${plural(Math.min(pageSize, remaining), 'more review', 'more reviews')}`,
        })
      : all.length > 0 && listEndHtml(`That is all: ${plural(all.length, 'review', 'reviews')}.`);
  return html`<ol
      ${attrs({ class: 'cg-review-list', [pageHooks.listItems]: true, start: start + 1 })}
    >
      ${shown.map((review) => reviewHtml(review, { showCasino: view.showCasino }))}
    </ol>
    ${tail}`;
}

function reviewListHtml(view: ReviewPage, pagination: boolean): SafeHtml {
  const total = view.all.length;
  return html`<div
    ${attrs({
      class: 'cg-reviews',
      [reviewsHooks.reviews]: true,
      'data-total': total,
      'data-sort': view.params.sort ?? reviews.DEFAULT_REVIEW_SORT,
      [reviewsHooks.casinoId]: view.params.filterCasinoId,
      [forumHooks.userId]: view.params.cmsUserId,
    })}
  >
    <p class="cg-total-results" ${pageHooks.totalResults}>${plural(total, 'review', 'reviews')}</p>
    ${
      total === 0
        ? html`<p class="cg-list-empty" data-list-empty>No reviews yet.</p>`
        : html`${reviewItemsHtml(view)}${
            pagination && paginationHtml(view.pagePath, view.page, pageCount(total, view.pageSize))
          }`
    }
  </div>`;
}

const notFound = (message: string) => HttpResponse.json({ code: 404, message }, { status: 404 });

/** The reviews listing's results (`reviewsFilterService`): the server HTML of the page too. */
export function renderReviewsListing(input: reviews.ReviewsFilterRequest = {}): string {
  const sort = input.sort_by ?? reviews.DEFAULT_REVIEW_SORT;
  const all = sortedReviews(sort, { casinoId: input.casino_id });
  const pageSize = input.paginate_by ?? REVIEWS_PAGE_SIZE;
  // A page past the end (a casino's reviews fewer than a shared link expects) is the last.
  const page = Math.min(input.page ?? 1, Math.max(pageCount(all.length, pageSize), 1));
  const view: ReviewPage = {
    all,
    page,
    initialPage: page,
    pageSize,
    showCasino: true,
    params: { sort, filterCasinoId: input.casino_id },
    pagePath: REVIEWS_PAGE_PATH,
  };
  return reviewListHtml(view, true).value;
}

/** A member's reviews (`reviewsFilterServiceByUser`); undefined for an unknown member. */
export function renderUserReviews(input: reviews.ReviewsByUserRequest): string | undefined {
  const user = userOf(input.user_id);
  if (!user) return undefined;
  const view: ReviewPage = {
    all: sortedReviews('newest', { userId: user.id }),
    page: 1,
    initialPage: 1,
    pageSize: input.paginate_by ?? REVIEWS_PAGE_SIZE,
    showCasino: true,
    params: { cmsUserId: user.id },
    pagePath: profileUrl(user.userName),
  };
  return reviewListHtml(view, false).value;
}

/** The reviews tab of a casino (`casinoDetailUserReviews`); undefined for an unknown casino. */
/**
 * `reviewsPanel`: a casino's statistics, its first `REVIEWS_PANEL_SIZE` reviews in the
 * chosen order and `<a data-reviews-all>`; undefined for an unknown casino.
 */
export function renderReviewsPanel(input: reviews.ReviewsPanelRequest): string | undefined {
  const casino = casinoOf(input.casino_id);
  if (!casino) return undefined;
  const sort = input.sort_by ?? reviews.DEFAULT_REVIEW_SORT;
  const all = sortedReviews(sort, { casinoId: casino.id });
  return html`<div
    ${attrs({
      class: 'cg-reviews-panel',
      [reviewsHooks.reviewsPanel]: true,
      [reviewsHooks.casinoId]: casino.id,
      'data-sort': sort,
    })}
  >
    ${statisticsHtml(casino)}
    <ol class="cg-review-list" ${pageHooks.listItems}>
      ${all.slice(0, REVIEWS_PANEL_SIZE).map((review) => reviewHtml(review, { showCasino: false }))}
    </ol>
    ${
      all.length > REVIEWS_PANEL_SIZE &&
      html`<a class="cg-button" href="${casinoUrl(casino)}/reviews" data-reviews-all
        >Show all ${plural(all.length, 'review', 'reviews')}</a
      >`
    }
  </div>`.value;
}

export function renderCasinoReviews(
  input: reviews.CasinoReviewsRequest,
): reviews.ReviewsPage | undefined {
  const casino = casinoOf(input.casinoId);
  if (!casino) return undefined;
  const sort = input.sortType ?? reviews.DEFAULT_REVIEW_SORT;
  const page = input.page ?? 1;
  const sorted = sortedReviews(sort, { casinoId: casino.id });
  const first = sorted.find((review) => review.id === input.firstReviewId);
  const rest = first ? sorted.filter((review) => review !== first) : sorted;
  const start = (page - 1) * REVIEWS_PAGE_SIZE;
  const shown = rest.slice(start, start + REVIEWS_PAGE_SIZE);
  const pages = pageCount(rest.length, REVIEWS_PAGE_SIZE);
  const resultsHtml = html`<div
    ${attrs({
      class: 'cg-review-results',
      [reviewsHooks.reviewResults]: true,
      [reviewsHooks.casinoId]: casino.id,
      [forumHooks.page]: page,
      'data-page-count': pages,
      'data-sort': sort,
    })}
  >
    ${
      sorted.length === 0
        ? html`<p class="cg-list-empty" data-list-empty>No reviews yet.</p>`
        : html`<ol class="cg-review-list" ${pageHooks.listItems} start="${start + 1}">
              ${page === 1 && first && reviewHtml(first, { showCasino: false, highlighted: true })}
              ${shown.map((review) => reviewHtml(review, { showCasino: false }))}
            </ol>
            ${paginationHtml(`${casinoUrl(casino)}/reviews`, page, pages)}`
    }
  </div>`;
  return { statisticsHtml: statisticsHtml(casino).value, resultsHtml: resultsHtml.value };
}

export const reviewsHandlers = [
  handle(reviews.reviewsFilterService, (input) => ({ content: renderReviewsListing(input) })),
  handle(reviews.reviewsFilterServiceByUser, (input) => {
    const content = renderUserReviews(input);
    return content === undefined ? notFound('This member does not exist.') : { content };
  }),
  handle(lists.loadMore(REVIEWS_MORE_PATH, 'GET'), (input) => {
    const user = input.cmsUserId === undefined ? undefined : userOf(input.cmsUserId);
    if (input.cmsUserId !== undefined && !user) return notFound('This member does not exist.');
    const sort = user ? 'newest' : readSort(texts(input.sort)[0]);
    const view: ReviewPage = {
      all: sortedReviews(sort, { casinoId: input.filterCasinoId, userId: user?.id }),
      page: input.page,
      initialPage: Math.min(input.initialPage ?? input.page, input.page),
      pageSize: Math.min(input.paginate_by ?? REVIEWS_PAGE_SIZE, 500),
      showCasino: true,
      params: user ? { cmsUserId: user.id } : { sort, filterCasinoId: input.filterCasinoId },
      pagePath: user ? profileUrl(user.userName) : REVIEWS_PAGE_PATH,
    };
    return reviewItemsHtml(view).value;
  }),
  handle(reviews.reviewsPanel, (input) => {
    const content = renderReviewsPanel(input);
    return content === undefined ? notFound('This casino does not exist.') : { content };
  }),
  handle(reviews.casinoDetailUserReviews, (input) => {
    return renderCasinoReviews(input) ?? notFound('This casino does not exist.');
  }),
  handle(reviews.complaintsShowMoreCasino, (input) => {
    if (!casinoOf(input.casinoId)) return notFound('This casino does not exist.');
    return { html: complaintsHtml(input).value };
  }),
];
