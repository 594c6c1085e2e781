/**
 * Updates of the server-rendered page after a review call: reviews and statistics are
 * replaced by the HTML of the answer, deleted reviews removed, an updated review
 * highlighted and scrolled to.
 */
import { clock } from '@casino/core';
import { backendFragment, pageReload } from '@casino/ui';
import { pageHooks, reviewsHooks } from '@casino/api';
import { REVIEW_FLASH_MS, REVIEW_SCROLL_MAX_MS, REVIEW_SCROLL_RETRY_MS } from './constants';

/** Elements the page renders per review, and the hooks of its actions. */
export const REVIEW_SELECTOR = `[${reviewsHooks.review}]`;
export const REVIEW_ITEM_SELECTOR = `[${pageHooks.card}="review"]`;
export const STATS_SELECTOR = `[${reviewsHooks.reviewStats}]`;
export const DELETE_HOOK = `[${reviewsHooks.reviewDelete}]`;
export const CREATE_HOOK = `[${reviewsHooks.reviewCreate}]`;
/** The lists that hold reviews (the focus lands on one that a delete left empty). */
const LIST_SELECTOR = `[${reviewsHooks.reviewResults}], [${reviewsHooks.reviews}], [${pageHooks.listItems}]`;

/**
 * The review on the page, the one the visitor sees when it shows twice (a casino page's
 * reviews panel and its reviews tab, one of them hidden).
 */
export function findReview(reviewId: number): HTMLElement | null {
  const copies = document.querySelectorAll<HTMLElement>(
    `${REVIEW_SELECTOR}[${reviewsHooks.reviewId}="${reviewId}"]`,
  );
  return [...copies].find((review) => review.getClientRects().length > 0) ?? copies[0] ?? null;
}

/** The review's list item (or the review itself when it is not in a list). */
function reviewItem(reviewId: number): HTMLElement | null {
  const review = findReview(reviewId);
  return (review?.closest<HTMLElement>(REVIEW_ITEM_SELECTOR) ?? review) || null;
}

/**
 * Puts the answer's review HTML in place of the review; a review not on the page yet
 * goes first into the page's review list for its casino. Returns whether it landed.
 */
export function replaceReview(reviewId: number, markup: string, casinoId?: number): boolean {
  const fragment = backendFragment(markup);
  const current = reviewItem(reviewId);
  if (current) {
    const focused = current.contains(document.activeElement);
    const replacement = fragment.firstElementChild;
    current.replaceWith(fragment);
    if (focused && replacement instanceof HTMLElement) {
      replacement.querySelector<HTMLElement>('button, a[href]')?.focus({ preventScroll: true });
    }
    return true;
  }
  const lists = [
    casinoId !== undefined &&
      `[${reviewsHooks.reviewResults}][${reviewsHooks.casinoId}="${casinoId}"] [${pageHooks.listItems}]`,
    `[${reviewsHooks.reviewResults}] [${pageHooks.listItems}]`,
    `[${reviewsHooks.reviews}] [${pageHooks.listItems}]`,
  ].filter(Boolean) as string[];
  for (const selector of lists) {
    const list = document.querySelector(selector);
    if (list) {
      list.prepend(fragment);
      return true;
    }
  }
  return false;
}

/** The review of a list item (or the item itself), made focusable for a moved focus. */
function focusableReview(item: Element): HTMLElement | null {
  const review = item.matches(REVIEW_SELECTOR) ? item : item.querySelector(REVIEW_SELECTOR);
  if (!(review instanceof HTMLElement)) return null;
  if (!review.hasAttribute('tabindex')) review.tabIndex = -1;
  return review;
}

function siblingReview(item: Element, direction: 'next' | 'previous'): HTMLElement | null {
  let sibling = direction === 'next' ? item.nextElementSibling : item.previousElementSibling;
  while (sibling) {
    const review = focusableReview(sibling);
    if (review) return review;
    sibling = direction === 'next' ? sibling.nextElementSibling : sibling.previousElementSibling;
  }
  return null;
}

/** Hooks whose element a review's new HTML brings again (a reply's with its `data-reply-id`). */
const CONTROL_HOOKS = [
  reviewsHooks.reviewEdit,
  reviewsHooks.reviewRevert,
  reviewsHooks.reviewDelete,
  reviewsHooks.reviewReply,
  reviewsHooks.replyEdit,
  reviewsHooks.replyDelete,
];

