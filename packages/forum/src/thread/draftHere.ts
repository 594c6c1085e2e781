import { forumHooks } from '@casino/api';
import { readDraft, readEditDraft } from '../shared/draft';
import { idOf } from '../shared/hooks';

/**
 * The member's reply, or an edit of one of their posts on this page, waits unsent.
 * Loaded for members only (a visitor has no drafts): see ForumThread.
 */
export function hasDraftHere(root: HTMLElement, userId: number): boolean {
  if (readDraft(userId, idOf(root.dataset.threadId) ?? 0)) return true;
  return [...root.querySelectorAll<HTMLElement>(`[${forumHooks.postOwn}]`)].some((post) => {
    const postId = idOf(post.dataset.postId);
    return postId !== undefined && readEditDraft(userId, postId) !== null;
  });
}
