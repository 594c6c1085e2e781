import { call, reportError } from '@casino/core';
import { navigation } from '@casino/api';
import { activateLoader } from '../loader-button/loaderState';
import { REDIRECT_SELECTOR } from './hooks';
import { navigateTo } from '../pagination/pageUrl';
import type { Navigate } from '../pagination/pageUrl';

/** SPEC §2: where the redirect helper goes when the lookup answers an empty address. */
export const HOME_PATH = '/';

/**
 * Only web addresses are followed (absolute http(s) or relative to the page); anything
 * else (`javascript:`, `data:`) goes to the home page instead.
 */
export function safeRedirectAddress(address: string): string {
  const trimmed = address.trim();
  if (!trimmed) return HOME_PATH;
  try {
    const url = new URL(trimmed, window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? trimmed : HOME_PATH;
  } catch {
    return HOME_PATH;
  }
}

export interface RedirectOptions {
  /** How to go to the address; `location.assign` by default. */
  navigate?: Navigate;
  signal?: AbortSignal;
}

/**
 * SPEC §2 redirect helper: fetches a url from `path` and goes to the returned address,
 * or to the home page if it is empty. A failure is logged and the page stays. Resolves
 * to the address it went to, or null after a failure.
 */
export async function redirectFrom(
  path: string,
  options: RedirectOptions = {},
): Promise<string | null> {
  const { navigate = navigateTo, signal } = options;
  let address: string;
  try {
    address = await call(navigation.urlLookup(path), {}, { signal });
  } catch (error) {
    if (signal?.aborted) return null;
    reportError(
      `Redirect lookup ${path} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return null;
  }
  const target = safeRedirectAddress(address);
  navigate(target);
  return target;
}

/**
 * Server HTML hook: a click on `[data-cw-redirect="{path}"]` in `root` fetches the
 * address from that path and goes there (home when empty); repeat clicks are ignored
 * while the lookup runs. Returns the cleanup function.
 */
export function enhanceRedirects(root: ParentNode, options: Omit<RedirectOptions, 'signal'> = {}) {
  const onClick = (event: Event) => {
    const element = (event.target as Element | null)?.closest?.<HTMLElement>(REDIRECT_SELECTOR);
    if (!element || !root.contains(element)) return;
    event.preventDefault();
    const release = activateLoader(element);
    if (!release) return;
    void redirectFrom(element.dataset.cwRedirect ?? '', options).finally(release);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
