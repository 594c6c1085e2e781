// What the loader imports; widgets, events, cookies and choices are in README.md. The
// demo's fake social providers are the `@casino/auth/fake-social` entry.
export { authWidget, loginPopupWidget } from './widgets';
export { authPanelWidget, signupConfirmationWidget, signupWidget } from './pageWidgets';
