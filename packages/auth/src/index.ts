// What the loader imports; widgets, events, cookies and choices are in README.md. The
// demo's fake social providers are the `@casino/auth/fake-social` entry.
export { authWidget } from './widgets/auth';
export { loginPopupWidget } from './widgets/login-popup';
export { authPanelWidget } from './widgets/auth-panel';
export { signupConfirmationWidget } from './widgets/signup-confirmation';
export { signupWidget } from './widgets/signup';
