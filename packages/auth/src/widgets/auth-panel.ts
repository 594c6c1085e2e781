import { defineWidget } from '@casino/core';
import { AuthPanel } from '../dialog/AuthPanel';
import { authPanelProps } from '../pageProps';
import '../auth.css';
import '../signup/signup.css';

/** `<div data-widget="auth-panel" data-props='{"tab":"SIGNUP"}'>`: the tabs inline in the page. */
export const authPanelWidget = defineWidget({
  name: 'auth-panel',
  props: authPanelProps,
  component: AuthPanel,
});
