/** The server HTML hook of a pager, apart from its code: a page looks for it first. */
import { pageHooks } from '@casino/api';

export const PAGINATION_SELECTOR = `[${pageHooks.cwPagination}]`;
