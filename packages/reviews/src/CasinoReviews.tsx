import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { pageHooks, reviews, reviewsHooks } from '@casino/api';
import type { ReviewSort } from '@casino/api';
import { call, logFailedLoad } from '@casino/core';
import { backendFragment } from '@casino/ui';
import { text } from './messages';
import type { CasinoReviewsProps } from './props';

const SORT_LABELS: Record<ReviewSort, () => string> = {
  newest: text.sortNewest,
  oldest: text.sortOldest,
  'most-liked': text.sortMostLiked,
  'highest-rated': text.sortHighest,
  'lowest-rated': text.sortLowest,
};

/** Page links inside the results (`<a data-page-link="N">`). */
export const PAGE_LINK = `[${pageHooks.pageLink}]`;
/** The review flow's create hook (the server's statistics usually carry one). */
const WRITE_HOOK = `[${reviewsHooks.reviewCreate}]`;

type Status = 'loading' | 'idle' | 'failed';

/**
 * The user reviews of a casino (the casino detail's reviews tab): statistics, one page
 * of reviews, a sort control and page links, and one "Write a review" button that
 * opens the review flow (a `[data-review-create]` hook, so the page needs the review-flow
 * widget): the statistics' own when the server renders one, otherwise the toolbar's. A new sort or page cancels the call under way. Load failures are logged and
 * the shown reviews stay (SPEC §8).
 */
export function CasinoReviews({
  casinoId,
  casinoName,
  firstReviewId,
  sort: initialSort,
}: CasinoReviewsProps) {
  const id = useId();
  const [sort, setSort] = useState<ReviewSort>(initialSort);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<Status>('loading');
  /** Whether the server's statistics carry their own "Write a review" hook. */
  const [statisticsWrite, setStatisticsWrite] = useState<boolean | null>(null);
  const statistics = useRef<HTMLDivElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  useEffect(() => {
    const abort = new AbortController();
    call(
      reviews.casinoDetailUserReviews,
      { casinoId, sortType: sort, page, firstReviewId },
      { signal: abort.signal },
    )
      .then((answer) => {
        if (statistics.current) {
          statistics.current.replaceChildren(backendFragment(answer.statisticsHtml));
          setStatisticsWrite(!!statistics.current.querySelector(WRITE_HOOK));
        }
        if (results.current) {
          results.current.replaceChildren(backendFragment(answer.resultsHtml));
          if (!first.current) results.current.focus({ preventScroll: false });
        }
        first.current = false;
        setStatus('idle');
      })
      .catch((error: unknown) => {
        if (!logFailedLoad('Casino reviews', error, abort.signal)) return;
        setStatus('failed');
        setStatisticsWrite((current) => current ?? false);
      });
    return () => abort.abort();
  }, [casinoId, sort, page, firstReviewId]);

  const onResultsClick = useCallback((event: React.MouseEvent) => {
    const link = (event.target as Element).closest<HTMLElement>(PAGE_LINK);
    if (!link) return;
    const next = Number(link.dataset.pageLink);
    if (!Number.isInteger(next) || next < 1) return;
    event.preventDefault();
    setStatus('loading');
    setPage(next);
  }, []);

  return (
    <section className="cw-casino-reviews__root" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cw-visually-hidden">
        {text.createTitle(casinoName)}
      </h2>
      <div className="cw-casino-reviews__toolbar">
        <label htmlFor={`${id}-sort`}>{text.sortLabel()}</label>
        <select
          id={`${id}-sort`}
          value={sort}
          onChange={(event) => {
            setStatus('loading');
            setSort(event.target.value as ReviewSort);
            setPage(1);
          }}
        >
          {reviews.REVIEW_SORTS.map((value) => (
            <option key={value} value={value}>
              {SORT_LABELS[value]()}
            </option>
          ))}
        </select>
        {statisticsWrite === false && (
          <button
            type="button"
            className="cw-reviews__primary"
            data-review-create=""
            data-casino-id={casinoId}
            data-casino-name={casinoName}
          >
            {text.writeReview()}
          </button>
        )}
      </div>
      <div ref={statistics} className="cw-casino-reviews__statistics" />
      <div
        ref={results}
        className="cw-casino-reviews__results"
        aria-busy={status === 'loading'}
        tabIndex={-1}
        onClick={onResultsClick}
      />
      <p role="status" className="cw-visually-hidden">
        {status === 'idle' ? text.listLoaded(page) : status === 'failed' ? text.listFailed() : ''}
      </p>
    </section>
  );
}
