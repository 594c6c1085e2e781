import { useCallback, useEffect, useRef, useState } from 'react';
import { currentUser, loadGeneralState, useSignals } from '@casino/core';
import { SCROLL_OFFSET_PX, scrollToElement } from '@casino/ui';
import { forumHooks } from '@casino/api';
import type { PostAnswer } from '../shared/calls';
import { HOOKS, idOf } from '../shared/hooks';
import { askLogin, asMember } from '../shared/member';
import { representedCasinos } from '../shared/PostAs';
import { readDraft, readEditDraft } from '../shared/draft';
import { LockedNotice } from './LockedNotice';
import { DEFAULT_SEARCH_URLS } from '../props';
import type { NamedItem, SearchUrls } from '../props';
import { text } from '../messages';
import {
  insertPost,
  replaceWithServerHtml,
  revealPost,
  setRepliesCount,
  showPost,
} from '../shared/page';
import { PostEditor } from './PostEditor';
import type { PostEdit } from './PostEditor';
import { QuickReply } from './QuickReply';
import type { QuickReplyHandle } from './QuickReply';
import { useHashTarget } from './useHashTarget';
import { useThreadActions } from './useThreadActions';

export interface ThreadPageProps {
  root: HTMLElement;
  maxLength: number;
  /** Names of the casinos a representative may post for. */
  casinos?: NamedItem[] | undefined;
  /** For the casino and game of a winning screenshot. */
  searchUrls?: SearchUrls | undefined;
  /**
   * Marks the thread as bound here and gives the server's button whose click came before
   * (it loaded this code), which is then clicked again.
   */
  takeClick?: (() => HTMLElement | null) | undefined;
  /** The reply box was focused before this code came: the editor opens. */
  startEditing?: boolean | undefined;
  /** The thread is locked for this member: a notice instead of the reply box, no edits. */
  locked?: boolean | undefined;
}

/**
 * The interactive thread page, loaded on its first use (see ForumThread): the server's
 * buttons bound by delegation on the thread root, the quick reply, post edits and the
 * post named in the address.
 */
export function ThreadPage({
  root,
  maxLength,
  casinos = [],
  searchUrls = DEFAULT_SEARCH_URLS,
  takeClick,
  startEditing,
  locked = false,
}: ThreadPageProps) {
  useSignals();
  const user = currentUser.value;
  const member = user === undefined ? undefined : user !== null;
  const threadId = idOf(root.dataset.threadId) ?? 0;
  const page = idOf(root.dataset.page);
  const pageCount = idOf(root.dataset.pageCount);
  const replyBox = useRef<QuickReplyHandle>(null);
  const stopFlash = useRef<() => void>(() => {});
  // Each message is a new node in the live region: a second reply's message, the same
  // words as the first's, is announced again.
  const [announcement, setAnnouncementState] = useState({ text: '', count: 0 });
  const setAnnouncement = (message: string) =>
    setAnnouncementState(({ count }) => ({ text: message, count: count + 1 }));
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

  // A lock takes the post's editor away (what was typed stays as the member's draft) and
  // an unlock brings it back.
  useEffect(() => {
    const body = edit?.post.querySelector<HTMLElement>(HOOKS.postText);
    if (!edit || !body) return;
    if (locked) edit.host.remove();
    else if (!edit.host.isConnected) body.after(edit.host);
    body.hidden = !locked;
  }, [locked, edit]);

  const startEdit = (post: HTMLElement, postId: number) => {
    if (edit) closeEdit(edit);
    const body = post.querySelector<HTMLElement>(HOOKS.postText);
    if (!body) return;
    const host = document.createElement('div');
    host.setAttribute(forumHooks.postEditor, '');
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

  // A reload keeps an unsaved edit: the member's post opens in its editor again.
  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined || locked) return;
    for (const post of root.querySelectorAll<HTMLElement>(`[${forumHooks.postOwn}]`)) {
      const postId = idOf(post.dataset.postId);
      if (postId !== undefined && readEditDraft(userId, postId)) {
        // The editor's place is in the server's HTML: opening it changes the page first.
        // eslint-disable-next-line react-hooks/set-state-in-effect
        startEdit(post, postId);
        return;
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once a member is known
  }, [root, userId]);

  const takeFirstClick = useRef(takeClick);
  useEffect(() => {
    // After the thread's own listeners are on (the effects above ran first).
    takeFirstClick.current?.()?.click();
  }, []);

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
    if (post) {
      stopFlash.current();
      stopFlash.current = revealPost(post);
    }
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
      {locked ? (
        <LockedNotice
          draft={userId !== undefined && readDraft(userId, threadId) !== null}
          takeLostFocus
        />
      ) : (
        <QuickReply
          // Another member (or a logout) gets a box of their own: nobody sees another's draft.
          key={userId ?? 'visitor'}
          ref={replyBox}
          root={root}
          threadId={threadId}
          currentPage={page}
          maxLength={maxLength}
          member={member}
          userId={userId}
          userName={user?.userName ?? ''}
          represented={representedCasinos(user?.representedCasinoIds ?? [], casinos)}
          searchUrls={searchUrls}
          startEditing={startEditing}
          asMember={asMember}
          onLogin={askLogin}
          onPosted={onPosted}
        />
      )}
      {edit && !locked && userId !== undefined && (
        <PostEditor
          key={edit.postId}
          edit={edit}
          userId={userId}
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
        <span key={announcement.count}>{announcement.text}</span>
      </p>
    </>
  );
}
