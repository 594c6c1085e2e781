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
import { lists, reviews } from '@casino/api';
import type { ComplaintStatus, ReviewSort } from '@casino/api';
import { db } from '../db';
import type { Casino } from '../fixtures/catalogue';
import type { Review } from '../fixtures/community';
import type { Complaint } from '../fixtures/complaints';
import { handle } from '../handle';
import { attrs, html } from './html';
import type { SafeHtml } from './html';
import { casinoUrl } from './lists';
import {
  formatNumber,
  listEndHtml,
  loadMoreHtml,
  pageCount,
  pageUrl,
  paginationHtml,
  plural,
  texts,
} from './listing';

export const REVIEWS_MORE_PATH = '/frontendService/reviews/more';
export const REVIEWS_PAGE_SIZE = 10;
/** Reviews shown in a casino's reviews panel. */
export const REVIEWS_PANEL_SIZE = 3;
export const REVIEWS_PAGE_PATH = '/reviews';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
const MAX_STARS = 5;

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

export const casinoOf = (id: number): Casino | undefined =>
  db.casinos.find((casino) => casino.id === id);
const userOf = (id: number) => db.users.find((user) => user.id === id);
const profileUrl = (userName: string) => `/user/${encodeURIComponent(userName)}/reviews`;

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

function starsHtml(stars: number): SafeHtml {
  return html`<span
    class="cg-stars"
    role="img"
    aria-label="${stars} out of ${MAX_STARS} stars"
    data-stars="${stars}"
    >${'★'.repeat(stars)}${'☆'.repeat(MAX_STARS - stars)}</span
  >`;
}

export interface ReviewReply {
  id: number;
  reviewId: number;
  userId: number;
  text: string;
  /** The casino a representative answers for. */
  onBehalfOfId?: number;
  languageCode: string;
}

/** An edit of a published review waiting for approval; the published version stays. */
export interface ReviewRevision {
  reviewId: number;
  stars: number;
  text: string;
}

/** A review kept pending until its author confirms the email address. */
export interface PendingReview extends Review {
  signupEmail?: string;
}

export interface ReviewExtras {
  /** `reviewId:userId` of each like. */
  likes: string[];
  replies: ReviewReply[];
  revisions: ReviewRevision[];
  pending: PendingReview[];
  nextId: number;
}

/**
 * The review flow's part of the fake database. Kept on `db` itself (created on first
 * use), so `resetDb` drops it and the demo stores it with the rest.
 */
export function reviewExtras(): ReviewExtras {
  const holder = db as typeof db & { reviewExtras?: ReviewExtras };
  holder.reviewExtras ??= { likes: [], replies: [], revisions: [], pending: [], nextId: 1000 };
  return holder.reviewExtras;
}

export const likeKey = (reviewId: number, userId: number) => `${reviewId}:${userId}`;

/** Whether the session member represents this casino (may reply on its behalf). */
export function representsCasino(casinoId: number): boolean {
  const user = db.users.find((member) => member.id === db.sessionUserId);
  return !!user && user.representedCasinoIds.includes(casinoId);
}

/** The languages the fake server translates replies into (SPEC §4 Reply translation). */
const TRANSLATIONS = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
];

/** The fake's "translation": the text marked with the language, enough to tell them apart. */
const fakeTranslation = (text: string, language: string) => `[${language}] ${text}`;

