// Loaded when a visitor first follows the link to the casino's user reviews.
import { call, logFailedLoad } from '@casino/core';
import { casinoDetail } from '@casino/api';

/** Only an address on this site is followed: a hostile answer cannot send the visitor away. */
export function sameSiteAddress(link: string): string | null {
  try {
    const url = new URL(link.trim(), window.location.href);
    return url.origin === window.location.origin ? url.href : null;
  } catch {
    return null;
  }
}

/** Where a followed link goes (tests stand in for the browser's navigation). */
export const navigation = { go: (address: string) => window.location.assign(address) };

/**
 * SPEC §7 generateCasinoUserReviewsLink: the address of the casino's user reviews in the
 * visitor's language. On a failure or an unusable answer the link's own address is
 * followed (as the exit warning does when its check fails).
 */
export async function followReviewsLink(
  link: HTMLAnchorElement,
  casinoId: number,
  langId: number,
): Promise<void> {
  let target = link.href;
  try {
    const answer = await call(casinoDetail.generateCasinoUserReviewsLink, { casinoId, langId });
    target = sameSiteAddress(answer) ?? target;
  } catch (error) {
    logFailedLoad('The user reviews address', error);
  }
  navigation.go(target);
}
