import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { currentUser, reportError, useSignals } from '@casino/core';
import { forumHooks } from '@casino/api';
import { readDraft, readEditDraft } from '../shared/draft';
import { hashTarget } from '../shared/hash';
import { ACTION_HOOKS, HOOKS, idOf } from '../shared/hooks';
import { askLogin } from '../shared/member';
import { shellText as text } from '../shared/shellMessages';
import { useThreadLocked } from './locked';
import { LockedNotice } from './LockedNotice';
import { ModerationMount, moderates } from '../moderation/mount';
import { PlainField } from '../shared/PlainField';
import { DEFAULT_SEARCH_URLS } from '../props';
import type { ForumThreadProps, NamedItem, SearchUrls } from '../props';

/**
 * The interactive thread page loads on its first use: a reader who only reads loads
 * this file alone.
 */
const ThreadPage = lazy(() =>
  import('./ThreadPage').then(({ ThreadPage }) => ({ default: ThreadPage })),
);

/** The thread root: around the placeholder, else the one with the id, else the first. */
function findThreadRoot(place: HTMLElement, threadId: number | undefined): HTMLElement | null {
  const around = place.closest<HTMLElement>(HOOKS.thread);
  if (around && (threadId === undefined || idOf(around.dataset.threadId) === threadId))
    return around;
  const selector = threadId === undefined ? HOOKS.thread : `[${forumHooks.threadId}="${threadId}"]`;
  return document.querySelector<HTMLElement>(selector);
}

/**
 * The thread page (SPEC §2 Forum): binds the server HTML of the thread around it or named
 * by `threadId`, and renders the quick reply box where its placeholder is.
 */
export function ForumThread({
  threadId,
  replyMaxLength,
  casinos,
  casinoSearchUrl = DEFAULT_SEARCH_URLS.casinos,
  gameSearchUrl = DEFAULT_SEARCH_URLS.games,
}: Omit<ForumThreadProps, 'casinoSearchUrl' | 'gameSearchUrl'> &
  Partial<Pick<ForumThreadProps, 'casinoSearchUrl' | 'gameSearchUrl'>>) {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const place = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      const found = findThreadRoot(element, threadId);
      if (!found) reportError(`Forum thread: no [${forumHooks.threadId}] on the page`);
      setRoot(found);
    },
    [threadId],
  );
  return (
    <div ref={place} className="cw-forum-thread__root">
      {root && <ModerationMount root={root} />}
      {root && (
        <ThreadOnFirstUse
          root={root}
          maxLength={replyMaxLength}
          casinos={casinos}
          searchUrls={{ casinos: casinoSearchUrl, games: gameSearchUrl }}
        />
      )}
    </div>
  );
}

interface FirstUse {
  startEditing: boolean;
}

/**
 * Until its first use, the reply box as it first looks, and a watch on the thread's
 * buttons: a click on one loads the thread page, which then answers that click (also a
 * click that comes while its code is on the way). A link to a post or the reply box, and
 * a member's draft, load it at once.
 */
function ThreadOnFirstUse({
  root,
  maxLength,
  casinos,
  searchUrls,
}: {
  root: HTMLElement;
  maxLength: number;
  casinos: NamedItem[];
  searchUrls: SearchUrls;
}) {
  useSignals();
  const user = currentUser.value;
  const locked = useThreadLocked(root, !moderates(user));
  const [use, setUse] = useState<FirstUse | null>(() =>
    hashTarget(window.location.hash) ? { startEditing: false } : null,
  );
  // The member's draft of this thread (or of an edit of a post here) loads it at once.
  const userId = user?.id;
  const [draftsOf, setDraftsOf] = useState<number | undefined>(undefined);
  if (userId !== undefined && draftsOf !== userId) {
    setDraftsOf(userId);
    if (!use && hasDraftHere(root, userId)) setUse({ startEditing: false });
  }
  /** The thread page has bound the thread: clicks are its own from then on. */
  const bound = useRef(false);
  const pendingClick = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const load = () => setUse((current) => current ?? { startEditing: false });
    const onClick = (event: MouseEvent) => {
      if (bound.current) return;
      const control = (event.target as Element | null)?.closest?.<HTMLElement>(ACTION_HOOKS);
      if (!control || !root.contains(control)) return;
      event.preventDefault();
      event.stopPropagation();
      pendingClick.current = control;
      load();
    };
    const onHash = () => {
      if (!bound.current && hashTarget(window.location.hash)) load();
    };
    root.addEventListener('click', onClick, true);
    window.addEventListener('hashchange', onHash);
    return () => {
      root.removeEventListener('click', onClick, true);
      window.removeEventListener('hashchange', onHash);
    };
  }, [root]);

  const takeClick = useCallback(() => {
    bound.current = true;
    const control = pendingClick.current;
    pendingClick.current = null;
    return control;
  }, []);

  const shell = locked ? (
    <LockedNotice />
  ) : (
    <ReplyShell maxLength={maxLength} onUse={() => setUse({ startEditing: true })} />
  );
  if (!use) return shell;
  return (
    <Suspense fallback={shell}>
      <ThreadPage
        root={root}
        maxLength={maxLength}
        casinos={casinos}
        searchUrls={searchUrls}
        startEditing={use.startEditing}
        locked={locked}
        takeClick={takeClick}
      />
    </Suspense>
  );
}

/** The member's reply, or an edit of one of their posts on this page, waits unsent. */
function hasDraftHere(root: HTMLElement, userId: number): boolean {
  if (readDraft(userId, idOf(root.dataset.threadId) ?? 0)) return true;
  return [...root.querySelectorAll<HTMLElement>(`[${forumHooks.postOwn}]`)].some((post) => {
    const postId = idOf(post.dataset.postId);
    return postId !== undefined && readEditDraft(userId, postId) !== null;
  });
}

/** The quick reply box as it looks before the thread page's code is in. */
function ReplyShell({ maxLength, onUse }: { maxLength: number; onUse: () => void }) {
  const id = useId();
  const visitor = currentUser.value === null;
  return (
    <section className="cw-forum-thread__reply" aria-labelledby={`${id}-title`} data-reply-box>
      <h2 id={`${id}-title`} className="cw-forum-thread__title">
        {text.replyTitle()}
      </h2>
      <div className="cw-forum-thread__form">
        <PlainField
          id={`${id}-field`}
          value=""
          maxLength={maxLength}
          visitor={visitor}
          onWanted={onUse}
          onVisitor={askLogin}
        />
        <div className="cw-forum-thread__buttons">
          <button
            type="button"
            className="cw-forum-thread__primary"
            onClick={visitor ? askLogin : onUse}
          >
            {text.send()}
          </button>
        </div>
      </div>
    </section>
  );
}
