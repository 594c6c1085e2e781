/** Leaving the page, in one place so tests can watch it (`vi.spyOn(leavePage, 'assign')`). */
export const leavePage = {
  assign: (url: string): void => window.location.assign(url),
  /** Without a history entry: the redirect of a confirmation screen without a signup. */
  replace: (url: string): void => window.location.replace(url),
};