function repliesHtml(review: Review): SafeHtml | false {
  const replies = reviewExtras().replies.filter((reply) => reply.reviewId === review.id);
  if (replies.length === 0) return false;
  const mayEdit = representsCasino(review.casinoId);
  return html`<div class="cg-review__replies" data-review-replies data-replies>
    <div class="cg-review__translate" data-reply-translate>
      <label
        >Show the replies in
        <select data-reply-language>
          <option value="">their original language</option>
          ${TRANSLATIONS.map(
            (language) => html`<option value="${language.code}">${language.name}</option>`,
          )}
        </select></label
      >
      <p class="cg-review__translation-warning" data-translation-warning hidden>
        Translated automatically: the meaning may differ from the original.
      </p>
    </div>
    ${replies.map((reply) => {
      const author = userOf(reply.userId);
      const onBehalf = reply.onBehalfOfId === undefined ? undefined : casinoOf(reply.onBehalfOfId);
      return html`<div
        ${attrs({
          class: 'cg-review__reply',
          'data-review-reply-item': true,
          'data-reply-id': reply.id,
          'data-on-behalf-of-id': reply.onBehalfOfId,
          lang: reply.languageCode,
        })}
      >
        <p class="cg-review__reply-author">
          ${onBehalf ? `${onBehalf.name} (${author?.userName ?? 'Representative'})` : author?.userName}
        </p>
        <p data-reply-text>${reply.text}</p>
        ${TRANSLATIONS.filter((language) => language.code !== reply.languageCode).map(
          (language) =>
            html`<p data-reply-translation="${language.code}" lang="${language.code}" hidden>
              ${fakeTranslation(reply.text, language.name)}
            </p>`,
        )}
        ${
          mayEdit &&
          html`<button
              type="button"
              data-reply-edit
              data-reply-id="${reply.id}"
              data-review-id="${review.id}"
            >
              Edit reply
            </button>
            <button
              type="button"
              data-reply-delete
              data-reply-id="${reply.id}"
              data-review-id="${review.id}"
            >
              Delete reply
            </button>`
        }
      </div>`;
    })}
  </div>`;
}

/** The like button of a review, as the session member sees it. */
export function likeButtonHtml(review: Review): SafeHtml {
  const liked =
    db.sessionUserId !== null &&
    reviewExtras().likes.includes(likeKey(review.id, db.sessionUserId));
  return html`<button
    ${attrs({
      type: 'button',
      class: 'cg-review__like',
      'data-review-like': true,
      'data-item-id': review.id,
      'data-liked': String(liked),
      'aria-pressed': String(liked),
    })}
  >
    Helpful <span data-like-count>${review.likes}</span>
  </button>`;
}

export function reviewHtml(
  review: Review,
  options: { showCasino: boolean; highlighted?: boolean },
): SafeHtml {
  const author = userOf(review.userId);
  const casino = casinoOf(review.casinoId);
  const own = db.sessionUserId !== null && review.userId === db.sessionUserId;
  const revision = reviewExtras().revisions.find((item) => item.reviewId === review.id);
  return html`<li
    ${attrs({ class: 'cg-review-item', 'data-card': 'review', 'data-card-id': `review-${review.id}` })}
  >
    <article
      ${attrs({
        class: 'cg-review',
        id: `review-${review.id}`,
        'data-review': true,
        'data-review-id': review.id,
        'data-casino-id': review.casinoId,
        'data-casino-name': casino?.name,
        'data-user-id': review.userId,
        'data-stars': review.stars,
        'data-review-own': own,
        'data-review-highlighted': options.highlighted ?? false,
      })}
    >
      <header class="cg-review__header">
        ${
          author
            ? html`<a
                class="cg-review__author"
                href="${profileUrl(author.userName)}"
                data-review-author
                >${author.userName}</a
              >`
            : html`<span class="cg-review__author">Former member</span>`
        }
        ${starsHtml(review.stars)}
        <time datetime="${review.createdOn}">${dateFormat.format(new Date(review.createdOn))}</time>
        ${
          options.showCasino &&
          casino &&
          html`<a class="cg-review__casino" href="${casinoUrl(casino)}" data-review-casino
            >${casino.name}</a
          >`
        }
      </header>
      <p class="cg-review__text" data-review-text>${review.text}</p>
      <footer class="cg-review__actions">
        ${likeButtonHtml(review)}
        ${
          representsCasino(review.casinoId) &&
          html`<button
            type="button"
            data-review-reply
            data-review-id="${review.id}"
            data-casino-id="${review.casinoId}"
          >
            Reply
          </button>`
        }
        ${
          own &&
          html`<button type="button" data-review-edit data-review-id="${review.id}">Edit</button>
            <button type="button" data-review-delete data-review-id="${review.id}">Delete</button>`
        }
        ${
          own &&
          revision &&
          html`<button type="button" data-review-revert data-review-id="${review.id}">
            Revert changes
          </button>`
        }
      </footer>
      ${
        own &&
        revision &&
        html`<p class="cg-review__pending" data-review-pending-note>
          Your changes are waiting for approval; the published version shows until then.
        </p>`
      }
      ${repliesHtml(review)}
    </article>
  </li>`;
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
  return html`<ol ${attrs({ class: 'cg-review-list', 'data-list-items': true, start: start + 1 })}>
      ${shown.map((review) => reviewHtml(review, { showCasino: view.showCasino }))}
    </ol>
    ${tail}`;
}

