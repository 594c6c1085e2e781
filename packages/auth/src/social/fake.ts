import type {
  SocialCredential,
  SocialProvider,
  SocialProviders,
  UserRegistrationType,
} from './types';

/**
 * The token format the fake backend (`@casino/mocks`) understands:
 * `fake-social:<TYPE>:<email>`. A known email logs that member in; an unknown one gets
 * code 5129 and the completion form.
 */
export const FAKE_SOCIAL_TOKEN_PREFIX = 'fake-social';

/** The email the fake providers sign in with unless told otherwise: a new member (5129). */
export const FAKE_SOCIAL_DEFAULT_EMAIL = 'new.player@example.com';

export interface FakeSocialOptions {
  /** The account's email: a seeded member's (e.g. alice@example.com) logs in at once. */
  email?: string;
  /** The member closes the provider's window. */
  cancel?: boolean;
  /** The provider's script fails. */
  fail?: boolean;
}

export function fakeSocialToken(type: UserRegistrationType, email: string): string {
  return `${FAKE_SOCIAL_TOKEN_PREFIX}:${type}:${email}`;
}

function fakeProvider(type: UserRegistrationType, options: FakeSocialOptions): SocialProvider {
  return {
    type,
    prepare: () => Promise.resolve(),
    signIn: () => {
      if (options.fail) return Promise.reject(new Error(`The fake ${type} provider failed`));
      if (options.cancel) return Promise.resolve(null);
      const email = options.email ?? FAKE_SOCIAL_DEFAULT_EMAIL;
      const credential: SocialCredential = { accessToken: fakeSocialToken(type, email) };
      if (type === 'FACEBOOK') {
        credential.id = `fb-${email.split('@')[0] ?? 'member'}`;
        credential.email = email;
        credential.avatarUrl = 'https://example.com/avatar.png';
        credential.avatarIsSilhouette = false;
      }
      return Promise.resolve(credential);
    },
  };
}

/** Providers that load no script and sign in at once, for tests, stories and the demo. */
export function createFakeSocialProviders(options: FakeSocialOptions = {}): SocialProviders {
  return {
    google: fakeProvider('GOOGLE', options),
    facebook: fakeProvider('FACEBOOK', options),
    apple: fakeProvider('APPLE', options),
  };
}
