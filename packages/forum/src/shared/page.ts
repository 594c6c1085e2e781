/**
 * Updates of the thread page's server HTML: the backend's HTML (a post, a like or follow
 * button, a poll) comes cleaned by ui's sanitizer (`withCleanHtml`), as inert nodes; posts
 * are found, highlighted and scrolled to.
 */
import { clock } from '@casino/core';
import { SCROLL_OFFSET_PX, scrollToElement } from '@casino/ui';
import { forumHooks, pageHooks } from '@casino/api';
import { POST_FLASH_MS } from './constants';
import { HOOKS } from './hooks';

/** Lets an element that is no control take the focus from script (tabindex -1). */
function focusable(element: HTMLElement): HTMLElement {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.tabIndex = -1;
  return element;
}

/**
 * Puts the server's new version of `old` (the first `selector` of `nodes`) in its place;
 * when the focus was inside the old one it goes to the new one. Returns the new element,
 * or null when the HTML has none (the old one stays).
 */
export function replaceWithServerHtml(
  old: HTMLElement,
  nodes: DocumentFragment,
  selector: string,
): HTMLElement | null {
  const fresh = nodes.querySelector<HTMLElement>(selector);
  if (!fresh) return null;
  const focused = old.contains(document.activeElement);
  old.replaceWith(fresh);
  if (focused) focusable(fresh).focus({ preventScroll: true });
  return fresh;
}

export function findPost(root: ParentNode, postId: number): HTMLElement | null {
  return root.querySelector<HTMLElement>(`${HOOKS.post}[${pageHooks.postId}="${postId}"]`);
}

/** Appends a post (its cleaned nodes) to the page's posts; returns the post element. */
export function insertPost(root: ParentNode, nodes: DocumentFragment): HTMLElement | null {
  const list = root.querySelector(HOOKS.posts);
  if (!list) return null;
  const post = nodes.querySelector<HTMLElement>(HOOKS.post);
  list.append(nodes);
  return post;
}

/** SPEC §7 repliesCount and repliesText: the thread's count of replies as the page shows it. */
export function setRepliesCount(root: ParentNode, count: number, shown: string): void {
  root.querySelectorAll(HOOKS.repliesCount).forEach((element) => {
    element.setAttribute(forumHooks.repliesCount, String(count));
    element.textContent = shown;
  });
}

/** Who wrote a post and its text, for the line above the reply box. */
export function describePost(post: HTMLElement): { author: string | null; text: string } {
  const author = post.querySelector(HOOKS.postAuthor)?.textContent?.trim() || null;
  const body = post.querySelector(HOOKS.postText)?.textContent ?? '';
  return { author, text: body.replace(/\s+/g, ' ').trim() };
}

const FLASH_STYLE = { outline: '3px solid #f5b400', outlineOffset: '2px' } as const;

/** SPEC §9: highlights a post for 4 s (`data-post-flash`). Returns a cancel. */
export function flashPost(post: HTMLElement): () => void {
  post.setAttribute(forumHooks.postFlash, '');
  Object.assign(post.style, FLASH_STYLE);
  const end = () => {
    post.removeAttribute(forumHooks.postFlash);
    post.style.outline = '';
    post.style.outlineOffset = '';
  };
  const timer = clock.setTimeout(end, POST_FLASH_MS);
  return () => {
    clock.clearTimeout(timer);
    end();
  };
}

/** SPEC §9: scrolls a post to just below the fixed header (90 px) and highlights it. */
export function showPost(post: HTMLElement, { focus = true }: { focus?: boolean } = {}) {
  scrollToElement(post, { offset: SCROLL_OFFSET_PX, focus });
  return flashPost(post);
}

/**
 * A member's new reply: highlighted, and scrolled to just below the fixed header only
 * when it is not all in view already (it goes in just above the reply box, where the
 * member is). Whether it is comes from an IntersectionObserver, after the frame's own
 * layout: reading the post's place at once would lay the page out twice for the reply.
 * Returns a cancel.
 */
export function revealPost(post: HTMLElement): () => void {
  const stopFlash = flashPost(post);
  if (typeof IntersectionObserver === 'undefined') {
    scrollToElement(post, { offset: SCROLL_OFFSET_PX, focus: false });
    return stopFlash;
  }
  const watch = new IntersectionObserver(
    ([entry]) => {
      watch.disconnect();
      if (entry && entry.intersectionRatio < 1)
        scrollToElement(post, { offset: SCROLL_OFFSET_PX, focus: false });
    },
    { rootMargin: `-${SCROLL_OFFSET_PX}px 0px 0px 0px`, threshold: 1 },
  );
  watch.observe(post);
  return () => {
    watch.disconnect();
    stopFlash();
  };
}
