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
export { navigation, goAfterLogin } from './login/navigation';
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
export { SHOW_LOGIN_MODAL_PARAM } from './dialog/showLoginModal';
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
