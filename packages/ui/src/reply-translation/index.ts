export { enhanceReplyTranslation, showRepliesIn } from './replyTranslation';
export { REPLY_LANGUAGE_SELECTOR } from './hooks';
