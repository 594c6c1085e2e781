/** Shared by the signup stories: the page never leaves, and a signup can be seeded. */
import { fn } from 'storybook/test';
import { createMember, db } from '@casino/mocks';
import { leavePage } from './leavePage';
import { saveSignupState } from './signupState';

/** Where the signup would have gone, instead of leaving the story. */
export const assign = fn();
export const replace = fn();

// Stories never leave the page: not even a docs page that shows every story at once.
leavePage.assign = assign;
leavePage.replace = replace;

/** Forgets where earlier stories would have gone. */
export function stayOnPage(): void {
  assign.mockClear();
  replace.mockClear();
}

/** Enough time for an answer when the story's page is throttled in the background. */
export const ANSWER = { timeout: 10_000 };

export const SEEDED_SIGNUP = {
  authParam: 'storybook-signup',
  email: 'newbie@example.com',
  login: 'newbie',
};

/** A signup the fake backend knows and its saved state, as right after the signup form. */
export function seedSignup(): void {
  const member = createMember({
    login: SEEDED_SIGNUP.login,
    email: SEEDED_SIGNUP.email,
    password: 'storybook-only-password',
  });
  db.signups.push({
    authParam: SEEDED_SIGNUP.authParam,
    userId: member.id,
    emailsSent: 1,
    pendingEmail: null,
  });
  saveSignupState({
    authParam: SEEDED_SIGNUP.authParam,
    userRegistrationId: member.id,
    email: SEEDED_SIGNUP.email,
    urlAfterSignup: '/forum',
  });
}
