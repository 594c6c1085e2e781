/** The server HTML hook of a redirect, apart from its code: a page looks for it first. */
export const REDIRECT_SELECTOR = '[data-cw-redirect]';
