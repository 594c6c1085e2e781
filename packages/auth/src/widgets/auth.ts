import { defineWidget } from '@casino/core';
import { authProps } from '../props';
import { AuthDialog } from '../dialog/AuthDialog';
import '../auth.css';
import '../signup/signup.css';

/**
 * `<div data-widget="auth" data-props='{"context":"forum"}'>`: the authentication
 * dialog of the page; other widgets open it with `emit('auth:open', { tab, context, reopen })`.
 */
export const authWidget = defineWidget({ name: 'auth', props: authProps, component: AuthDialog });
