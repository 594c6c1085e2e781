export { HOME_PATH, enhanceRedirects, redirectFrom, safeRedirectAddress } from './redirect';
export { REDIRECT_SELECTOR } from './hooks';
export type { RedirectOptions } from './redirect';
export { RedirectButton } from './RedirectButton';
export type { RedirectButtonProps } from './RedirectButton';
