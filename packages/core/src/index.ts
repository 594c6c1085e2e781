export { clock } from './clock';
export { defineWidget } from './widget';
export type { Unmount, Widget, WidgetOptions, WidgetState } from './widget';
export { parseProps, describeElement } from './props';
export type { PropsResult } from './props';
export { ErrorBoundary } from './ErrorBoundary';
export { call, configureClient, HTTP_TOO_MANY_REQUESTS } from './http';
export type { CallOptions, ClientConfig } from './http';
export { RequestError, isAbortError } from './errors';
export type { RequestErrorKind } from './errors';
export { reportError } from './errorLog';
export {
  BOT_PROTECTION_POLL_MS,
  RECAPTCHA_FALLBACK_TOKEN_LENGTH,
  VERIFY_SUCCESS_CODE,
  fallbackToken,
  getVerificationToken,
  resetVerification,
  setTokenProvider,
  verifyAccess,
} from './recaptcha';
export type { TokenProvider } from './recaptcha';
export {
  MS_PER_DAY,
  getCookie,
  getJsonCookie,
  readStorage,
  removeCookie,
  removeStorage,
  setCookie,
  writeStorage,
} from './storage';
export { loadMessages, messages, t } from './i18n';
export { REVIEW_REOPEN_COOKIE, REVIEW_REOPEN_DAYS, emit, on } from './events';
export type { AuthContext, AuthTab, WidgetEvents } from './events';
export { currentUser, loadGeneralState, safeZone } from './user';
export {
  MODAL_STATE_KEY,
  MODAL_STATE_VERSION,
  disableModal,
  emptyModalState,
  isModalDisabled,
  readModalState,
  writeModalState,
} from './modalState';
export type { ModalCounters, ModalState } from './modalState';
export { useSignals } from '@preact/signals-react/runtime';
export { EMAIL_MAX_LENGTH, isEmail } from './validation';
export { loadStylesheet } from './stylesheet';
