/**
 * SPEC §9 Emoji: about 40 text emoticons map to unicode emoji. Grouped by what they
 * mean; `EMOTICONS` is the flat table.
 */
const GROUPS: readonly (readonly [name: string, emoji: string, emoticons: readonly string[]])[] = [
  ['smile', '🙂', [':)', ':-)']],
  ['grin', '😃', [':D', ':-D']],
  ['laugh', '😆', ['xD', 'XD']],
  ['wink', '😉', [';)', ';-)']],
  ['sad', '🙁', [':(', ':-(']],
  ['cry', '😢', [":'(", ":'-("]],
  ['tongue', '😛', [':P', ':-P', ':p', ':-p']],
  ['surprised', '😮', [':O', ':-O', ':o', ':-o']],
  ['kiss', '😘', [':*', ':-*']],
  ['cool', '😎', ['B)', 'B-)']],
  ['confused', '😕', [':/', ':-/']],
  ['neutral', '😐', [':|', ':-|']],
  ['angel', '😇', ['O:)', 'O:-)']],
  ['angry', '😠', ['>:(', '>:-(']],
  ['devil', '😈', ['>:)', '>:-)']],
  ['heart', '❤️', ['<3']],
  ['broken heart', '💔', ['</3']],
  ['thumbs up', '👍', ['(y)', '(Y)']],
  ['thumbs down', '👎', ['(n)', '(N)']],
  ['happy', '😊', ['^_^']],
  ['expressionless', '😑', ['-_-']],
];

/** Emoticon → emoji, for example `':)'` → `'🙂'` and `'<3'` → `'❤️'`. */
export const EMOTICONS: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(GROUPS.flatMap(([, emoji, emoticons]) => emoticons.map((e) => [e, emoji]))),
);

/**
 * What each emoji stands for, for lists and pickers: `'🙂'` → `'smile'`. Marked pure: a
 * chunk that does not use it (the editor's) does not carry it.
 */
export const EMOJI_NAMES: Readonly<Record<string, string>> = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.fromEntries(/* @__PURE__ */ GROUPS.map(([name, emoji]) => [emoji, name])),
);

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
