import type { HttpHandler } from 'msw';

/** Fake endpoints of login; filled in with the package that calls them. */
export const loginHandlers: HttpHandler[] = [];
