// The page's in-page navigation from the tablet width up (phones have the stacked one).
import { SCROLL_OFFSET_PX, anchorTarget, scrollToElement } from '@casino/ui';
import { VIEWPORT_MIDDLE_LINE } from './constants';

/**
 * Calls `onCurrent` with the index of the target crossing a band at the viewport's
 * middle whenever that changes: an IntersectionObserver on that line, so scrolling reads
 * no layout. Returns the cleanup.
 */
export function followViewportMiddle(
  targets: readonly Element[],
  onCurrent: (index: number) => void,
): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      const crossing = entries.filter((entry) => entry.isIntersecting).at(-1);
      if (crossing) onCurrent(targets.indexOf(crossing.target));
    },
    { rootMargin: VIEWPORT_MIDDLE_LINE },
  );
  targets.forEach((target) => observer.observe(target));
  return () => observer.disconnect();
}

/** Marks the entry at `index` with `aria-current="true"` and takes the mark off the others. */
export function markCurrent(entries: readonly Element[], index: number): void {
  entries.forEach((entry, at) => {
    if (at === index) entry.setAttribute('aria-current', 'true');
    else entry.removeAttribute('aria-current');
  });
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/**
 * SPEC §2 in-page navigation: the server's `nav` of `#id` links to the page's sections.
 * The link of the section crossing the viewport's middle is the current one; a plain
 * click scrolls its section below the fixed header and the sticky navigation and moves
 * keyboard focus there, without touching the address (its `#tab=` stays the tabs').
 * Links to no element of the page stay plain links. Returns the cleanup.
 */
export function followSectionNav(nav: HTMLElement): () => void {
  const pairs = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')].flatMap((link) => {
    const section = anchorTarget(link.getAttribute('href') ?? '');
    return section ? [{ link, section }] : [];
  });
  if (pairs.length === 0) return () => undefined;
  const links = pairs.map((pair) => pair.link);
  const stop = followViewportMiddle(
    pairs.map((pair) => pair.section),
    (index) => markCurrent(links, index),
  );
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const pair = pairs.find((candidate) => candidate.link === link);
    if (!pair || !plainClick(event)) return;
    event.preventDefault();
    markCurrent(links, pairs.indexOf(pair));
    scrollToElement(pair.section, { offset: SCROLL_OFFSET_PX + nav.offsetHeight });
  };
  nav.addEventListener('click', onClick);
  return () => {
    stop();
    nav.removeEventListener('click', onClick);
  };
}
