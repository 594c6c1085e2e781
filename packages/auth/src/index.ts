/**
 * @casino/auth: login, social login and the authentication dialog (SPEC §2, §4, §7, §8).
 *
 * Widgets: `auth` (the page's dialog, opened by core's `auth:open` and by
 * `?showLoginModal=1`), `login-popup` (the header's login; on a page without `auth` its own
 * dialog answers) and `auth-panel` (the tabs inline). Props: context ('site' | 'forum' |
 * 'review' | 'academy'), urlAfterLogin, social { google: { clientId }, facebook: { appId,
 * version? }, apple: { clientId, redirectUri? } }; `auth-panel` also tab ('LOGIN' | 'SIGNUP').
 *
 * Choices where SPEC is silent: the `stayLoggedIn` cookie keeps the member's choice for 365
 * days; the 5103/5104 resend posts to /frontendService/login/email/resend; the review-reopen
 * cookie is set only in the review context and only with a reopen value. Navigation goes
 * through `navigation` (replaceable in tests and stories); `installFakeSocialProviders()`
 * swaps the SDKs for fakes whose tokens the fake backend understands.
 */
export { authPanelWidget, authWidget, loginPopupWidget } from './login/loginWidgets';
export {
  authPanelProps,
  authProps,
  loginPopupProps,
  socialSettingsProps,
} from './login/widgetProps';
export type { AuthPanelWidgetProps, AuthProps, LoginPopupWidgetProps } from './login/widgetProps';
export { LoginForm } from './login/LoginForm';
export type { LoginFormProps } from './login/LoginForm';
export { LoginPopup } from './login/LoginPopup';
export { navigation, goAfterLogin } from './shared/navigation';
export { STAY_LOGGED_IN_COOKIE, STAY_LOGGED_IN_DAYS } from './login/stayLoggedIn';
export {
  BANNED_CODES,
  EMAIL_UNCONFIRMED_CODES,
  LOGIN_SUCCESS_CODE,
  loginEndpointFor,
} from './login/submitLogin';
export { AuthDialog } from './dialog/AuthDialog';
export { AuthPanel } from './dialog/AuthPanel';
export { AuthTabs, AUTH_TABS } from './dialog/AuthTabs';
export { SHOW_LOGIN_MODAL_PARAM } from './shared/showLoginModal';
export { installFakeSocialProviders, setSocialProviders, socialProviders } from './social/registry';
export {
  FAKE_SOCIAL_DEFAULT_EMAIL,
  FAKE_SOCIAL_TOKEN_PREFIX,
  createFakeSocialProviders,
  fakeSocialToken,
} from './social/fake';
export type { FakeSocialOptions } from './social/fake';
export {
  SOCIAL_BANNED_CODES,
  SOCIAL_BRAND_ID,
  SOCIAL_ERROR_CODES,
  SOCIAL_USERNAME_NEEDED_CODE,
} from './social/socialLogin';
export { SocialCompletion } from './social/SocialCompletion';
export type {
  SocialCredential,
  SocialProvider,
  SocialProviderName,
  SocialProviders,
  SocialSettings,
} from './social/types';
export { signupConfirmationWidget, signupWidget } from './signup/signupWidgets';
export { signupConfirmationProps, signupProps } from './signup/signupProps';
export type { SignupConfirmationWidgetProps, SignupProps } from './signup/signupProps';
export {
  DEFAULT_CONFIRMATION_URL,
  PASSWORD_CHECK_DEBOUNCE_MS,
  SignupForm,
} from './signup/SignupForm';
export type { SignupFormProps } from './signup/SignupForm';
export { DEFAULT_SIGNUP_URL, SignupConfirmation } from './signup/SignupConfirmation';
export {
  SIGNUP_STATE_KEY,
  SIGNUP_STATE_TTL_MS,
  clearSignupState,
  readSignupState,
  saveSignupState,
} from './signup/signupState';
export type { SignupState } from './signup/signupState';
export { PASSWORD_STRENGTH_MAX_CHARS, scorePassword, strengthOf } from './signup/passwordStrength';
export type { Strength, StrengthLevel, StrengthScore } from './signup/passwordStrength';
export {
  CODE_EMAIL_REGISTERED,
  CODE_LOGIN_TAKEN,
  CODE_SIGNUP_REFUSED,
  SIGNUP_SUCCESS_CODE,
} from './signup/calls';
