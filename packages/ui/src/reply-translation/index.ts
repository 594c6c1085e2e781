export {
  REPLY_LANGUAGE_SELECTOR,
  enhanceReplyTranslation,
  showRepliesIn,
} from './replyTranslation';
