import { call, clock } from '@casino/core';
import { siteModals } from '@casino/api';
import type { ExitPrefix } from '@casino/api';

/** SPEC is silent on a slow check: after this long the link opens as if it had failed. */
export const EXIT_WARN_TIMEOUT_MS = 3_000;

/** How the page leaves; replaced in tests. */
export const navigation = {
  sameTab: (url: string): void => location.assign(url),
  /** Whether a new tab opened (a popup blocker may refuse it). */
  newTab: (url: string): boolean => {
    const tab = window.open(url, '_blank');
    if (!tab) return false;
    tab.opener = null;
    return true;
  },
};

const following = new WeakSet<HTMLAnchorElement>();

const prefixOf = (link: HTMLAnchorElement): ExitPrefix =>
  /^\/exitb(\/|$)/.test(link.pathname) ? '/exitb' : '/exit';

/** The link as its own markup says: a `target="_blank"` link in a new tab. */
function openAsMarked(link: HTMLAnchorElement): void {
  if (link.target !== '_blank' || !navigation.newTab(link.href)) navigation.sameTab(link.href);
}

/**
 * SPEC §7 warn check: `data.warn` opens the casino in a new tab (the guide stays open
 * behind the casino's warning), otherwise in this tab. SPEC §8: when the check fails the
 * link opens anyway.
 */
export async function followExit(link: HTMLAnchorElement): Promise<void> {
  // A second click while the check runs is ignored.
  if (following.has(link)) return;
  following.add(link);
  const controller = new AbortController();
  const timer = clock.setTimeout(() => controller.abort(), EXIT_WARN_TIMEOUT_MS);
  try {
    const answer = await call(
      siteModals.exitWarn(prefixOf(link)),
      { url: link.pathname + link.search },
      { signal: controller.signal },
    );
    if (!answer.data.warn || !navigation.newTab(link.href)) navigation.sameTab(link.href);
  } catch (error) {
    console.warn('The outbound link check failed; the link opens anyway.', error);
    openAsMarked(link);
  } finally {
    clock.clearTimeout(timer);
    following.delete(link);
  }
}
