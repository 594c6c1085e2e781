import type { HttpHandler } from 'msw';

/** Fake endpoints of signup; filled in with the package that calls them. */
export const signupHandlers: HttpHandler[] = [];
