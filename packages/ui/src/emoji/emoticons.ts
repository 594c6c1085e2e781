/**
 * SPEC §9 Emoji: about 40 text emoticons map to unicode emoji. Grouped by the emoji they
 * stand for; `EMOTICONS` is the flat table, `EMOJI_NAMES` what each emoji means.
 */
const GROUPS: readonly (readonly [emoji: string, emoticons: readonly string[]])[] = [
  ['🙂', [':)', ':-)']],
  ['😃', [':D', ':-D']],
  ['😆', ['xD', 'XD']],
  ['😉', [';)', ';-)']],
  ['🙁', [':(', ':-(']],
  ['😢', [":'(", ":'-("]],
  ['😛', [':P', ':-P', ':p', ':-p']],
  ['😮', [':O', ':-O', ':o', ':-o']],
  ['😘', [':*', ':-*']],
  ['😎', ['B)', 'B-)']],
  ['😕', [':/', ':-/']],
  ['😐', [':|', ':-|']],
  ['😇', ['O:)', 'O:-)']],
  ['😠', ['>:(', '>:-(']],
  ['😈', ['>:)', '>:-)']],
  ['❤️', ['<3']],
  ['💔', ['</3']],
  ['👍', ['(y)', '(Y)']],
  ['👎', ['(n)', '(N)']],
  ['😊', ['^_^']],
  ['😑', ['-_-']],
];

/** Emoticon → emoji, for example `':)'` → `'🙂'` and `'<3'` → `'❤️'`. */
export const EMOTICONS: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(GROUPS.flatMap(([emoji, emoticons]) => emoticons.map((e) => [e, emoji]))),
);

/**
 * What each emoji stands for, for lists and pickers: `'🙂'` → `'smile'`. A table of its
 * own, marked pure: a chunk that only needs `EMOTICONS` (the editor's) carries no names.
 */
export const EMOJI_NAMES: Readonly<Record<string, string>> = /* @__PURE__ */ Object.freeze({
  '🙂': 'smile',
  '😃': 'grin',
  '😆': 'laugh',
  '😉': 'wink',
  '🙁': 'sad',
  '😢': 'cry',
  '😛': 'tongue',
  '😮': 'surprised',
  '😘': 'kiss',
  '😎': 'cool',
  '😕': 'confused',
  '😐': 'neutral',
  '😇': 'angel',
  '😠': 'angry',
  '😈': 'devil',
  '❤️': 'heart',
  '💔': 'broken heart',
  '👍': 'thumbs up',
  '👎': 'thumbs down',
  '😊': 'happy',
  '😑': 'expressionless',
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * An emoticon counts only as a token of its own: after the start, a space or an opening
 * bracket or quote (`EMOTICON_BEFORE`), and before the end, a space or punctuation
 * (`EMOTICON_AFTER`). So `http://`, `3:30`, `xDebug` and `word:)` stay as they are.
 * The editor turns them into emoji as they are typed with the same rule.
 */
export const EMOTICON_BEFORE = `(?<=^|[\\s(\\["'])`;
export const EMOTICON_AFTER = `[\\s.,!?;:)\\]"']`;

/** The emoticons as one alternation of a regular expression, longer ones first (`O:)` before `:)`). */
export function emoticonAlternation(): string {
  return Object.keys(EMOTICONS)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
}

/** Built on first use: a chunk that only reads the table does not build it. */
let token: RegExp | undefined;

/** Replaces the text emoticons of `text` that stand as whole tokens with their emoji. */
export function replaceEmoticons(text: string): string {
  token ??= new RegExp(
    `${EMOTICON_BEFORE}(?:${emoticonAlternation()})(?=$|${EMOTICON_AFTER})`,
    'g',
  );
  return text.replace(token, (emoticon) => EMOTICONS[emoticon] ?? emoticon);
}
