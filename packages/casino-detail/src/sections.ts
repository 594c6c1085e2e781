// The page's in-page navigation from the tablet width up (phones have the stacked one).
import { SCROLL_OFFSET_PX, anchorTarget, scrollToElement } from '@casino/ui';
import { VIEWPORT_MIDDLE_LINE } from './constants';

/** The visitor's own input: it ends a hold on the chosen section. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

export interface MiddleFollower {
  /**
   * Keeps the current section as it is until the visitor's next input: a chosen section
   * too short to reach the viewport's middle stays current after the jump to it.
   */
  hold(): void;
  stop(): void;
}

/**
 * Calls `onCurrent` with the index of the target crossing a band at the viewport's
 * middle whenever that changes: an IntersectionObserver on that line, so scrolling reads
 * no layout.
 */
export function followViewportMiddle(
  targets: readonly Element[],
  onCurrent: (index: number) => void,
): MiddleFollower {
  let held = false;
  const release = () => {
    held = false;
  };
  const observer = new IntersectionObserver(
    (entries) => {
      const crossing = entries.filter((entry) => entry.isIntersecting).at(-1);
      if (crossing && !held) onCurrent(targets.indexOf(crossing.target));
    },
    { rootMargin: VIEWPORT_MIDDLE_LINE },
  );
  targets.forEach((target) => observer.observe(target));
  for (const name of VISITOR_INPUT) window.addEventListener(name, release, true);
  return {
    hold: () => {
      held = true;
    },
    stop: () => {
      observer.disconnect();
      for (const name of VISITOR_INPUT) window.removeEventListener(name, release, true);
    },
  };
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
 * click makes its link current (until the visitor's next input), scrolls its section
 * below the fixed header and the sticky navigation and moves keyboard focus there,
 * without touching the address (its `#tab=` stays the tabs').
 * Links to no element of the page stay plain links. Returns the cleanup.
 */
export function followSectionNav(nav: HTMLElement): () => void {
  const pairs = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')].flatMap((link) => {
    const section = anchorTarget(link.getAttribute('href') ?? '');
    return section ? [{ link, section }] : [];
  });
  if (pairs.length === 0) return () => undefined;
  const links = pairs.map((pair) => pair.link);
  const follower = followViewportMiddle(
    pairs.map((pair) => pair.section),
    (index) => markCurrent(links, index),
  );
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const pair = pairs.find((candidate) => candidate.link === link);
    if (!pair || !plainClick(event)) return;
    event.preventDefault();
    markCurrent(links, pairs.indexOf(pair));
    follower.hold();
    scrollToElement(pair.section, { offset: SCROLL_OFFSET_PX + nav.offsetHeight });
  };
  nav.addEventListener('click', onClick);
  return () => {
    follower.stop();
    nav.removeEventListener('click', onClick);
  };
}
