/** Shared by the package's stories: the page never leaves, social login is faked, a signup can be seeded. */
import { fn } from 'storybook/test';
import { createMember, db } from '@casino/mocks';
import { saveSignupState } from '../signup/signupState';
import { installFakeSocialProviders, setSocialProviders } from '../social/registry';
import type { FakeSocialOptions } from '../social/fake';
import { navigation } from './navigation';

/** Where the page would have gone, instead of leaving the story. */
export const reload = fn();
export const assign = fn();
export const replace = fn();

// Stories never leave the page: not even a docs page that shows every story at once.
navigation.reload = reload;
navigation.assign = assign;
navigation.replace = replace;

/** Forgets where earlier stories would have gone. */
export function stayOnPage(): void {
  reload.mockClear();
  assign.mockClear();
  replace.mockClear();
}

/** Stay on the page and use fake social providers; returns the cleanup. */
export function storySetup(social: FakeSocialOptions = {}): () => void {
  stayOnPage();
  installFakeSocialProviders(social);
  return () => setSocialProviders(null);
}

/** Enough time for an answer when the story's page is throttled in the background. */
export const ANSWER = { timeout: 10_000 };

/** Every provider on, with placeholder settings (the fakes load no script). */
export const ALL_PROVIDERS = {
  google: { clientId: 'demo-google-client' },
  facebook: { appId: 'demo-facebook-app' },
  apple: { clientId: 'demo.apple.service' },
};

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
