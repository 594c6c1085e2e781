/** The server HTML hook of expandable boxes, apart from their code: a page looks for it before it
 * loads that code. */
import { pageHooks } from '@casino/api';

export const EXPANDABLE_SELECTOR = `[${pageHooks.cwExpandable}]`;