/**
 * Where the focus goes when a dialog closes whose opener left the page with the review's
 * old HTML: the same control in the review's new HTML, else the review itself; for a
 * "Write a review" without a review, the new one of the same casino.
 */
export function replacementFor(opener: Element, reviewId?: number): HTMLElement | null {
  if (reviewId === undefined) {
    // "Write a review" of replaced statistics: the new one of the same casino.
    if (!opener.hasAttribute(reviewsHooks.reviewCreate)) return null;
    const casinoId = opener.getAttribute(reviewsHooks.casinoId);
    return document.querySelector<HTMLElement>(
      casinoId ? `${CREATE_HOOK}[${reviewsHooks.casinoId}="${casinoId}"]` : CREATE_HOOK,
    );
  }
  const review = findReview(reviewId);
  if (!review) return null;
  const hook = CONTROL_HOOKS.find((name) => opener.hasAttribute(name));
  const replyId = opener.getAttribute(reviewsHooks.replyId);
  const same =
    hook &&
    review.querySelector<HTMLElement>(
      `[${hook}]${replyId ? `[${reviewsHooks.replyId}="${replyId}"]` : ''}`,
    );
  return same || focusableReview(review);
}

/**
 * Removes a review from the page and answers where the focus should go instead: the
 * next review of its list, else the previous one, else a "Write a review" hook (of that
 * casino first), else the list itself.
 */
export function removeReview(reviewId: number, casinoId?: number): HTMLElement | null {
  const item = reviewItem(reviewId);
  if (!item) return null;
  const list = item.parentElement?.closest<HTMLElement>(LIST_SELECTOR) ?? null;
  const neighbour = siblingReview(item, 'next') ?? siblingReview(item, 'previous');
  item.remove();
  if (neighbour) return neighbour;
  const write =
    (casinoId !== undefined &&
      document.querySelector<HTMLElement>(
        `${CREATE_HOOK}[${reviewsHooks.casinoId}="${casinoId}"]`,
      )) ||
    document.querySelector<HTMLElement>(CREATE_HOOK);
  if (write) return write;
  if (list && !list.hasAttribute('tabindex')) list.tabIndex = -1;
  return list;
}

/** Replaces the statistics of the answer's casino wherever the page shows them. */
export function replaceStatistics(markup: string | null | undefined): void {
  if (!markup) return;
  const fresh = backendFragment(markup).querySelector<HTMLElement>(STATS_SELECTOR);
  if (!fresh) return;
  const casinoId = fresh.dataset.casinoId;
  const selector = casinoId
    ? `${STATS_SELECTOR}[${reviewsHooks.casinoId}="${casinoId}"]`
    : STATS_SELECTOR;
  document.querySelectorAll(selector).forEach((old) => old.replaceWith(fresh.cloneNode(true)));
}

/** SPEC §4: the page reloads when no deletable review remains after a delete. */
export function reloadIfNothingDeletable(): boolean {
  if (document.querySelector(DELETE_HOOK)) return false;
  pageReload.reload();
  return true;
}

const FLASH_STYLE = { outline: '3px solid #f5b400', outlineOffset: '2px' } as const;

/**
 * SPEC §9: scrolls to the review (looking for it every 250 ms for up to 2500 ms, it may
 * still be on its way into the page) and highlights it for 4 s. Returns a cancel.
 */
export function flashReview(reviewId: number): () => void {
  let waited = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    const review = findReview(reviewId);
    if (!review) {
      if (waited >= REVIEW_SCROLL_MAX_MS) return;
      waited += REVIEW_SCROLL_RETRY_MS;
      timer = clock.setTimeout(attempt, REVIEW_SCROLL_RETRY_MS);
      return;
    }
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    review.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    review.setAttribute(reviewsHooks.reviewFlash, '');
    Object.assign(review.style, FLASH_STYLE);
    timer = clock.setTimeout(() => {
      review.removeAttribute(reviewsHooks.reviewFlash);
      review.style.outline = '';
      review.style.outlineOffset = '';
    }, REVIEW_FLASH_MS);
  };
  attempt();
  return () => clock.clearTimeout(timer);
}

/** The casino a review element belongs to (id and name), read from the page. */
export function casinoOfReview(element: Element | null): {
  casinoId?: number;
  casinoName?: string;
} {
  const review = element?.closest<HTMLElement>(REVIEW_SELECTOR);
  const id = Number(review?.dataset.casinoId);
  return {
    casinoId: id > 0 ? id : undefined,
    casinoName: review?.dataset.casinoName || undefined,
  };
}
