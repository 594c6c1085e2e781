/**
 * The fake backend's language detection of replies: the language whose common words
 * make up most of the text, English when none does. Enough for a test to tell a Dutch or
 * German reply from an English one; a real server does better. Texts of fewer than
 * `DETECTABLE_WORDS` words (SPEC §5 counting) are too short to tell: the server answers
 * 8209 with its guess unless the member chose the language by hand.
 */
import { forum } from '@casino/api';

const COMMON_WORDS: Record<string, readonly string[]> = {
  en: ['the', 'and', 'you', 'for', 'thanks', 'your', 'we', 'is', 'are', 'with', 'our'],
  de: ['der', 'die', 'das', 'und', 'danke', 'für', 'ihre', 'wir', 'ist', 'nicht', 'mit'],
  nl: ['de', 'het', 'een', 'en', 'dank', 'bedankt', 'voor', 'je', 'jouw', 'wij', 'niet', 'met'],
  es: ['el', 'la', 'los', 'y', 'gracias', 'por', 'su', 'es', 'con', 'para', 'nosotros'],
  fr: ['le', 'la', 'les', 'et', 'merci', 'pour', 'votre', 'nous', 'est', 'avec', 'pas'],
};

export const DEFAULT_REPLY_LANGUAGE = 'en';

export function guessLanguage(text: string): string {
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  let best = DEFAULT_REPLY_LANGUAGE;
  let bestScore = 0;
  for (const [code, common] of Object.entries(COMMON_WORDS)) {
    const score = words.filter((word) => common.includes(word)).length;
    if (score > bestScore) {
      best = code;
      bestScore = score;
    }
  }
  return best;
}

/** Texts with fewer words than this need a language chosen by hand. */
export const DETECTABLE_WORDS = 4;

export type Detection =
  { detected: true; languageCode: string } | { detected: false; guess: string };

/** The language of a text: the one chosen by hand, else the guess of a long enough text. */
export function detectLanguage(text: string, manualLanguageCode?: string): Detection {
  if (manualLanguageCode) return { detected: true, languageCode: manualLanguageCode };
  const guess = guessLanguage(text);
  return forum.countWords(text) < DETECTABLE_WORDS
    ? { detected: false, guess }
    : { detected: true, languageCode: guess };
}
