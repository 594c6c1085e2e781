import { defineWidget } from '@casino/core';
import { AuthDialog } from '../dialog/AuthDialog';
import { AuthPanel } from '../dialog/AuthPanel';
import { LoginPopup } from './LoginPopup';
import { authPanelProps, authProps, loginPopupProps } from './widgetProps';
import '../auth.css';

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
