import { appleProvider } from './apple';
import { facebookProvider } from './facebook';
import { createFakeSocialProviders } from './fake';
import type { FakeSocialOptions } from './fake';
import { googleProvider } from './google';
import type { SocialProviders } from './types';

const REAL: SocialProviders = {
  google: googleProvider,
  facebook: facebookProvider,
  apple: appleProvider,
};

let current: SocialProviders = REAL;

/** The providers in use: the real SDKs unless replaced. */
export function socialProviders(): SocialProviders {
  return current;
}

/** Replaces some or all providers (the rest stay as they are); null goes back to the real ones. */
export function setSocialProviders(next: Partial<SocialProviders> | null): void {
  current = next ? { ...current, ...next } : REAL;
}

/**
 * Every provider becomes a fake that loads no script and signs in at once with a token
 * the fake backend understands (tests, stories, the demo page).
 */
export function installFakeSocialProviders(options: FakeSocialOptions = {}): void {
  current = createFakeSocialProviders(options);
}
