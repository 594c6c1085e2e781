import { useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { forum, forumHooks } from '@casino/api';
import { call } from '@casino/core';
import { ForumThread } from '../thread/ForumThread';
import { hashTarget } from '../shared/hash';
import { idOf } from '../shared/hooks';
import { shellText as text } from '../shared/shellMessages';
import type { ForumDiscussionProps } from './discussionProps';
import { usePagedHtml } from './usePagedHtml';

interface PagedProps {
  load: (page: number, signal: AbortSignal, postId?: number) => Promise<string>;
  what: string;
  loading: string;
  retry: string;
  /** Posts named in the address (`#post=`) load the page that holds them. */
  followsPosts?: boolean;
  /** What goes after the box, given the box once a page is in. */
  children?: (shown: { box: HTMLElement; page: number } | null) => ReactNode;
}

/** The post the address names (`#post=12`, `#tab=reviews&post=12`, `#post-12`), if any. */
function postInHash(): number | undefined {
  const target = hashTarget(window.location.hash);
  return target?.kind === 'post' ? target.postId : undefined;
}

/** One paged piece of server HTML, its loading line and its retry button. */
function PagedHtml({ load, what, loading, retry, followsPosts = false, children }: PagedProps) {
  const [postId] = useState(() => (followsPosts ? postInHash() : undefined));
  const { setBox, status, shown, onClick, onRetry, showPost } = usePagedHtml(load, what, postId);
  useEffect(() => {
    if (!followsPosts) return;
    const onHash = () => {
      const named = postInHash();
      if (named !== undefined) showPost(named);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [followsPosts, showPost]);
  return (
    <>
      {/* The server's HTML goes in here; clicks on its pager's links bubble to this box. */}
      <div
        ref={setBox}
        className="cw-forum-discussion__page"
        tabIndex={-1}
        aria-busy={status === 'loading'}
        onClick={onClick}
      />
      {status === 'loading' && (
        <p className="cw-forum-discussion__status" role="status">
          {loading}
        </p>
      )}
      {status === 'failed' && (
        <button type="button" className="cw-forum-thread__secondary" onClick={onRetry}>
          {retry}
        </button>
      )}
      {children?.(shown)}
    </>
  );
}

/**
 * Forum posts on another page (SPEC §2 "Static page discussion tab", Casino detail
 * "discussion" tab): the discussion's thread page from the server, paged in place, bound
 * and answered by the thread page's own machinery (ForumThread: delegation, quick reply,
 * likes, follow, polls); on a casino's page its related forum threads too.
 */
export function ForumDiscussion(props: ForumDiscussionProps) {
  const { staticPageId, casinoId } = props;
  const loadDiscussion = useCallback(
    async (page: number, signal: AbortSignal, postId?: number) => {
      // The page of a post named in the address (README "Choices": `postId`), else `page`.
      const paging = postId !== undefined ? { postId } : page > 1 ? { page } : {};
      if (staticPageId !== undefined)
        return (await call(forum.staticPageDiscussion, { staticPageId, ...paging }, { signal }))
          .html;
      return call(forum.casinoDiscussion, { casinoId: casinoId!, ...paging }, { signal });
    },
    [staticPageId, casinoId],
  );
  const loadRelated = useCallback(
    (page: number, signal: AbortSignal) =>
      call(
        forum.relatedForumThreads,
        { casinoId: casinoId!, ...(page > 1 ? { page } : {}) },
        { signal },
      ),
    [casinoId],
  );
  return (
    // The thread's own class: its quick reply, posts and dialogs look as on the thread page.
    <div className="cw-forum-discussion cw-forum-thread">
      <PagedHtml
        load={loadDiscussion}
        what="Forum discussion"
        loading={text.discussionLoading()}
        retry={text.discussionRetry()}
        followsPosts
      >
        {(shown) => {
          const root = shown?.box.querySelector<HTMLElement>(`[${forumHooks.threadId}]`);
          const threadId = idOf(root?.dataset.threadId);
          return (
            shown &&
            threadId !== undefined && (
              <ForumThread
                // Each page is a new thread root to bind.
                key={`${threadId}:${shown.page}`}
                threadId={threadId}
                replyMaxLength={props.replyMaxLength}
                casinos={props.casinos}
                casinoSearchUrl={props.casinoSearchUrl}
                gameSearchUrl={props.gameSearchUrl}
              />
            )
          );
        }}
      </PagedHtml>
      {casinoId !== undefined && (
        <PagedHtml
          load={loadRelated}
          what="Related forum threads"
          loading={text.relatedLoading()}
          retry={text.relatedRetry()}
        />
      )}
    </div>
  );
}
