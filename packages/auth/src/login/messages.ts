import { t } from '@casino/core';
import { popupText } from './popupMessages';

/** Texts of the login form, the login popup and the dialog: localization key and English fallback. */
export const text = {
  ...popupText,
  loginOrEmail: () => t('auth.login.loginOrEmail', 'Username or email'),
  password: () => t('auth.login.password', 'Password'),
  stayLoggedIn: () => t('auth.login.stayLoggedIn', 'Stay logged in'),
  submit: () => t('auth.login.submit', 'Log in'),
  submitting: () => t('auth.login.submitting', 'Logging in…'),
  loginOrEmailRequired: () =>
    t('auth.login.loginOrEmailRequired', 'Please enter your username or email.'),
  passwordRequired: () => t('auth.login.passwordRequired', 'Please enter your password.'),
  bannedTitle: () => t('auth.login.bannedTitle', 'You cannot log in'),
  bannedFallback: () => t('auth.login.bannedFallback', 'Your account is blocked.'),
  bannedUntil: (date: string, time: string) =>
    t('auth.login.bannedUntil', 'You are banned until {date} {time}', { date, time }).trim(),
  bannedPeriod: (period: string) =>
    t('auth.login.bannedPeriod', 'Ban period: {period}', { period }),
  resend: () => t('auth.login.resend', 'Send the confirmation email again'),
  resending: () => t('auth.login.resending', 'Sending…'),
  resent: () =>
    t('auth.login.resent', 'We sent the confirmation email again. Please check your inbox.'),
  signupPrompt: () => t('auth.login.signupPrompt', 'New here?'),
  signupLink: () => t('auth.login.signupLink', 'Sign up'),
  orWith: () => t('auth.login.orWith', 'or log in with'),
};
