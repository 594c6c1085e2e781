import { t } from '@casino/core';

/** Texts of the signup form and the signup confirmation screen: key and English fallback. */
export const text = {
  title: () => t('signup.title', 'Create your account'),
  login: () => t('signup.login', 'Username'),
  email: () => t('signup.email', 'Email'),
  password: () => t('signup.password', 'Password'),
  confirmPassword: () => t('signup.confirmPassword', 'Repeat password'),
  newsletter: () => t('signup.newsletter', 'Send me the newsletter with the best bonuses'),
  terms: () => t('signup.terms', 'I agree to the terms of service and the privacy policy'),
  privacy: () => t('signup.privacy', 'Profile visibility'),
  privacyPublic: () => t('signup.privacyPublic', 'Public'),
  privacyPrivate: () => t('signup.privacyPrivate', 'Private'),
  submit: () => t('signup.submit', 'Sign up'),
  submitting: () => t('signup.submitting', 'Signing up…'),
  haveAccount: () => t('signup.haveAccount', 'Already a member?'),
  switchToLogin: () => t('signup.switchToLogin', 'Log in'),
  required: () => t('signup.required', 'Please fill in this field.'),
  passwordsDiffer: () => t('signup.passwordsDiffer', 'Passwords do not match'),
  termsRequired: () => t('signup.termsRequired', 'Please agree to the terms of service.'),
  fieldCheckFailed: () =>
    t('signup.fieldCheckFailed', 'We could not check this field. Please try again.'),
  strength: (label: string) => t('signup.strength', 'Password strength: {label}', { label }),
  strengthHint: () => t('signup.strengthHint', 'Password strength'),
  strengthWeak: () => t('signup.strengthWeak', 'Weak'),
  strengthAlmost: () => t('signup.strengthAlmost', 'Almost perfect'),
  strengthPerfect: () => t('signup.strengthPerfect', 'Perfect'),

  confirmTitle: () => t('signup.confirmTitle', 'Confirm your email'),
  confirmSentTo: (email: string) =>
    t('signup.confirmSentTo', 'We sent a confirmation link to {email}.', { email }),
  confirmPending: (email: string) =>
    t(
      'signup.confirmPending',
      'Your new email {email} is waiting for confirmation. Open the link we sent to it.',
      { email },
    ),
  changeEmail: () => t('signup.changeEmail', 'Change email'),
  newEmail: () => t('signup.newEmail', 'New email'),
  saveEmail: () => t('signup.saveEmail', 'Save email'),
  saving: () => t('signup.saving', 'Saving…'),
  cancel: () => t('signup.cancel', 'Cancel'),
  emailChanged: () => t('signup.emailChanged', 'Your email is changed.'),
  resend: () => t('signup.resend', 'Resend email'),
  sending: () => t('signup.sending', 'Sending…'),
  emailSent: () => t('signup.emailSent', 'Email sent. Check your inbox.'),
  ok: () => t('signup.ok', 'OK'),
  redirecting: () =>
    t('signup.redirecting', 'Your signup has expired. Taking you to the signup page…'),
};
