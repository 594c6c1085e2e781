import { defineWidget } from '@casino/core';
import { SignupConfirmationPage } from '../signup/SignupConfirmationPage';
import { signupConfirmationProps } from '../pageProps';
import '../auth.css';
import '../signup/signup.css';

/**
 * The signup confirmation screen (page type "signup confirmation"):
 * `<div data-widget="signup-confirmation" data-props='{"signupUrl":"/signup"}'>`.
 */
export const signupConfirmationWidget = defineWidget({
  name: 'signup-confirmation',
  props: signupConfirmationProps,
  component: SignupConfirmationPage,
});
