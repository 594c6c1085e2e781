/**
 * A locked thread (the root's `data-thread-locked`, SPEC §4 Thread) takes no replies and
 * no edits from members: the reply box gives way to a notice and the posts' Reply, Quote
 * and Edit buttons are hidden. The flag is watched, so a lock set while the member is on
 * the page (a moderator's answer, a live update) takes effect at once, and an unlock
 * brings everything back.
 */
import { useEffect, useState } from 'react';
import { forumHooks } from '@casino/api';
import { HOOKS } from '../shared/hooks';

export const LOCKED_FLAG = forumHooks.threadLocked;
/** Marks the buttons the lock hid, so an unlock shows only those again. */
const HIDDEN_BY_LOCK = forumHooks.hiddenByLock;
const ANSWER_BUTTONS = [HOOKS.postReply, HOOKS.postQuote, HOOKS.postEdit].join(', ');

export const isLocked = (root: HTMLElement): boolean =>
  root.hasAttribute(LOCKED_FLAG) && root.getAttribute(LOCKED_FLAG) !== 'false';

function hideAnswerButtons(root: HTMLElement, hide: boolean) {
  if (hide) {
    root.querySelectorAll<HTMLElement>(ANSWER_BUTTONS).forEach((button) => {
      if (button.hidden) return;
      button.hidden = true;
      button.setAttribute(HIDDEN_BY_LOCK, '');
    });
  } else {
    root.querySelectorAll<HTMLElement>(`[${HIDDEN_BY_LOCK}]`).forEach((button) => {
      button.hidden = false;
      button.removeAttribute(HIDDEN_BY_LOCK);
    });
  }
}

/**
 * Whether the thread is locked for this visitor or member (moderators and administrators
 * still write in it: `applies` false), kept up to date with the root's flag and posts
 * the page gets later.
 */
export function useThreadLocked(root: HTMLElement, applies: boolean): boolean {
  const [locked, setLocked] = useState(() => applies && isLocked(root));
  useEffect(() => {
    const sync = () => {
      const now = applies && isLocked(root);
      setLocked(now);
      hideAnswerButtons(root, now);
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, {
      attributes: true,
      attributeFilter: [LOCKED_FLAG],
      childList: true,
      subtree: true,
    });
    return () => {
      observer.disconnect();
      hideAnswerButtons(root, false);
    };
  }, [root, applies]);
  return locked;
}
