export { EMOJI_NAMES, EMOTICONS, replaceEmoticons } from './emoticons';
