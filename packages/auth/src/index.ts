// What the loader and the demo import; widgets, events, cookies and choices are in README.md.
export {
  authPanelWidget,
  authWidget,
  loginPopupWidget,
  signupConfirmationWidget,
  signupWidget,
} from './widgets';
export { installFakeSocialProviders } from './social/registry';
