import { backendFragment } from '@casino/ui';
import { pageHooks, reviewsHooks } from '@casino/api';
import { text } from './messages';

/** Shows a like button as liked or not, with its count (SPEC §9's like groups beside it). */
export function setLiked(button: HTMLElement, liked: boolean, count: number | null) {
  button.setAttribute('aria-pressed', String(liked));
  button.dataset.liked = String(liked);
  if (count === null) return;
  const shown = Math.max(0, count);
  const counter = button.querySelector(`[${pageHooks.likeCount}]`);
  if (counter) counter.textContent = String(shown);
  // An optional label beside the count ("3 likes") follows SPEC §9's like groups.
  const label = button.querySelector(`[${reviewsHooks.likeLabel}]`);
  if (label) label.textContent = text.likes(shown);
}

export function countOf(button: HTMLElement): number | null {
  const value = Number(button.querySelector(`[${pageHooks.likeCount}]`)?.textContent);
  return Number.isFinite(value) ? value : null;
}

/**
 * The like answer's `html` is the button as the server shows it now (SPEC §3 Like): its
 * content and state go into the button on the page, which keeps its focus and animation.
 * Returns false when the answer has no such button.
 */
export function showServerButton(button: HTMLElement, html: string | null | undefined): boolean {
  if (!html) return false;
  const fresh = backendFragment(html).querySelector<HTMLElement>(`[${reviewsHooks.reviewLike}]`);
  if (!fresh) return false;
  button.replaceChildren(...fresh.childNodes);
  for (const name of ['aria-pressed', pageHooks.liked, 'aria-label', 'title']) {
    const value = fresh.getAttribute(name);
    if (value === null) button.removeAttribute(name);
    else button.setAttribute(name, value);
  }
  return true;
}
