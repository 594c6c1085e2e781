import type { HttpHandler } from 'msw';

/** Fake endpoints of reviewFlow; filled in with the package that calls them. */
export const reviewFlowHandlers: HttpHandler[] = [];
