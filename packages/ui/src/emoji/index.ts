export {
  EMOJI_NAMES,
  EMOTICONS,
  EMOTICON_AFTER,
  EMOTICON_BEFORE,
  emoticonAlternation,
  replaceEmoticons,
} from './emoticons';
