/**
 * The page after a moderation answer: the thread's state on its root and header, a post
 * replaced by the server's HTML (DOMPurify first, see ../page.ts) or taken out.
 */
import type { forumModeration } from '@casino/api';
import { HOOKS } from '../shared/hooks';
import { replaceWithServerHtml, setRepliesCount } from '../shared/page';
import { text } from './messages';

/** The thread root's attributes of its moderation state (mocks/README.md thread hooks). */
export const THREAD_FLAGS = {
  locked: 'data-thread-locked',
  pinned: 'data-thread-pinned',
  winningScreenshotsEnabled: 'data-winning-screenshots',
  followDisabled: 'data-thread-follow-disabled',
  pollOnForumHomepage: 'data-thread-poll-homepage',
  own: 'data-thread-own',
} as const;

export const POST_FLAGS = {
  pinned: 'data-post-pinned',
  hidden: 'data-post-hidden',
  own: 'data-post-own',
  deleted: 'data-post-deleted',
  adminStatus: 'data-post-admin-status',
  assignee: 'data-post-assignee',
  authorBanned: 'data-user-banned',
} as const;

/** Marks every post of the member on the page as of a banned author, or not. */
export function applyBan(root: HTMLElement, userId: number, banned: boolean) {
  root
    .querySelectorAll<HTMLElement>(`[data-post-id][data-user-id="${userId}"]`)
    .forEach((post) => post.toggleAttribute(POST_FLAGS.authorBanned, banned));
}

const LOCKED_NOTE = '[data-thread-locked-note]';

function flag(element: HTMLElement, name: string, on: boolean) {
  element.toggleAttribute(name, on);
}

/** The thread's title, category, flags and locked note as the answer has them. */
export function applyThreadState(root: HTMLElement, state: forumModeration.ThreadState) {
  const title = root.querySelector<HTMLElement>('[data-thread-title]');
  if (title) title.textContent = state.title;
  const category = root.querySelector<HTMLElement>('[data-thread-category]');
  if (category) {
    category.setAttribute('data-thread-category', String(state.categoryId));
    if (state.categoryName) category.textContent = state.categoryName;
  }
  flag(root, THREAD_FLAGS.locked, state.locked);
  flag(root, THREAD_FLAGS.pinned, state.pinned);
  flag(root, THREAD_FLAGS.winningScreenshotsEnabled, state.winningScreenshotsEnabled);
  flag(root, THREAD_FLAGS.followDisabled, !state.followEnabled);
  flag(root, THREAD_FLAGS.pollOnForumHomepage, !!state.pollOnForumHomepage);
  root.querySelectorAll<HTMLElement>(HOOKS.threadFollow).forEach((button) => {
    button.hidden = !state.followEnabled;
  });
  const note = root.querySelector(LOCKED_NOTE);
  if (state.locked && !note) {
    const added = document.createElement('p');
    added.className = 'cg-thread__locked';
    added.setAttribute('data-thread-locked-note', '');
    added.textContent = text.lockedNote();
    (root.querySelector('[data-thread-actions]') ?? title)?.after(added);
  } else if (!state.locked) note?.remove();
}

/**
 * A post as the answer has it: its new HTML in its place, or (deleted without a trace)
 * gone. Returns the post now on the page, or null.
 */
export function applyPost(
  root: HTMLElement,
  post: HTMLElement,
  answer: Pick<forumModeration.PostAnswer, 'html' | 'repliesCount' | 'repliesText'>,
): HTMLElement | null {
  const fresh = answer.html ? replaceWithServerHtml(post, answer.html, HOOKS.post) : null;
  if (!answer.html) post.remove();
  if (answer.repliesCount !== undefined)
    setRepliesCount(root, answer.repliesCount, answer.repliesText ?? String(answer.repliesCount));
  return fresh;
}
