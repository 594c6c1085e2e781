import { defineWidget } from '@casino/core';
import { SignupConfirmation } from './SignupConfirmation';
import { SignupPage } from './SignupPage';
import { signupConfirmationProps, signupProps } from './signupProps';
import './signup.css';

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
  component: SignupConfirmation,
});
