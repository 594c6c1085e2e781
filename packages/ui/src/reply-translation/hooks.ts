/** The server HTML hook of reply translation, apart from its code: a page looks for it first. */
export const REPLY_LANGUAGE_SELECTOR = 'select[data-reply-language]';
