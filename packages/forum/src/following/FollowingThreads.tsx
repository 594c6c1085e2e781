import { useEffect, useId, useRef, useState } from 'react';
import { CODE_OK, forum } from '@casino/api';
import type { FollowedThread } from '@casino/api';
import {
  call,
  currentUser,
  dateFormat,
  emit,
  loadGeneralState,
  reportError,
  useSignals,
} from '@casino/core';
import { askLogin } from '../shared/member';
import { followingText as text } from './messages';
import { useFollowedThreads } from './useFollowedThreads';

const lastPostFormat = dateFormat({ dateStyle: 'medium' });
const formatDate = (iso: string) => lastPostFormat(new Date(iso));

/**
 * SPEC §2 Forum "a following-threads table": the threads the member follows, with
 * Unfollow, paging and the empty state; a follow or unfollow anywhere on the page shows
 * here without a reload. A visitor is asked to log in.
 */
export function FollowingThreads() {
  useSignals();
  const user = currentUser.value;
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { page, setPage, result, refresh } = useFollowedThreads(Boolean(user));
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [leaving, setLeaving] = useState<number | null>(null);

  useEffect(() => {
    void loadGeneralState();
  }, []);

  const unfollow = async (thread: FollowedThread) => {
    if (leaving !== null) return;
    setLeaving(thread.threadId);
    setError('');
    try {
      const answer = await call(forum.followThread, { threadId: thread.threadId, follow: false });
      if (answer.code !== CODE_OK) throw new Error(answer.message ?? `code ${answer.code}`);
      setStatus(text.unfollowed(thread.title));
      // Its row goes: the focus waits on the table's heading.
      heading.current?.focus();
      emit('forum:follow', { threadId: thread.threadId, follow: false });
    } catch (failure) {
      reportError(`Forum: unfollow failed: ${String(failure)}`);
      setError(text.unfollowFailed());
    } finally {
      setLeaving(null);
    }
  };

  const goTo = (next: number) => {
    setPage(next);
    heading.current?.focus();
  };

  let body;
  if (user === null) {
    body = (
      <p>
        {text.visitor()}{' '}
        <button type="button" className="cw-forum-thread__link" onClick={askLogin}>
          {text.login()}
        </button>
      </p>
    );
  } else if (user === undefined || result.status === 'loading') {
    body = <p role="status">{text.loading()}</p>;
  } else if (result.status === 'failed') {
    body = (
      <p role="alert">
        {text.failed()}{' '}
        <button type="button" className="cw-forum-thread__link" onClick={refresh}>
          {text.retry()}
        </button>
      </p>
    );
  } else if (!result.answer.threads?.length) {
    body = <p data-following-empty>{text.empty()}</p>;
  } else {
    const pageCount = result.answer.pageCount ?? 1;
    body = (
      <>
        <div className="cw-forum-following__scroll">
          <table className="cw-forum-following__table" aria-labelledby={`${id}-title`}>
            <thead>
              <tr>
                <th scope="col">{text.thread()}</th>
                <th scope="col">{text.category()}</th>
                <th scope="col">{text.replies()}</th>
                <th scope="col">{text.lastPost()}</th>
                <th scope="col">
                  <span className="cw-forum-thread__sr">{text.actions()}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {result.answer.threads.map((thread) => (
                <tr key={thread.threadId} data-followed-thread={thread.threadId}>
                  <th scope="row">
                    <a href={thread.link}>{thread.title}</a>
                  </th>
                  <td>{thread.categoryName}</td>
                  <td>{thread.repliesCount}</td>
                  <td>
                    {thread.lastPostOn && (
                      <time dateTime={thread.lastPostOn}>{formatDate(thread.lastPostOn)}</time>
                    )}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="cw-forum-thread__secondary"
                      aria-label={text.unfollowThread(thread.title)}
                      aria-busy={leaving === thread.threadId || undefined}
                      onClick={() => void unfollow(thread)}
                    >
                      {text.unfollow()}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {pageCount > 1 && (
          <nav className="cw-forum-following__pages" aria-label={text.pages()}>
            <button type="button" disabled={page <= 1} onClick={() => goTo(page - 1)}>
              {text.previous()}
            </button>
            <span>{text.pageOf(page, pageCount)}</span>
            <button type="button" disabled={page >= pageCount} onClick={() => goTo(page + 1)}>
              {text.next()}
            </button>
          </nav>
        )}
      </>
    );
  }

  return (
    <section className="cw-forum-thread cw-forum-following" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="cw-forum-thread__title">
        {text.title()}
      </h2>
      {body}
      {error && <p role="alert">{error}</p>}
      <p className="cw-forum-thread__sr" role="status">
        {status}
      </p>
    </section>
  );
}
