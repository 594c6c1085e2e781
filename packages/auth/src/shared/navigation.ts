/**
 * Every way the package leaves the page (a login reloads or goes on, a signup goes to its
 * confirmation page, a confirmation screen without a signup redirects), in one place so
 * tests and stories replace `reload`, `assign` and `replace` (or spy on them) to see where
 * the page would go.
 */
export const navigation = {
  reload(): void {
    window.location.reload();
  },
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Without a history entry: the redirect of a confirmation screen without a signup. */
  replace(url: string): void {
    window.location.replace(url);
  },
};

const withoutHash = (url: URL) => `${url.origin}${url.pathname}${url.search}`;

/**
 * SPEC §4 Login and Social login by code: go to `url`, or reload the page when there is
 * none or it is the page itself (a change of the hash alone would not reload). Only
 * http(s) addresses are followed; anything else reloads.
 */
export function goAfterLogin(url: string | null | undefined): void {
  if (!url) {
    navigation.reload();
    return;
  }
  let target: URL;
  try {
    target = new URL(url, window.location.href);
  } catch {
    navigation.reload();
    return;
  }
  const here = new URL(window.location.href);
  if (!/^https?:$/.test(target.protocol) || withoutHash(target) === withoutHash(here)) {
    navigation.reload();
    return;
  }
  navigation.assign(target.href);
}
