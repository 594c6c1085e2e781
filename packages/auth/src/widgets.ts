// The widgets every page carries (the header's login, the page's dialog); the widgets of
// some pages are in pageWidgets.ts, so that other pages do not load them.
import { defineWidget } from '@casino/core';
import { AuthDialog } from './dialog/AuthDialog';
import { LoginPopup } from './login/LoginPopup';
import { authProps, loginPopupProps } from './props';
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
