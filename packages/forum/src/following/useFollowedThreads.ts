import { useCallback, useEffect, useState } from 'react';
import { CODE_OK, forum } from '@casino/api';
import type { FollowedThreadsAnswer } from '@casino/api';
import { call, logFailedLoad, on } from '@casino/core';

export type FollowedPage =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; answer: FollowedThreadsAnswer };

/**
 * The member's followed threads, a page at a time. A follow or unfollow anywhere on the
 * page (`forum:follow`) and coming back to the tab load the page again, so the table
 * shows it without a reload. A failure is only logged (SPEC §8 load failures) and can be
 * retried.
 */
export function useFollowedThreads(member: boolean) {
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [result, setResult] = useState<FollowedPage>({ status: 'loading' });
  const refresh = useCallback(() => setVersion((current) => current + 1), []);

  useEffect(() => {
    if (!member) return;
    const controller = new AbortController();
    call(forum.followedThreads, { page }, { signal: controller.signal }).then(
      (answer) => {
        if (controller.signal.aborted) return;
        if (answer.code !== CODE_OK) {
          setResult({ status: 'failed' });
          return;
        }
        // The last page emptied (its last thread unfollowed): the one before it.
        if (answer.page !== undefined && answer.page !== page) setPage(answer.page);
        setResult({ status: 'ready', answer });
      },
      (error: unknown) => {
        if (logFailedLoad('Followed threads', error, controller.signal))
          setResult({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [member, page, version]);

  useEffect(() => {
    const stop = on('forum:follow', refresh);
    const onVisible = () => document.visibilityState === 'visible' && refresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh]);

  return { page, setPage, result, refresh };
}
