import { useEffect, useId, useRef, useState } from 'react';
import { call, logFailedLoad, parseFragment } from '@casino/core';
import { reviews } from '@casino/api';
import type { ReviewSort } from '@casino/api';
import { SortPopover, enhanceLoadMore } from '@casino/ui';
import { text } from './messages';
import type { ReviewsListProps } from './props';

/** The `group` of the reviews listing's `sort:change` events (other lists ignore them). */
export const REVIEWS_SORT_GROUP = 'reviews';

const sortOptions = () => reviews.REVIEW_SORTS.map((value) => ({ value, label: text.sort(value) }));

function readSort(value: string | undefined): ReviewSort {
  const parsed = reviews.reviewSort.safeParse(value);
  return parsed.success ? parsed.data : reviews.DEFAULT_REVIEW_SORT;
}

/** Puts the answer's results in place of the list's, in one go; returns the total's text. */
function replaceResults(root: HTMLElement, content: string): string {
  const fresh = parseFragment(content).querySelector<HTMLElement>('[data-reviews]');
  if (fresh) {
    root.replaceChildren(...fresh.childNodes);
    for (const key of ['sort', 'total', 'casinoId', 'userId']) {
      const value = fresh.dataset[key];
      if (value === undefined) delete root.dataset[key];
      else root.dataset[key] = value;
    }
  }
  return root.querySelector('[data-total-results]')?.textContent?.trim() ?? '';
}

/**
 * The reviews listing (SPEC §2 Lists): filter by casino and sort above the server's
 * results; a change loads `reviewsFilterService` and replaces the results in one go (an
 * older request is aborted); load more appends. Failures are logged, the results kept.
 */
export function ReviewsList({ casinos, paginateBy, list }: ReviewsListProps) {
  const id = useId();
  const rootRef = useRef<HTMLElement | null>(null);
  const [casinoId, setCasinoId] = useState(
    () => document.querySelector<HTMLElement>(list)?.dataset.casinoId ?? '',
  );
  const [sort, setSort] = useState(() =>
    readSort(document.querySelector<HTMLElement>(list)?.dataset.sort),
  );
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => {
    const found = document.querySelector<HTMLElement>(list);
    if (!found) {
      console.error(`Widget "reviews-list": no list matches ${list}`);
      return;
    }
    rootRef.current = found;
    const more = enhanceLoadMore(found, { defaultMethod: 'GET' });
    return () => {
      more.destroy();
      inFlight.current?.abort();
      if (rootRef.current === found) rootRef.current = null;
    };
  }, [list]);

  async function load(nextCasino: string, nextSort: ReviewSort) {
    const root = rootRef.current;
    if (!root) return;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setBusy(true);
    root.setAttribute('aria-busy', 'true');
    try {
      const answer = await call(
        reviews.reviewsFilterService,
        {
          sort_by: nextSort,
          ...(nextCasino ? { casino_id: Number(nextCasino) } : {}),
          ...(paginateBy ? { paginate_by: paginateBy } : {}),
        },
        { signal: controller.signal },
      );
      if (controller.signal.aborted) return;
      setStatus(replaceResults(root, answer.content));
    } catch (error) {
      logFailedLoad('Reviews filter', error, controller.signal);
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setBusy(false);
        root.setAttribute('aria-busy', 'false');
      }
    }
  }

  return (
    <form className="cw-reviews-list" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={`${id}-casino`}>{text.casino()}</label>
      <select
        id={`${id}-casino`}
        name="casino_id"
        value={casinoId}
        onChange={(event) => {
          setCasinoId(event.target.value);
          void load(event.target.value, sort);
        }}
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
        value={sort}
        group={REVIEWS_SORT_GROUP}
        onChange={(value) => {
          const next = readSort(value);
          setSort(next);
          void load(casinoId, next);
        }}
      />
      <p role="status" aria-live="polite" className="cw-visually-hidden">
        {busy ? text.loading() : status}
      </p>
    </form>
  );
}
