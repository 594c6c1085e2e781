/**
 * SPEC §3 Signup state: what the confirmation screen needs after the account was
 * created, in local storage as `signupState` with its last-used time. Passwords and
 * errors are never saved; the state expires 1 hour after it was last used.
 */
import { clock, readStorage, removeStorage, writeStorage } from '@casino/core';

export const SIGNUP_STATE_KEY = 'signupState';
/** SPEC §4: the saved signup state expires after 1 hour. */
export const SIGNUP_STATE_TTL_MS = 60 * 60 * 1000;

export interface SignupState {
  authParam: string;
  userRegistrationId: number;
  email: string;
  urlAfterSignup?: string;
}

/** As stored: the state and when it was last used (epoch ms). */
interface StoredSignupState extends SignupState {
  lastUsed: number;
}

function isStored(value: unknown): value is StoredSignupState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.authParam === 'string' &&
    v.authParam !== '' &&
    typeof v.userRegistrationId === 'number' &&
    typeof v.email === 'string' &&
    (v.urlAfterSignup === undefined || typeof v.urlAfterSignup === 'string') &&
    typeof v.lastUsed === 'number'
  );
}

/** Only the fields of the state: whatever else is given (passwords, errors) is dropped. */
function pick(source: SignupState): SignupState {
  const state: SignupState = {
    authParam: source.authParam,
    userRegistrationId: source.userRegistrationId,
    email: source.email,
  };
  if (source.urlAfterSignup) state.urlAfterSignup = source.urlAfterSignup;
  return state;
}

/** Saves the state as used now. Returns false when the browser refused to store it. */
export function saveSignupState(source: SignupState): boolean {
  const stored: StoredSignupState = { ...pick(source), lastUsed: clock.now() };
  return writeStorage(SIGNUP_STATE_KEY, stored);
}

/** The saved state, or null when there is none, it is corrupt or it expired (then removed). */
export function readSignupState(): SignupState | null {
  const stored = readStorage(SIGNUP_STATE_KEY, isStored);
  if (!stored) return null;
  if (clock.now() - stored.lastUsed >= SIGNUP_STATE_TTL_MS) {
    removeStorage(SIGNUP_STATE_KEY);
    return null;
  }
  return pick(stored);
}

export function clearSignupState(): void {
  removeStorage(SIGNUP_STATE_KEY);
}
