/**
 * How the forum's rules (`forumRules.ts`) count: words as SPEC §5 counts them, winning
 * sizes as SPEC §3 keeps them. Shared by the widgets' forms and the fake backend.
 */
import { WINNING_SIZE_DECIMALS } from './forumRules';

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
