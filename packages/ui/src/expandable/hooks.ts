/** The server HTML hook of expandable boxes, apart from their code: a page looks for it before it
 * loads that code. */
export const EXPANDABLE_SELECTOR = '[data-cw-expandable]';
