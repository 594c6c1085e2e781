import { tracking } from '@casino/api';
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
 * with keepalive because the page is about to go; the listener is passive and does not
 * change what the click does.
 */
export function trackExitLinks(): () => void {
  const onClick = (event: MouseEvent) => {
    const link = exitLinkOf(event);
    if (!link) return;
    const parameters = link.dataset.exitParameters ?? link.search.replace(/^\?/, '');
    report(tracking.exitLink, { url: link.href, parameters }, true);
  };
  const options = { capture: true, passive: true } as const;
  document.addEventListener('click', onClick, options);
  document.addEventListener('auxclick', onClick, options);
  return () => {
    document.removeEventListener('click', onClick, options);
    document.removeEventListener('auxclick', onClick, options);
  };
}
