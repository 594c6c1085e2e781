/* global window -- seedStorage runs in the page */
// What a page's visitors bring with them when they arrive, for a page that has one way in.
import { DEMO_EMAIL_LINK } from '@casino/mocks';

/**
 * The address a visitor arrives at, by demo page, where it is more than the page's file:
 * the newsletter settings are opened from a newsletter email's link, which names the
 * subscriber (without it the page only asks for that link).
 */
const ADDRESSES = {
  'newsletter-settings.html': DEMO_EMAIL_LINK,
};

/** The address (relative to the site) a visitor arrives at for `file`. */
export function arrivalAddress(file) {
  return ADDRESSES[file] ?? file;
}

/**
 * Local storage a visitor has when arriving at the page, by demo page. The signup
 * confirmation comes right after the signup form, which leaves its signup state (auth's
 * signupState.ts: the key, the fields and the last-used time it expires by); without one
 * the page only sends the visitor on to the signup page (SPEC §3), whose own figures are
 * signup.html's.
 */
const ARRIVALS = {
  'signup-confirmation.html': () => ({
    signupState: JSON.stringify({
      value: {
        authParam: 'bench-signup',
        userRegistrationId: 1,
        email: 'new.member@example.com',
        lastUsed: Date.now(),
      },
    }),
  }),
};

/** The local storage items a visitor brings to `file` (none for most pages). */
export function arrivalStorage(file) {
  return ARRIVALS[file]?.() ?? {};
}

/** Puts `items` in the page's local storage before any of its scripts runs (`addInitScript`). */
export function seedStorage(items) {
  for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
}
