/** The server HTML hook of a redirect, apart from its code: a page looks for it first. */
import { pageHooks } from '@casino/api';

export const REDIRECT_SELECTOR = `[${pageHooks.cwRedirect}]`;
