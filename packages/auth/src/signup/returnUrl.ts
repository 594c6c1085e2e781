import { SHOW_LOGIN_MODAL_PARAM, SHOW_LOGIN_MODAL_VALUE } from '../shared/showLoginModal';

export const HOME_URL = '/';

function sameOrigin(address: string | undefined | null): URL | null {
  if (!address) return null;
  try {
    const url = new URL(address, window.location.href);
    return url.origin === window.location.origin ? url : null;
  } catch {
    return null;
  }
}

/**
 * The page the visitor came from, when it is on this site and is not `except` (the
 * signup page itself is no page to go back to).
 */
export function sameOriginReferrer(except?: string): string | null {
  const referrer = sameOrigin(document.referrer);
  if (!referrer) return null;
  const skipped = except ? sameOrigin(except) : null;
  if (skipped && skipped.pathname === referrer.pathname) return null;
  return referrer.href;
}

/**
 * SPEC §2 signup confirmation "OK": back to the previous page (a same-origin referrer),
 * else to `urlAfterSignup` when it is on this site, else home; with showLoginModal=1.
 */
export function backWithLogin(urlAfterSignup: string | undefined, signupUrl: string): string {
  const target =
    sameOrigin(sameOriginReferrer(signupUrl)) ?? sameOrigin(urlAfterSignup) ?? sameOrigin(HOME_URL);
  return withLoginModal(target ?? new URL(HOME_URL, window.location.href));
}

/** The address (this page by default) with showLoginModal=1, as a path. */
export function withLoginModal(address: URL = new URL(window.location.href)): string {
  const url = new URL(address.href);
  url.searchParams.set(SHOW_LOGIN_MODAL_PARAM, SHOW_LOGIN_MODAL_VALUE);
  return `${url.pathname}${url.search}${url.hash}`;
}