function reviewListHtml(view: ReviewPage, pagination: boolean): SafeHtml {
  const total = view.all.length;
  return html`<div
    ${attrs({
      class: 'cg-reviews',
      'data-reviews': true,
      'data-total': total,
      'data-sort': view.params.sort ?? reviews.DEFAULT_REVIEW_SORT,
      'data-casino-id': view.params.filterCasinoId,
      'data-user-id': view.params.cmsUserId,
    })}
  >
    <p class="cg-total-results" data-total-results>${plural(total, 'review', 'reviews')}</p>
    ${
      total === 0
        ? html`<p class="cg-list-empty" data-list-empty>No reviews yet.</p>`
        : html`${reviewItemsHtml(view)}${
            pagination && paginationHtml(view.pagePath, view.page, pageCount(total, view.pageSize))
          }`
    }
  </div>`;
}

export function statisticsHtml(casino: Casino): SafeHtml {
  const own = db.reviews.filter((review) => review.casinoId === casino.id);
  const total = own.length;
  const average = total ? own.reduce((sum, review) => sum + review.stars, 0) / total : 0;
  const rounded = (Math.round(average * 10) / 10).toFixed(1);
  const perStars = [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: own.filter((review) => review.stars === stars).length,
  }));
  return html`<section
    ${attrs({
      class: 'cg-review-stats',
      'data-review-stats': true,
      'data-casino-id': casino.id,
      'data-total': total,
      'data-average': rounded,
    })}
    aria-labelledby="cg-review-stats-${casino.id}"
  >
    <h3 id="cg-review-stats-${casino.id}">User reviews of ${casino.name}</h3>
    ${
      total === 0
        ? html`<p class="cg-review-stats__empty">No reviews yet. Be the first to write one.</p>`
        : html`<p class="cg-review-stats__summary">
              <strong data-average>${rounded}</strong> out of ${MAX_STARS} from
              <span data-total>${plural(total, 'review', 'reviews')}</span>
            </p>
            <ul class="cg-review-stats__bars">
              ${perStars.map(
                ({ stars, count }) =>
                  html`<li data-stars="${stars}">
                    <span class="cg-review-stats__label">${plural(stars, 'star', 'stars')}</span>
                    <meter
                      min="0"
                      max="${total}"
                      value="${count}"
                      aria-label="${plural(stars, 'star', 'stars')}: ${plural(count, 'review', 'reviews')}"
                    >
                      ${count}
                    </meter>
                    <span data-count>${count}</span>
                  </li>`,
              )}
            </ul>`
    }
    <button
      type="button"
      class="cg-button"
      data-review-create
      data-casino-id="${casino.id}"
      data-casino-name="${casino.name}"
    >
      Write a review
    </button>
  </section>`;
}

const notFound = (message: string) => HttpResponse.json({ code: 404, message }, { status: 404 });

const STATUS_LABELS: Record<ComplaintStatus, string> = {
  OPEN: 'Open',
  RESOLVED: 'Resolved',
  REJECTED: 'Rejected',
  UNRESOLVED: 'Unresolved',
};

