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

/** What the warn check said: a new tab, this tab, or nothing usable (SPEC §8). */
export type ExitAnswer = 'new-tab' | 'same-tab' | 'failed';

/** The checks asked for, by address, and the answers they gave (kept for the page's life). */
const checks = new Map<string, Promise<ExitAnswer>>();
const answers = new Map<string, ExitAnswer>();
const following = new WeakSet<HTMLAnchorElement>();

/** Forgets every answer (tests). */
export function resetExitChecks(): void {
  checks.clear();
  answers.clear();
}

const prefixOf = (link: HTMLAnchorElement): ExitPrefix =>
  /^\/exitb(\/|$)/.test(link.pathname) ? '/exitb' : '/exit';
const keyOf = (link: HTMLAnchorElement) => `${prefixOf(link)} ${link.pathname}${link.search}`;

async function askServer(link: HTMLAnchorElement): Promise<ExitAnswer> {
  const controller = new AbortController();
  const timer = clock.setTimeout(() => controller.abort(), EXIT_WARN_TIMEOUT_MS);
  try {
    const answer = await call(
      siteModals.exitWarn(prefixOf(link)),
      { url: link.pathname + link.search },
      { signal: controller.signal },
    );
    return answer.data.warn ? 'new-tab' : 'same-tab';
  } catch (error) {
    console.warn('The outbound link check failed; the link opens anyway.', error);
    return 'failed';
  } finally {
    clock.clearTimeout(timer);
  }
}

/**
 * SPEC §7 warn check of the link's address, asked once per address: when the visitor
 * reaches for the link (pointer over it, focus) so that the click usually finds the
 * answer. A failed check is asked again next time.
 */
export function checkExit(link: HTMLAnchorElement): Promise<ExitAnswer> {
  const key = keyOf(link);
  let check = checks.get(key);
  if (!check) {
    check = askServer(link).then((answer) => {
      if (answer === 'failed') checks.delete(key);
      else answers.set(key, answer);
      return answer;
    });
    checks.set(key, check);
  }
  return check;
}

/**
 * `data.warn` opens the casino in a new tab (the guide stays open behind it), otherwise
 * this tab; a refused tab falls back to this tab. SPEC §8: a failed check opens the link
 * anyway, in the tab its own `target` says.
 */
function open(link: HTMLAnchorElement, answer: ExitAnswer): void {
  const newTab = answer === 'failed' ? link.target === '_blank' : answer === 'new-tab';
  if (!newTab || !navigation.newTab(link.href)) navigation.sameTab(link.href);
}

/**
 * Follows an outbound link. With the answer known, the tab opens within the click itself,
 * so a popup blocker lets it through (also for a click the loader replays, while the
 * visitor's own click still counts as one). Otherwise it opens when the answer comes, at
 * most `EXIT_WARN_TIMEOUT_MS` later: within the time browsers keep a click's permission
 * to open a tab. A second click while the check runs is ignored.
 */
export function followExit(link: HTMLAnchorElement): void {
  const known = answers.get(keyOf(link));
  if (known) {
    open(link, known);
    return;
  }
  if (following.has(link)) return;
  following.add(link);
  void checkExit(link).then((answer) => {
    following.delete(link);
    open(link, answer);
  });
}
