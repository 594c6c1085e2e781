import { useEffect, useRef } from 'react';
import { reportError } from '@casino/core';
import { ACTION_HOOKS, HOOKS, idOf } from '../shared/hooks';
import { describePost } from '../shared/page';
import { vote } from './poll';
import type { ReplyTarget } from './ReplyTarget';
import { toggleFollow, toggleLike } from './toggles';

export interface ThreadActions {
  threadId: number;
  /** Runs the action for a member; asks a visitor to log in instead. */
  asMember: (action: () => void) => void;
  onLogin: () => void;
  onTarget: (target: ReplyTarget) => void;
  onEdit: (post: HTMLElement, postId: number) => void;
}

/**
 * The buttons of the thread's server HTML, bound once by event delegation on the thread
 * root, so posts (and buttons) the page gets later work too: likes, follow, poll options,
 * reply, quote and edit.
 */
export function useThreadActions(root: HTMLElement, actions: ThreadActions) {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });

  useEffect(() => {
    const act = (hook: HTMLElement) => {
      const { threadId, onLogin, onTarget, onEdit } = latest.current;
      const done = (result: string, what: string) => {
        if (result === 'login') onLogin();
        else if (result === 'failed') reportError(`Forum: ${what} failed`);
      };
      if (hook.matches(HOOKS.postLike) || hook.matches(HOOKS.threadLike)) {
        void toggleLike(hook).then((result) => done(result, 'like'));
        return;
      }
      if (hook.matches(HOOKS.threadFollow)) {
        void toggleFollow(hook, threadId).then((result) => done(result, 'follow'));
        return;
      }
      if (hook.matches(HOOKS.pollOption)) {
        void vote(hook).then((result) => result === 'login' && onLogin());
        return;
      }
      const post = hook.closest<HTMLElement>(HOOKS.post);
      const postId = idOf(post?.dataset.postId);
      if (!post || postId === undefined) return;
      if (hook.matches(HOOKS.postEdit)) {
        onEdit(post, postId);
        return;
      }
      const { author, text } = describePost(post);
      onTarget({ kind: hook.matches(HOOKS.postQuote) ? 'quote' : 'reply', postId, author, text });
    };

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !(event.target instanceof Element)) return;
      const hook = event.target.closest<HTMLElement>(ACTION_HOOKS);
      if (!hook || !root.contains(hook)) return;
      event.preventDefault();
      latest.current.asMember(() => act(hook));
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [root]);
}
