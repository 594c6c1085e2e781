/** Leaving the page, in one place so tests can watch it (`vi.spyOn(navigation, 'assign')`). */
export const navigation = {
  assign: (url: string): void => window.location.assign(url),
};

/**
 * SPEC §6: in the safe zone a notification's link asks before leaving unless its target
 * is safe: on this site (same origin) and under the safe zone's path prefix.
 */
export function isSafeTarget(link: string, prefix: string, base = document.baseURI): boolean {
  try {
    const target = new URL(link, base);
    const here = new URL(base);
    return target.origin === here.origin && target.pathname.startsWith(prefix);
  } catch {
    return false;
  }
}

/** How a link is named in the leave question: the host for other sites, the path here. */
export function describeTarget(link: string, base = document.baseURI): string {
  try {
    const target = new URL(link, base);
    return target.origin === new URL(base).origin
      ? `${target.pathname}${target.search}`
      : target.host;
  } catch {
    return link;
  }
}
