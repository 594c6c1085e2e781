/** The server HTML hook of tab sets, apart from their code: a page looks for it before it
 * loads that code. */
import { pageHooks } from '@casino/api';

export const TABS_SELECTOR = `[${pageHooks.cwTabs}]`;
