import { tracking } from '@casino/api';
import type { PageClicks } from './pageClicks';
import { report } from './send';

/** SPEC §2: outbound links start with /exit or /exitb. */
const EXIT_PATH = /^\/exitb?(\/|$)/;

/** The outbound link a click follows, if it is one. */
export function exitLinkOf(event: MouseEvent): HTMLAnchorElement | null {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  return link.origin === location.origin && EXIT_PATH.test(link.pathname) ? link : null;
}

/**
 * `POST /exitf` for every followed outbound link (SPEC §7 link tracking), sent at once
 * with keepalive because the page is about to go; it only listens and does not change
 * what the click does.
 */
export function trackExitLinks(clicks: PageClicks): () => void {
  return clicks.add((event) => {
    const link = exitLinkOf(event);
    if (!link) return;
    const parameters = link.dataset.exitParameters ?? link.search.replace(/^\?/, '');
    report(tracking.exitLink, { url: link.href, parameters }, true);
  });
}
