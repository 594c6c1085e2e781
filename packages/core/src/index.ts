export { clock } from './clock';
export { DEFAULT_IDLE_AFTER_MS, activeUntil, isActive } from './activity';
export { defineWidget } from './widget';
export type { Unmount, Widget, WidgetOptions, WidgetState } from './widget';
export { scheduledMount, yieldToBrowser } from './mountQueue';
export type { ScheduledUnmount } from './mountQueue';
export { parseProps, describeElement } from './props';
export type { PropsResult } from './props';
export { ErrorBoundary } from './ErrorBoundary';
export { call } from './http';
export { beacon, configureClient, HTTP_TOO_MANY_REQUESTS } from './transport';
export type { CallOptions, ClientConfig } from './transport';
export { RequestError, errorText, isAbortError } from './errors';
export type { RequestErrorKind } from './errors';
export { reportError } from './errorLog';
export { logFailedLoad } from './logFailedLoad';
export {
  getVerificationToken,
  resetVerification,
  setTokenProvider,
  verifyAccess,
} from './verification';
export type { TokenProvider } from './humanVerification';
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
export { dateFormat, numberFormat, pageLocale } from './formats';
export { REVIEW_REOPEN_COOKIE, REVIEW_REOPEN_DAYS, emit, on } from './events';
export type { AuthContext, AuthTab, SearchSelectEvent, WidgetEvents } from './events';
export { currentUser, loadGeneralState, resetGeneralState, safeZone } from './user';
export { useSignals } from '@preact/signals-react/runtime';
export { EMAIL_MAX_LENGTH, isEmail } from './validation';
export { loadStylesheet } from './stylesheet';
export { widgetChunk } from './widgetChunk';
export { LIVE_KEEP_ALIVE_SECONDS, LIVE_SOCKET_URL, listenLive } from './liveChannel';
export type { LiveListener, LiveOptions, LiveState } from './liveChannel';
export { SCRIPT_URL_POLICY, scriptUrl } from './scriptUrl';
