import type * as Verification from './humanVerification';
import type { TokenProvider } from './humanVerification';

/**
 * Human verification's code (the verification script's loader, the site key call) loads
 * with the first form sent or the first refused call, not with every page. Calls made
 * before it is in run in the order they were made.
 */
let code: Promise<typeof Verification> | undefined;
const load = () => (code ??= import('./humanVerification'));

/** A human-verification token for a form; never fails, falls back to a random token. */
export async function getVerificationToken(action?: string): Promise<string> {
  return (await load()).getVerificationToken(action);
}

/** After a 429: proves a human is here. True when the server answered status and code 200. */
export async function verifyAccess(onFailure?: () => void): Promise<boolean> {
  return (await load()).verifyAccess(onFailure);
}

/** Replaces the token source (a fake one in tests, Storybook and the demo). */
export function setTokenProvider(next: TokenProvider): void {
  void load().then((verification) => verification.setTokenProvider(next));
}

/** Forgets the cached site key (tests, or after the page's settings changed). */
export function resetVerification(): void {
  void load().then((verification) => verification.resetVerification());
}
