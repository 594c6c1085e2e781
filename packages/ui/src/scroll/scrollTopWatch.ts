import { pageHooks } from '@casino/api';
import { logFailedLoad } from '@casino/core';
import { loadScrolling } from './smoothScroll';
import { SCROLL_TO_TOP_FOCUS_TARGETS } from './scrollTargets';

export { SCROLL_TO_TOP_FOCUS_TARGETS } from './scrollTargets';

/**
 * SPEC §2: the scroll-to-top button shows once the page is scrolled past one viewport
 * height (the threshold is the viewport's height itself, so it follows resizing).
 */
export const SCROLL_TO_TOP_VIEWPORTS = 1;

export function isPastOneViewport(
  scrollY: number = window.scrollY,
  viewportHeight: number = window.innerHeight,
): boolean {
  return scrollY > viewportHeight * SCROLL_TO_TOP_VIEWPORTS;
}

/**
 * Scrolls to the top (smoothly unless reduced motion is on) and moves focus to the top.
 * Its code loads with the first scroll of the page: the promise settles once scrolled.
 */
export function scrollToTop(
  focusTargets: string | readonly string[] = SCROLL_TO_TOP_FOCUS_TARGETS,
): Promise<void> {
  return loadScrolling().then(
    (module) => module.scrollToTop(focusTargets),
    (error: unknown) => void logFailedLoad('Scrolling', error),
  );
}

/** Follows the page's scroll position; `onChange` gets whether the button should show. */
export function watchScrollToTop(onChange: (visible: boolean) => void): () => void {
  let visible: boolean | undefined;
  const update = () => {
    const next = isPastOneViewport();
    if (next === visible) return;
    visible = next;
    onChange(next);
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
  window.addEventListener('resize', update);
  return () => {
    window.removeEventListener('scroll', update);
    window.removeEventListener('resize', update);
  };
}

/**
 * Server HTML hook: a `[data-cw-scroll-to-top]` button is hidden until the page is
 * scrolled past one viewport height; a click scrolls to the top. Returns the cleanup.
 */
export function enhanceScrollToTop(root: ParentNode): () => void {
  const buttons = [...root.querySelectorAll<HTMLElement>(`[${pageHooks.cwScrollToTop}]`)];
  if (buttons.length === 0) return () => undefined;
  const onClick = (event: Event) => {
    event.preventDefault();
    void scrollToTop();
  };
  buttons.forEach((button) => button.addEventListener('click', onClick));
  const stop = watchScrollToTop((visible) =>
    buttons.forEach((button) => {
      button.hidden = !visible;
    }),
  );
  return () => {
    stop();
    buttons.forEach((button) => button.removeEventListener('click', onClick));
  };
}
