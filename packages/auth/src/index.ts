// What the loader imports; widgets, events, cookies and choices are in README.md. The
// demo's fake social providers are the `@casino/auth/fake-social` entry.
export {
  authPanelWidget,
  authWidget,
  loginPopupWidget,
  signupConfirmationWidget,
  signupWidget,
} from './widgets';
