// Phones: the stacked sections' navigation is a strip that may be wider than the screen.
import { tabIndexForKey } from '@casino/ui';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Scrolls the strip `list` sideways when `entry` does not show whole, clear of the
 * strip's scroll padding (casino-detail.css: the arrow buttons and the fade before them
 * stay in view over the entries' end): the entry comes to the strip's start, where the
 * entries snap, so the snap does not take it back out of view.
 */
export function revealEntry(list: HTMLElement, entry: HTMLElement): void {
  const box = list.getBoundingClientRect();
  const item = entry.getBoundingClientRect();
  const style = getComputedStyle(list);
  const start = box.left + (parseFloat(style.scrollPaddingLeft) || 0);
  const end = box.right - (parseFloat(style.scrollPaddingRight) || 0);
  if (item.left >= start - 1 && item.right <= end + 1) return;
  const delta = item.left - start;
  const reduced = window.matchMedia?.(REDUCED_MOTION).matches ?? false;
  list.scrollBy({ left: delta, behavior: reduced ? 'auto' : 'smooth' });
}

/**
 * The strip's entries by keyboard, as the tabs were: ArrowLeft and ArrowRight move focus
 * to the previous and next entry (wrapping), Home and End to the first and last; the
 * entry focused is scrolled into view (also one reached with Tab). Returns the cleanup.
 */
export function followStripFocus(list: HTMLElement, entries: readonly HTMLElement[]): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const at = entries.indexOf(event.target as HTMLElement);
    const next = at < 0 ? null : tabIndexForKey(event.key, at, entries.length);
    if (next === null) return;
    event.preventDefault();
    entries[next]?.focus({ preventScroll: true });
  };
  const onFocusIn = (event: FocusEvent) => {
    const entry = entries.find((candidate) => candidate === event.target);
    if (entry) revealEntry(list, entry);
  };
  list.addEventListener('keydown', onKeyDown);
  list.addEventListener('focusin', onFocusIn);
  return () => {
    list.removeEventListener('keydown', onKeyDown);
    list.removeEventListener('focusin', onFocusIn);
  };
}
