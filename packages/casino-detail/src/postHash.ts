import { scrollToElement } from '@casino/ui';
import { pageHooks } from '@casino/api';

/** The forum's ways to name a post: `data-post-id` on the post, or its anchor `post-{id}`. */
const postSelector = (id: string) =>
  `[${pageHooks.postId}="${CSS.escape(id)}"], #${CSS.escape(`post-${id}`)}`;

/**
 * SPEC §2: `post` in the hash scrolls to that forum post. The discussion loads lazily, so
 * the post is awaited as the discussion's HTML arrives, then scrolled to and focused,
 * once. Returns the cleanup (which also stops waiting).
 */
export function followPost(root: HTMLElement, postId: string): () => void {
  if (!/^\d+$/.test(postId)) return () => undefined;
  const selector = postSelector(postId);
  const show = () => {
    const post = root.querySelector<HTMLElement>(selector);
    if (!post) return false;
    if (!post.hasAttribute('tabindex')) post.tabIndex = -1;
    scrollToElement(post);
    return true;
  };
  if (show()) return () => undefined;
  const watch = new MutationObserver(() => {
    if (show()) watch.disconnect();
  });
  watch.observe(root, { childList: true, subtree: true });
  return () => watch.disconnect();
}
