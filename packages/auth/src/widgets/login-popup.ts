import { defineWidget } from '@casino/core';
import { loginPopupProps } from '../props';
import { LoginPopup } from '../login/LoginPopup';
import '../auth.css';
import '../signup/signup.css';

/** `<div data-widget="login-popup">` in the header: the login button and its panel. */
export const loginPopupWidget = defineWidget({
  name: 'login-popup',
  props: loginPopupProps,
  component: LoginPopup,
});
