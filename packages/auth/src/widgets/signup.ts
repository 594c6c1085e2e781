import { defineWidget } from '@casino/core';
import { SignupPage } from '../signup/SignupPage';
import { signupProps } from '../pageProps';
import '../auth.css';
import '../signup/signup.css';

/** The signup page's form: `<div data-widget="signup" data-props='{...}'>`. */
export const signupWidget = defineWidget({
  name: 'signup',
  props: signupProps,
  component: SignupPage,
});
