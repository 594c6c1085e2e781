import { pageHooks, reviews } from '@casino/api';
import type { ReviewSort } from '@casino/api';

/**
 * The reviews listing's choice as it lives in the address hash, like the lists' filters:
 * `#casino_id=3&sort_by=oldest&page=2`. Defaults (every casino, newest, page 1) are left
 * out, so the plain listing has no hash.
 */
export interface ListingState {
  /** A casino's id, or '' for every casino. */
  casinoId: string;
  sort: ReviewSort;
  page: number;
}

const positive = (value: string | null): number | undefined => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : undefined;
};

const STATE_PARAMS = ['casino_id', 'sort_by', 'page'];

/**
 * Reads a hash. Without any of the listing's names in it, the server list's own state
 * stands; with them, a name left out is its default, and a malformed value too.
 */
export function hashToState(hash: string, serverState: ListingState): ListingState {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!STATE_PARAMS.some((name) => params.has(name))) return serverState;
  const sort = reviews.reviewSort.safeParse(params.get('sort_by'));
  return {
    casinoId: String(positive(params.get('casino_id')) ?? ''),
    sort: sort.success ? sort.data : reviews.DEFAULT_REVIEW_SORT,
    page: positive(params.get('page')) ?? 1,
  };
}

export function stateToHash(state: ListingState): string {
  const params = new URLSearchParams();
  if (state.casinoId) params.set('casino_id', state.casinoId);
  if (state.sort !== reviews.DEFAULT_REVIEW_SORT) params.set('sort_by', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

export const sameState = (a: ListingState, b: ListingState) =>
  a.casinoId === b.casinoId && a.sort === b.sort && a.page === b.page;

/**
 * The page links of the results carry the choice: opened in a new tab, copied or
 * reloaded, page N shows the same casino and order.
 */
export function linkPages(root: ParentNode, state: ListingState): void {
  // Without a casino or an order the server's own page addresses say it all.
  const plain = !stateToHash({ ...state, page: 1 });
  for (const link of root.querySelectorAll<HTMLAnchorElement>(`a[${pageHooks.pageLink}]`)) {
    const page = positive(link.dataset.pageLink ?? null) ?? 1;
    const hash = plain ? '' : stateToHash({ ...state, page });
    const path = (link.getAttribute('href') ?? '').replace(/#.*$/, '');
    link.setAttribute('href', hash ? `${path}#${hash}` : path);
  }
}
