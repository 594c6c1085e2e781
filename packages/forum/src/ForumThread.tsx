import { Suspense, lazy, useCallback, useEffect, useId, useState } from 'react';
import { currentUser, reportError, useSignals } from '@casino/core';
import { readDraft } from './draft';
import { hashTarget } from './hash';
import { ACTION_HOOKS, HOOKS, idOf } from './hooks';
import { askLogin } from './member';
import { text } from './messages';
import { PlainField } from './PlainField';
import type { ForumThreadProps } from './props';

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
  const selector = threadId === undefined ? HOOKS.thread : `[data-thread-id="${threadId}"]`;
  return document.querySelector<HTMLElement>(selector);
}

/**
 * The thread page (SPEC §2 Forum): binds the server HTML of the thread around it or named
 * by `threadId`, and renders the quick reply box where its placeholder is.
 */
export function ForumThread({ threadId, replyMaxLength }: ForumThreadProps) {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const place = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      const found = findThreadRoot(element, threadId);
      if (!found) reportError('Forum thread: no [data-thread-id] on the page');
      setRoot(found);
    },
    [threadId],
  );
  return (
    <div ref={place} className="cw-forum-thread__root">
      {root && <ThreadOnFirstUse root={root} maxLength={replyMaxLength} />}
    </div>
  );
}

interface FirstUse {
  replay: HTMLElement | null;
  startEditing: boolean;
}

/**
 * Until its first use, the reply box as it first looks, and a watch on the thread's
 * buttons: a click on one loads the thread page, which then answers that click. A link
 * to a post or the reply box, and a member's draft, load it at once.
 */
function ThreadOnFirstUse({ root, maxLength }: { root: HTMLElement; maxLength: number }) {
  useSignals();
  const threadId = idOf(root.dataset.threadId) ?? 0;
  const [use, setUse] = useState<FirstUse | null>(() =>
    hashTarget(window.location.hash) || readDraft(threadId)
      ? { replay: null, startEditing: false }
      : null,
  );
  const used = use !== null;

  useEffect(() => {
    if (used) return;
    const onClick = (event: MouseEvent) => {
      const control = (event.target as Element | null)?.closest?.<HTMLElement>(ACTION_HOOKS);
      if (!control || !root.contains(control)) return;
      event.preventDefault();
      event.stopPropagation();
      setUse({ replay: control, startEditing: false });
    };
    const onHash = () => {
      if (hashTarget(window.location.hash)) setUse({ replay: null, startEditing: false });
    };
    root.addEventListener('click', onClick, true);
    window.addEventListener('hashchange', onHash);
    return () => {
      root.removeEventListener('click', onClick, true);
      window.removeEventListener('hashchange', onHash);
    };
  }, [root, used]);

  const shell = <ReplyShell onUse={() => setUse({ replay: null, startEditing: true })} />;
  if (!use) return shell;
  return (
    <Suspense fallback={shell}>
      <ThreadPage root={root} maxLength={maxLength} {...use} />
    </Suspense>
  );
}

/** The quick reply box as it looks before the thread page's code is in. */
function ReplyShell({ onUse }: { onUse: () => void }) {
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
