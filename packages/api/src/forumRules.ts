/**
 * The forum's text rules, shared by the widgets (counting before sending) and the fake
 * backend (refusing with 8200): SPEC §5 "Forum thread", "Screenshot upload", "Reply text
 * maximum", §9 "Limits".
 */

/** SPEC §5: a thread's title needs at least this many words. */
export const THREAD_TITLE_MIN_WORDS = 3;
/** SPEC §5: a thread's first post needs at least this many words. */
export const FIRST_POST_MIN_WORDS = 5;
/**
 * SPEC §5 "Reply text has a page-given maximum": the forum's pages give the editor's
 * limit of SPEC §9 (5000 characters), counted on the text without its markup.
 */
export const FORUM_POST_MAX_CHARACTERS = 5000;
/** SPEC §9: images one post may hold (the editor's limit). */
export const FORUM_POST_MAX_IMAGES = 5;
/** SPEC §3 Winning screenshot: bet and win sizes are rounded to this many decimals. */
export const WINNING_SIZE_DECIMALS = 2;

/** Chinese, Japanese and Korean characters: SPEC §5 counts each one as a word. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
/** A word elsewhere: a run without spaces that holds at least one letter or digit. */
const WORDISH = /[\p{L}\p{N}]/u;

/** The words of a text as SPEC §5 counts them: each CJK character is one word. */
export function countWords(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const rest = text
    .replace(CJK, ' ')
    .split(/\s+/)
    .filter((word) => WORDISH.test(word)).length;
  return cjk + rest;
}

/** A bet or win size as SPEC §3 keeps it: rounded to 2 decimals. */
export function roundWinningSize(size: number): number {
  const factor = 10 ** WINNING_SIZE_DECIMALS;
  return Math.round(size * factor) / factor;
}
