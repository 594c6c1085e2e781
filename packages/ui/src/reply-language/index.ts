export { REPLY_LANGUAGES, replyLanguageChoice } from './replyLanguages';
export type { ReplyLanguage } from './replyLanguages';
