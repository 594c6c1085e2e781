import { useEffect, useState } from 'react';
import { call, logFailedLoad } from '@casino/core';
import { reviews, reviewsHooks } from '@casino/api';
import { SortPopover, backendFragment, useCall } from '@casino/ui';
import type { ReviewSort } from '@casino/api';
import { text } from './messages';
import type { ReviewsPanelProps } from './props';

/** The `group` of the panel's `sort:change` events (the listing's sort ignores them). */
export const REVIEWS_PANEL_SORT_GROUP = 'reviews-panel';

const sortOptions = () => reviews.REVIEW_SORTS.map((value) => ({ value, label: text.sort(value) }));

function readSort(value: string | undefined): ReviewSort {
  const parsed = reviews.reviewSort.safeParse(value);
  return parsed.success ? parsed.data : reviews.DEFAULT_REVIEW_SORT;
}

/**
 * A casino's reviews panel (SPEC §7 reviewsPanel: statistics and the first reviews) with
 * its order: a change loads the panel in that order and puts it in place of the server's
 * in one go (an older request is aborted). A failure is only logged (SPEC §8) and the
 * panel keeps what it shows.
 */
export function ReviewsPanel({ casinoId, panel }: ReviewsPanelProps) {
  const [sort, setSort] = useState<ReviewSort>(() =>
    readSort(document.querySelector<HTMLElement>(panel)?.dataset.sort),
  );
  // A newer order's load wins over the one still running.
  const loading = useCall();

  useEffect(() => {
    if (!document.querySelector(panel))
      console.error(`Widget "reviews-panel": no panel matches ${panel}`);
  }, [panel]);

  const change = async (next: ReviewSort) => {
    const root = document.querySelector<HTMLElement>(panel);
    if (!root) return;
    setSort(next);
    await loading.restart(async (signal) => {
      root.setAttribute('aria-busy', 'true');
      try {
        const answer = await call(
          reviews.reviewsPanel,
          { sort_by: next, casino_id: casinoId },
          { signal },
        );
        const fresh = backendFragment(answer.content).querySelector<HTMLElement>(
          `[${reviewsHooks.reviewsPanel}]`,
        );
        if (!signal.aborted && fresh) {
          root.replaceChildren(...fresh.childNodes);
          root.dataset.sort = fresh.dataset.sort ?? next;
        }
      } catch (error) {
        logFailedLoad('Reviews panel', error, signal);
      } finally {
        // Not when a newer load took over.
        if (!signal.aborted) root.setAttribute('aria-busy', 'false');
      }
    });
  };

  return (
    <div className="cw-reviews-panel">
      <SortPopover
        options={sortOptions()}
        value={sort}
        group={REVIEWS_PANEL_SORT_GROUP}
        onChange={(value) => void change(readSort(value))}
      />
      <p role="status" aria-live="polite" className="cw-visually-hidden">
        {loading.busy ? text.loading() : ''}
      </p>
    </div>
  );
}
