import { useEffect, useRef, useState } from 'react';
import { call, logFailedLoad } from '@casino/core';
import { reviews } from '@casino/api';
import { backendFragment, enhanceLoadMore } from '@casino/ui';
import type { UserReviewsProps } from './props';

/**
 * A member's reviews (SPEC §2 User reviews profile): the server's list with load more;
 * without one, the first page of `reviewsFilterServiceByUser` is loaded into the widget.
 */
export function UserReviews({ userId, paginateBy, list }: UserReviewsProps) {
  const own = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(() => !document.querySelector(list));

  useEffect(() => {
    const server = document.querySelector<HTMLElement>(list);
    if (server) {
      const more = enhanceLoadMore(server, { defaultMethod: 'GET' });
      return () => more.destroy();
    }
    const box = own.current;
    if (!box) return;
    const controller = new AbortController();
    const more = enhanceLoadMore(box, { defaultMethod: 'GET' });
    call(
      reviews.reviewsFilterServiceByUser,
      { user_id: userId, ...(paginateBy ? { paginate_by: paginateBy } : {}) },
      { signal: controller.signal },
    )
      .then((answer) => {
        box.replaceChildren(backendFragment(answer.content));
      })
      .catch((error: unknown) =>
        logFailedLoad(`Reviews of user ${userId}`, error, controller.signal),
      )
      .finally(() => setBusy(false));
    return () => {
      controller.abort();
      more.destroy();
    };
  }, [list, userId, paginateBy]);

  return <div ref={own} className="cw-user-reviews" aria-live="polite" aria-busy={busy} />;
}