function complaintHtml(complaint: Complaint): SafeHtml {
  const slug = complaint.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return html`<li
    ${attrs({
      class: 'cg-complaint',
      'data-complaint': true,
      'data-complaint-id': complaint.id,
      'data-status': complaint.status,
    })}
  >
    <a href="/complaints/${complaint.id}/${slug}">${complaint.title}</a>
    <span class="cg-complaint__status cg-complaint__status--${complaint.status.toLowerCase()}"
      >${STATUS_LABELS[complaint.status]}</span
    >
    <span class="cg-complaint__amount">€${formatNumber(complaint.amount)}</span>
    <time datetime="${complaint.createdOn}"
      >${dateFormat.format(new Date(complaint.createdOn))}</time
    >
  </li>`;
}

function complaintsHtml(input: {
  page: number;
  pageSize: number;
  casinoId: number;
  status?: ComplaintStatus;
}): SafeHtml {
  const all = db.complaints
    .filter(
      (complaint) =>
        complaint.casinoId === input.casinoId &&
        (input.status === undefined || complaint.status === input.status),
    )
    .sort((a, b) => b.createdOn.localeCompare(a.createdOn) || b.id - a.id);
  if (all.length === 0)
    return html`<p class="cg-list-empty" data-list-empty>No complaints about this casino.</p>`;
  const start = (input.page - 1) * input.pageSize;
  const shown = all.slice(start, start + input.pageSize);
  const remaining = Math.max(all.length - start - shown.length, 0);
  return html`<ol class="cg-complaints" data-list-items start="${start + 1}">
      ${shown.map(complaintHtml)}
    </ol>
    ${
      remaining > 0
        ? html`<button
            ${attrs({
              type: 'button',
              class: 'cg-button',
              'data-complaints-more': true,
              'data-complaints-params': {
                page: input.page + 1,
                pageSize: input.pageSize,
                casinoId: input.casinoId,
                ...(input.status ? { status: input.status } : {}),
              },
              'data-remaining': remaining,
            })}
          >
            Show more complaints (${remaining})
          </button>`
        : listEndHtml(`That is all: ${plural(all.length, 'complaint', 'complaints')}.`)
    }`;
}

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

/** One page of a casino's complaints (`complaints-show-more-casino`): the server HTML too. */
export const renderComplaints = (input: reviews.CasinoComplaintsRequest): string =>
  complaintsHtml(input).value;

/** The reviews tab of a casino (`casinoDetailUserReviews`); undefined for an unknown casino. */
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
      'data-review-results': true,
      'data-casino-id': casino.id,
      'data-page': page,
      'data-page-count': pages,
      'data-sort': sort,
    })}
  >
    ${
      sorted.length === 0
        ? html`<p class="cg-list-empty" data-list-empty>No reviews yet.</p>`
        : html`<ol class="cg-review-list" data-list-items start="${start + 1}">
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
    const casino = casinoOf(input.casino_id);
    if (!casino) return notFound('This casino does not exist.');
    const sort = input.sort_by ?? reviews.DEFAULT_REVIEW_SORT;
    const all = sortedReviews(sort, { casinoId: casino.id });
    return {
      content: html`<div
        ${attrs({
          class: 'cg-reviews-panel',
          'data-reviews-panel': true,
          'data-casino-id': casino.id,
          'data-sort': sort,
        })}
      >
        ${statisticsHtml(casino)}
        <ol class="cg-review-list" data-list-items>
          ${all
            .slice(0, REVIEWS_PANEL_SIZE)
            .map((review) => reviewHtml(review, { showCasino: false }))}
        </ol>
        ${
          all.length > REVIEWS_PANEL_SIZE &&
          html`<a class="cg-button" href="${casinoUrl(casino)}/reviews" data-reviews-all
            >Show all ${plural(all.length, 'review', 'reviews')}</a
          >`
        }
      </div>`.value,
    };
  }),
  handle(reviews.casinoDetailUserReviews, (input) => {
    return renderCasinoReviews(input) ?? notFound('This casino does not exist.');
  }),
  handle(reviews.complaintsShowMoreCasino, (input) => {
    if (!casinoOf(input.casinoId)) return notFound('This casino does not exist.');
    return { html: complaintsHtml(input).value };
  }),
];
