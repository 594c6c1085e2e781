import { CODE_OK, system } from '@casino/api';
import { clock } from './clock';
import { scriptUrl } from './scriptUrl';
import { reportContractError, reportError } from './errorLog';
import { send } from './transport';

export const RECAPTCHA_FALLBACK_TOKEN_LENGTH = 40;
/** How often to look for the verification script's API once its tag is in the page. */
export const BOT_PROTECTION_POLL_MS = 25;
/** Give up on the verification script after this long and use the fallback token. */
export const BOT_PROTECTION_GIVE_UP_MS = 10_000;

/** Turns the site key into a token; the real one is Google's reCAPTCHA v3. */
export type TokenProvider = (sitekey: string, action: string) => Promise<string>;

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(sitekey: string, options: { action: string }): Promise<string>;
}

let scriptLoad: Promise<Grecaptcha> | null = null;

function loadGrecaptcha(sitekey: string): Promise<Grecaptcha> {
  scriptLoad ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl(
      `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(sitekey)}`,
    );
    script.async = true;
    const started = clock.now();
    const poll = clock.setInterval(() => {
      const api = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (api?.execute) {
        clock.clearInterval(poll);
        api.ready(() => resolve(api));
      } else if (clock.now() - started > BOT_PROTECTION_GIVE_UP_MS) {
        clock.clearInterval(poll);
        reject(new Error('verification script did not start'));
      }
    }, BOT_PROTECTION_POLL_MS);
    // A script that failed to load will never start: stop looking for it.
    script.onerror = () => {
      clock.clearInterval(poll);
      reject(new Error('verification script failed to load'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    scriptLoad = null;
    throw error;
  });
  return scriptLoad;
}

const googleProvider: TokenProvider = async (sitekey, action) =>
  (await loadGrecaptcha(sitekey)).execute(sitekey, { action });

let provider: TokenProvider = googleProvider;

/** Replaces the token source (a fake one in tests, Storybook and the demo). */
export function setTokenProvider(next: TokenProvider): void {
  provider = next;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Sent when no real token can be had, so the server decides instead of the form failing. */
export function fallbackToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(RECAPTCHA_FALLBACK_TOKEN_LENGTH));
  return Array.from(bytes, (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');
}

let sitekey: Promise<string> | null = null;

function getSitekey(): Promise<string> {
  sitekey ??= send(system.recaptchaSitekey, {}).then(
    (answer) => answer.data ?? '',
    (error: unknown) => {
      sitekey = null;
      reportContractError(system.recaptchaSitekey, error);
      throw error;
    },
  );
  return sitekey;
}

/** Forgets the cached site key (tests, or after the page's settings changed). */
export function resetVerification(): void {
  sitekey = null;
}

/** A human-verification token for a form; never fails, falls back to a random token. */
export async function getVerificationToken(action = 'submit'): Promise<string> {
  const key = await getSitekey().catch(() => '');
  if (!key) {
    reportError('Human verification: empty sitekey');
    return fallbackToken();
  }
  const token = await provider(key, action).catch(() => '');
  if (!token) {
    reportError('Human verification: empty token');
    return fallbackToken();
  }
  return token;
}

/** After a 429: proves a human is here. True when the server answered status and code 200. */
export async function verifyAccess(onFailure?: () => void): Promise<boolean> {
  const recaptchaToken = await getVerificationToken('verifyAccess');
  const ok = await send(system.verifyAccessRecaptcha, { recaptchaToken }).then(
    (answer) => answer.code === CODE_OK,
    (error: unknown) => {
      reportContractError(system.verifyAccessRecaptcha, error);
      return false;
    },
  );
  if (!ok) onFailure?.();
  return ok;
}
