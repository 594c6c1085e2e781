// The public API of @casino/auth; widgets, events, cookies and choices are in README.md.

// Values
export { authPanelWidget, authWidget, loginPopupWidget } from './login/loginWidgets';
export {
  authPanelProps,
  authProps,
  loginPopupProps,
  socialSettingsProps,
} from './login/widgetProps';
export { LoginForm } from './login/LoginForm';
export { LoginPopup } from './login/LoginPopup';
export { navigation, goAfterLogin } from './shared/navigation';
export { LOGIN_REQUIRED_CODE, SUCCESS_CODE } from './shared/send';
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
export {
  SOCIAL_BANNED_CODES,
  SOCIAL_BRAND_ID,
  SOCIAL_ERROR_CODES,
  SOCIAL_USERNAME_NEEDED_CODE,
} from './social/socialLogin';
export { SocialCompletion } from './social/SocialCompletion';
export { signupConfirmationWidget, signupWidget } from './signup/signupWidgets';
export { signupConfirmationProps, signupProps } from './signup/signupProps';
export {
  DEFAULT_CONFIRMATION_URL,
  PASSWORD_CHECK_DEBOUNCE_MS,
  SignupForm,
} from './signup/SignupForm';
export { DEFAULT_SIGNUP_URL, SignupConfirmation } from './signup/SignupConfirmation';
export {
  SIGNUP_STATE_KEY,
  SIGNUP_STATE_TTL_MS,
  clearSignupState,
  readSignupState,
  saveSignupState,
} from './signup/signupState';
export { PASSWORD_STRENGTH_MAX_CHARS, scorePassword, strengthOf } from './signup/passwordStrength';
export {
  CODE_EMAIL_REGISTERED,
  CODE_LOGIN_TAKEN,
  CODE_SIGNUP_REFUSED,
  SIGNUP_SUCCESS_CODE,
} from './signup/calls';

// Types
export type { AuthPanelWidgetProps, AuthProps, LoginPopupWidgetProps } from './login/widgetProps';
export type { LoginFormProps } from './login/LoginForm';
export type { FakeSocialOptions } from './social/fake';
export type {
  SocialCredential,
  SocialProvider,
  SocialProviderName,
  SocialProviders,
  SocialSettings,
} from './social/types';
export type { SignupConfirmationWidgetProps, SignupProps } from './signup/signupProps';
export type { SignupFormProps } from './signup/SignupForm';
export type { SignupState } from './signup/signupState';
export type { Strength, StrengthLevel, StrengthScore } from './signup/passwordStrength';
