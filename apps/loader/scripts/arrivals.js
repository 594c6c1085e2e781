/* global window -- seedStorage runs in the page */
// What a page's visitors bring with them when they arrive, for a page that has one way in.

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
