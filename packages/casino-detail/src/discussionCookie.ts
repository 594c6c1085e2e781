import { setCookie } from '@casino/core';
import { pageHooks } from '@casino/api';
import { DISCUSSION_TAB } from './constants';

/**
 * SPEC §9 "discussion casino id" cookie: the casino whose page (and discussion) the
 * visitor is on, for the server (the forum's calls made from the discussion and the
 * round trips of a login come back to this casino). SPEC gives no duration: it lives as
 * long as the browser session.
 */
export const DISCUSSION_CASINO_COOKIE = 'discussionCasinoId';

/** Remembers the casino when its page has a discussion. */
export function rememberDiscussionCasino(root: HTMLElement, casinoId: number): void {
  if (root.querySelector(`[${pageHooks.cwTabPanel}="${DISCUSSION_TAB}"]`))
    setCookie(DISCUSSION_CASINO_COOKIE, String(casinoId));
}
