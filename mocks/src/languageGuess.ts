/**
 * The fake backend's language detection of replies: the language whose common words
 * make up most of the text, English when none does. Enough for a test to tell a Dutch or
 * German reply from an English one; a real server does better.
 */
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
