// The widgets of some pages (the signup page, its confirmation, a page's inline tabs);
// the widgets every page carries are in widgets.ts.
import { defineWidget } from '@casino/core';
import { AuthPanel } from './dialog/AuthPanel';
import { SignupConfirmationPage } from './signup/SignupConfirmationPage';
import { SignupPage } from './signup/SignupPage';
import { authPanelProps, signupConfirmationProps, signupProps } from './pageProps';
import './auth.css';
import './signup/signup.css';

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
