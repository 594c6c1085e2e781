import { defineWidget } from '@casino/core';
import { AuthDialog } from './dialog/AuthDialog';
import { AuthPanel } from './dialog/AuthPanel';
import { LoginPopup } from './login/LoginPopup';
import { SignupConfirmationPage } from './signup/SignupConfirmationPage';
import { SignupPage } from './signup/SignupPage';
import {
  authPanelProps,
  authProps,
  loginPopupProps,
  signupConfirmationProps,
  signupProps,
} from './props';
import './auth.css';
import './signup/signup.css';

/**
 * `<div data-widget="auth" data-props='{"context":"forum"}'>`: the authentication
 * dialog of the page; other widgets open it with `emit('auth:open', { tab, context, reopen })`.
 */
export const authWidget = defineWidget({ name: 'auth', props: authProps, component: AuthDialog });

/** `<div data-widget="login-popup">` in the header: the login button and its panel. */
export const loginPopupWidget = defineWidget({
  name: 'login-popup',
  props: loginPopupProps,
  component: LoginPopup,
});

/** `<div data-widget="auth-panel" data-props='{"tab":"SIGNUP"}'>`: the tabs inline in the page. */
export const authPanelWidget = defineWidget({
  name: 'auth-panel',
  props: authPanelProps,
  component: AuthPanel,
});

/** The signup page's form: `<div data-widget="signup" data-props='{...}'>`. */
export const signupWidget = defineWidget({
  name: 'signup',
  props: signupProps,
  component: SignupPage,
});

/**
 * The signup confirmation screen (page type "signup confirmation"):
 * `<div data-widget="signup-confirmation" data-props='{"signupUrl":"/signup"}'>`.
 */
export const signupConfirmationWidget = defineWidget({
  name: 'signup-confirmation',
  props: signupConfirmationProps,
  component: SignupConfirmationPage,
});
