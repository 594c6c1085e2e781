/** The server HTML hook of tab sets, apart from their code: a page looks for it before it
 * loads that code. */
export const TABS_SELECTOR = '[data-cw-tabs]';
