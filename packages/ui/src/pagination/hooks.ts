/** The server HTML hook of a pager, apart from its code: a page looks for it first. */
export const PAGINATION_SELECTOR = '[data-cw-pagination]';
