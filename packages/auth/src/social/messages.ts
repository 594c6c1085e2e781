import { t } from '@casino/core';
import type { UserRegistrationType } from './types';

const PROVIDER_NAMES: Record<UserRegistrationType, string> = {
  GOOGLE: 'Google',
  FACEBOOK: 'Facebook',
  APPLE: 'Apple',
};

/** Texts of social login: localization key and English fallback. */
export const text = {
  providerName: (type: UserRegistrationType) => PROVIDER_NAMES[type],
  continueWith: (type: UserRegistrationType) =>
    t('auth.social.continueWith', 'Continue with {provider}', { provider: PROVIDER_NAMES[type] }),
  providerFailed: (type: UserRegistrationType) =>
    t('auth.social.providerFailed', '{provider} login is not available right now.', {
      provider: PROVIDER_NAMES[type],
    }),
  completionTitle: () => t('auth.social.completionTitle', 'Almost done'),
  completionIntro: () =>
    t('auth.social.completionIntro', 'Choose the username other members will see.'),
  completionIntroEmail: (email: string) =>
    t(
      'auth.social.completionIntroEmail',
      'Choose the username other members will see. Your account will use {email}.',
      { email },
    ),
  userName: () => t('auth.social.userName', 'Username'),
  userNameRequired: () => t('auth.social.userNameRequired', 'Please choose a username.'),
  userNameInvalid: () => t('auth.social.userNameInvalid', 'This username cannot be used.'),
  userNameUnchecked: () =>
    t('auth.social.userNameUnchecked', 'We could not check this username. Please try again.'),
  terms: () => t('auth.social.terms', 'I agree to the terms of service'),
  termsRequired: () =>
    t('auth.social.termsRequired', 'Please agree to the terms of service to continue.'),
  finish: (type: UserRegistrationType) =>
    type === 'APPLE'
      ? t('auth.social.finish', 'Finish signup')
      : t('auth.social.finishWith', 'Finish signup with {provider}', {
          provider: PROVIDER_NAMES[type],
        }),
  finishing: () => t('auth.social.finishing', 'Finishing…'),
  back: () => t('auth.social.back', 'Back to login'),
};
