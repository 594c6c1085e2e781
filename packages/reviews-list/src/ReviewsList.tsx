import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { call, logFailedLoad } from '@casino/core';
import { pageHooks, reviews, reviewsHooks } from '@casino/api';
import { SortPopover, backendFragment, enhanceLoadMore, useCall } from '@casino/ui';
import type { ReviewSort } from '@casino/api';
import { text } from './messages';
import { hashToState, linkPages, sameState, stateToHash } from './state';
import type { ListingState } from './state';
import type { ReviewsListProps } from './props';

/** The `group` of the reviews listing's `sort:change` events (other lists ignore them). */
export const REVIEWS_SORT_GROUP = 'reviews';

const sortOptions = () => reviews.REVIEW_SORTS.map((value) => ({ value, label: text.sort(value) }));

function readSort(value: string | undefined): ReviewSort {
  const parsed = reviews.reviewSort.safeParse(value);
  return parsed.success ? parsed.data : reviews.DEFAULT_REVIEW_SORT;
}

/** What the server rendered: its casino, order and page. */
function serverState(root: HTMLElement | null): ListingState {
  const page = Number(
    root?.querySelector<HTMLElement>(`[${reviewsHooks.pagination}]`)?.dataset.page,
  );
  return {
    casinoId: root?.dataset.casinoId ?? '',
    sort: readSort(root?.dataset.sort),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** A click that opens a link elsewhere (new tab, window, download) is the browser's. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** Puts the answer's results in place of the list's, in one go; returns the total's text. */
function replaceResults(root: HTMLElement, content: string): string {
  const fresh = backendFragment(content).querySelector<HTMLElement>(`[${reviewsHooks.reviews}]`);
  if (fresh) {
    root.replaceChildren(...fresh.childNodes);
    for (const key of ['sort', 'total', 'casinoId', 'userId']) {
      const value = fresh.dataset[key];
      if (value === undefined) delete root.dataset[key];
      else root.dataset[key] = value;
    }
  }
  return root.querySelector(`[${pageHooks.totalResults}]`)?.textContent?.trim() ?? '';
}

/**
 * The reviews listing (SPEC §2 Lists): filter by casino, sort and pages above and in the
 * server's results. The choice lives in the address hash (a reload or a shared address
 * keeps it) and in the page links; a change loads `reviewsFilterService` and replaces the
 * results in one go (an older request is aborted); load more appends. Failures are
 * logged, the results kept.
 */
export function ReviewsList({ casinos, paginateBy, list }: ReviewsListProps) {
  const id = useId();
  const rootRef = useRef<HTMLElement | null>(null);
  const [state, setState] = useState<ListingState>(() =>
    hashToState(location.hash, serverState(document.querySelector<HTMLElement>(list))),
  );
  const current = useRef(state);
  const [status, setStatus] = useState('');
  // A newer choice's load wins over the one still running.
  const { busy, restart, abort, isBusy } = useCall();

  const load = async (next: ListingState) => {
    const root = rootRef.current;
    if (!root) return;
    await restart(async (signal) => {
      root.setAttribute('aria-busy', 'true');
      try {
        const answer = await call(
          reviews.reviewsFilterService,
          {
            sort_by: next.sort,
            ...(next.casinoId ? { casino_id: Number(next.casinoId) } : {}),
            ...(paginateBy ? { paginate_by: paginateBy } : {}),
            ...(next.page > 1 ? { page: next.page } : {}),
          },
          { signal },
        );
        if (signal.aborted) return;
        setStatus(replaceResults(root, answer.content));
        linkPages(root, next);
      } catch (error) {
        logFailedLoad('Reviews filter', error, signal);
      } finally {
        // Not when a newer load took over.
        if (!isBusy() || !signal.aborted) root.setAttribute('aria-busy', 'false');
      }
    });
  };

  /** A new choice: shown, written to the hash (no history entry, as the lists do), loaded. */
  const change = (next: ListingState) => {
    current.current = next;
    setState(next);
    const hash = stateToHash(next);
    history.replaceState(
      history.state,
      '',
      `${location.pathname}${location.search}${hash ? `#${hash}` : ''}`,
    );
    void load(next);
  };
  // The page's listeners, bound once, call the latest of these.
  const changeFromPage = useEffectEvent(change);
  const loadFromPage = useEffectEvent(load);

  useEffect(() => {
    const found = document.querySelector<HTMLElement>(list);
    if (!found) {
      console.error(`Widget "reviews-list": no list matches ${list}`);
      return;
    }
    rootRef.current = found;
    const rendered = serverState(found);
    const more = enhanceLoadMore(found, { defaultMethod: 'GET' });
    if (sameState(current.current, rendered)) linkPages(found, rendered);
    else void loadFromPage(current.current);

    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.<HTMLElement>(
        `a[${pageHooks.pageLink}]`,
      );
      if (!link || !found.contains(link) || opensElsewhere(event)) return;
      event.preventDefault();
      changeFromPage({ ...current.current, page: Number(link.dataset.pageLink) || 1 });
      found.scrollIntoView?.({ block: 'start' });
    };
    // An address typed or changed by hand: the page follows it.
    const onHashChange = () => {
      const next = hashToState(location.hash, rendered);
      if (sameState(next, current.current)) return;
      current.current = next;
      setState(next);
      void loadFromPage(next);
    };
    found.addEventListener('click', onClick);
    window.addEventListener('hashchange', onHashChange);
    return () => {
      found.removeEventListener('click', onClick);
      window.removeEventListener('hashchange', onHashChange);
      more.destroy();
      abort();
      if (rootRef.current === found) rootRef.current = null;
    };
  }, [list, abort]);

  return (
    <form className="cw-reviews-list" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={`${id}-casino`}>{text.casino()}</label>
      <select
        id={`${id}-casino`}
        name="casino_id"
        value={state.casinoId}
        onChange={(event) => change({ ...state, casinoId: event.target.value, page: 1 })}
      >
        <option value="">{text.allCasinos()}</option>
        {casinos.map((casino) => (
          <option key={casino.id} value={String(casino.id)}>
            {casino.name}
          </option>
        ))}
      </select>
      <SortPopover
        options={sortOptions()}
        value={state.sort}
        group={REVIEWS_SORT_GROUP}
        onChange={(value) => change({ ...state, sort: readSort(value), page: 1 })}
      />
      <p role="status" aria-live="polite" className="cw-visually-hidden">
        {busy ? text.loading() : status}
      </p>
    </form>
  );
}
