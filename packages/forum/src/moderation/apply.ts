/**
 * The page after a moderation answer: the thread's state on its root and header, a post
 * replaced by the server's HTML (DOMPurify first, see ../page.ts) or taken out.
 */
import type { forumModeration } from '@casino/api';
import { forumHooks, pageHooks } from '@casino/api';
import { HOOKS } from '../shared/hooks';
import { replaceWithServerHtml, setRepliesCount } from '../shared/page';
import { text } from './messages';

/** The thread root's attributes of its moderation state (mocks/README.md thread hooks). */
export const THREAD_FLAGS = {
  locked: forumHooks.threadLocked,
  pinned: forumHooks.threadPinned,
  winningScreenshotsEnabled: forumHooks.winningScreenshots,
  followDisabled: forumHooks.threadFollowDisabled,
  pollOnForumHomepage: forumHooks.threadPollHomepage,
  own: forumHooks.threadOwn,
} as const;

export const POST_FLAGS = {
  pinned: forumHooks.postPinned,
  hidden: forumHooks.postHidden,
  own: forumHooks.postOwn,
  deleted: forumHooks.postDeleted,
  adminStatus: forumHooks.postAdminStatus,
  assignee: forumHooks.postAssignee,
  authorBanned: forumHooks.userBanned,
} as const;

/** Marks every post of the member on the page as of a banned author, or not. */
export function applyBan(root: HTMLElement, userId: number, banned: boolean) {
  root
    .querySelectorAll<HTMLElement>(`[${pageHooks.postId}][${forumHooks.userId}="${userId}"]`)
    .forEach((post) => post.toggleAttribute(POST_FLAGS.authorBanned, banned));
}

const LOCKED_NOTE = `[${forumHooks.threadLockedNote}]`;

function flag(element: HTMLElement, name: string, on: boolean) {
  element.toggleAttribute(name, on);
}

/** The thread's title, category, flags and locked note as the answer has them. */
export function applyThreadState(root: HTMLElement, state: forumModeration.ThreadState) {
  const title = root.querySelector<HTMLElement>(`[${forumHooks.threadTitle}]`);
  if (title) title.textContent = state.title;
  const category = root.querySelector<HTMLElement>(`[${forumHooks.threadCategory}]`);
  if (category) {
    category.setAttribute(forumHooks.threadCategory, String(state.categoryId));
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
    added.setAttribute(forumHooks.threadLockedNote, '');
    added.textContent = text.lockedNote();
    (root.querySelector(`[${forumHooks.threadActions}]`) ?? title)?.after(added);
  } else if (!state.locked) note?.remove();
}

/**
 * A post as the answer has it: its new HTML in its place, or (deleted without a trace)
 * gone. Returns the post now on the page, or null.
 */
export function applyPost(
  root: HTMLElement,
  post: HTMLElement,
  answer: Pick<forumModeration.PostAnswer, 'repliesCount' | 'repliesText'> & {
    html: DocumentFragment | null;
  },
): HTMLElement | null {
  const fresh = answer.html ? replaceWithServerHtml(post, answer.html, HOOKS.post) : null;
  if (!answer.html) post.remove();
  if (answer.repliesCount !== undefined)
    setRepliesCount(root, answer.repliesCount, answer.repliesText ?? String(answer.repliesCount));
  return fresh;
}
