/** Shared by the auth stories: the page does not leave, and social login is faked. */
import { fn } from 'storybook/test';
import { installFakeSocialProviders, setSocialProviders } from '../social/registry';
import type { FakeSocialOptions } from '../social/fake';
import { navigation } from './navigation';

/** Records where a successful login would go instead of leaving the story. */
export const reload = fn();
export const assign = fn();

export function stayOnPage(): () => void {
  const original = { ...navigation };
  reload.mockClear();
  assign.mockClear();
  navigation.reload = reload;
  navigation.assign = assign;
  return () => {
    navigation.reload = original.reload;
    navigation.assign = original.assign;
  };
}

/** Stay on the page and use fake social providers; returns the cleanup. */
export function storySetup(social: FakeSocialOptions = {}): () => void {
  const restore = stayOnPage();
  installFakeSocialProviders(social);
  return () => {
    restore();
    setSocialProviders(null);
  };
}

/** Enough time for an answer when the story's page is throttled in the background. */
export const ANSWER = { timeout: 10_000 };

/** Every provider on, with placeholder settings (the fakes load no script). */
export const ALL_PROVIDERS = {
  google: { clientId: 'demo-google-client' },
  facebook: { appId: 'demo-facebook-app' },
  apple: { clientId: 'demo.apple.service' },
};
