/**
 * What typing turns into: text emoticons into emoji (SPEC §9's map, shared with
 * @casino/ui), and the usual list and quote starters. Input rules never run while an
 * input method is composing (prosemirror-inputrules checks `view.composing`), so
 * Chinese, Japanese or Korean input is never cut into; they run once it ends.
 */
import { EMOTICONS } from '@casino/ui';
import { InputRule, inputRules, wrappingInputRule } from 'prosemirror-inputrules';
import type { Plugin } from 'prosemirror-state';
import { schema } from './schema';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * The same token rule as @casino/ui's replaceEmoticons: an emoticon after the start, a
 * space or an opening bracket or quote, and turned into emoji when the character after
 * it (a space or punctuation) is typed. Longer emoticons are tried first.
 */
export const EMOTICON_AS_TYPED = new RegExp(
  `(?<=^|[\\s(\\["'])(${Object.keys(EMOTICONS)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})([\\s.,!?;:)\\]"'])$`,
);

export const emoticonRule = new InputRule(EMOTICON_AS_TYPED, (state, match, start, end) => {
  const [, emoticon = '', after = ''] = match;
  const emoji = EMOTICONS[emoticon];
  if (!emoji) return null;
  return state.tr.insertText(emoji + after, start, end);
});

export function editorInputRules(): Plugin {
  return inputRules({
    rules: [
      emoticonRule,
      wrappingInputRule(/^\s*([-*])\s$/, schema.nodes.bullet_list!),
      wrappingInputRule(/^\d+\.\s$/, schema.nodes.ordered_list!),
      wrappingInputRule(/^\s*>\s$/, schema.nodes.blockquote!),
    ],
  });
}
