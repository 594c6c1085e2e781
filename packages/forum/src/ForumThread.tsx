import { useCallback, useEffect, useRef, useState } from 'react';
import { currentUser, loadGeneralState, reportError, useSignals } from '@casino/core';
import { SCROLL_OFFSET_PX, scrollToElement } from '@casino/ui';
import type { PostAnswer } from './calls';
import { HOOKS, idOf } from './hooks';
import { asMember, askLogin } from './member';
import { text } from './messages';
import { insertPost, replaceWithServerHtml, setRepliesCount, showPost } from './page';
import { PostEditor } from './PostEditor';
import type { PostEdit } from './PostEditor';
import type { ForumThreadProps } from './props';
import { QuickReply } from './QuickReply';
import type { QuickReplyHandle } from './QuickReply';
import { useHashTarget } from './useHashTarget';
import { useThreadActions } from './useThreadActions';

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
      {root && <ThreadPage root={root} maxLength={replyMaxLength} />}
    </div>
  );
}

function ThreadPage({ root, maxLength }: { root: HTMLElement; maxLength: number }) {
  useSignals();
  const user = currentUser.value;
  const member = user === undefined ? undefined : user !== null;
  const threadId = idOf(root.dataset.threadId) ?? 0;
  const page = idOf(root.dataset.page);
  const pageCount = idOf(root.dataset.pageCount);
  const replyBox = useRef<QuickReplyHandle>(null);
  const stopFlash = useRef<() => void>(() => {});
  const [announcement, setAnnouncement] = useState('');
  const [edit, setEdit] = useState<PostEdit | null>(null);

  useEffect(() => {
    void loadGeneralState();
  }, []);
  useEffect(() => () => stopFlash.current(), []);

  const flash = (post: HTMLElement | null, focus = false) => {
    if (!post) return;
    stopFlash.current();
    stopFlash.current = showPost(post, { focus });
  };

  const closeEdit = useCallback((current: PostEdit) => {
    current.host.remove();
    current.post.querySelector<HTMLElement>(HOOKS.postText)?.removeAttribute('hidden');
    setEdit(null);
  }, []);

  const startEdit = (post: HTMLElement, postId: number) => {
    if (edit) closeEdit(edit);
    const body = post.querySelector<HTMLElement>(HOOKS.postText);
    if (!body) return;
    const host = document.createElement('div');
    host.setAttribute('data-post-editor', '');
    body.after(host);
    body.hidden = true;
    setEdit({ postId, post, host, html: body.innerHTML });
  };

  useThreadActions(root, {
    threadId,
    asMember,
    onLogin: askLogin,
    onTarget: (target) => replyBox.current?.setTarget(target),
    onEdit: startEdit,
  });

  useHashTarget(root, () => {
    const box = replyBox.current?.element();
    if (box) scrollToElement(box, { offset: SCROLL_OFFSET_PX });
  });

  const onPosted = (answer: PostAnswer) => {
    // A reply that lands on a later page than the one shown is reached by its link.
    if (page !== undefined && pageCount !== undefined && page < pageCount && answer.link) {
      window.location.assign(answer.link);
      return;
    }
    const post = answer.html ? insertPost(root, answer.html) : null;
    if (answer.repliesCount !== undefined)
      setRepliesCount(
        root,
        answer.repliesCount,
        answer.repliesText || text.replies(answer.repliesCount),
      );
    flash(post);
    setAnnouncement(text.posted());
  };

  const onSaved = (current: PostEdit, answer: PostAnswer | null) => {
    const { post } = current;
    closeEdit(current);
    const fresh = answer?.html ? replaceWithServerHtml(post, answer.html, HOOKS.post) : null;
    const shown = fresh ?? post;
    (shown.querySelector<HTMLElement>(HOOKS.postEdit) ?? shown).focus();
    if (fresh) {
      flash(fresh);
      setAnnouncement(text.edited());
    }
  };

  return (
    <>
      <QuickReply
        ref={replyBox}
        root={root}
        threadId={threadId}
        currentPage={page}
        maxLength={maxLength}
        member={member}
        asMember={asMember}
        onLogin={askLogin}
        onPosted={onPosted}
      />
      {edit && (
        <PostEditor
          key={edit.postId}
          edit={edit}
          maxLength={maxLength}
          onLogin={askLogin}
          onSaved={(answer) => onSaved(edit, answer)}
          onCancel={() => {
            closeEdit(edit);
            edit.post.querySelector<HTMLElement>(HOOKS.postEdit)?.focus();
          }}
        />
      )}
      <p className="cw-forum-thread__sr" role="status">
        {announcement}
      </p>
    </>
  );
}
