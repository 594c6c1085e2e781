/** The server HTML hook of reply translation, apart from its code: a page looks for it first. */
import { pageHooks } from '@casino/api';

export const REPLY_LANGUAGE_SELECTOR = `select[${pageHooks.replyLanguage}]`;
