/**
 * What typing turns into: text emoticons into emoji (SPEC §9's map, shared with
 * @casino/ui), and the usual list and quote starters. They never run while an input
 * method is composing, so Chinese, Japanese or Korean input is never cut into; they run
 * once it ends (typingRules.ts).
 */
import { EMOTICONS, EMOTICON_AFTER, EMOTICON_BEFORE, emoticonAlternation } from '@casino/ui';
import type { Plugin } from 'prosemirror-state';
import { schema } from './schema';
import { typingRules, wrapWhenTyped } from './typingRules';
import type { TypingRule } from './typingRules';

/**
 * @casino/ui's token rule for emoticons (`replaceEmoticons`), as typed: an emoticon after
 * the start, a space or an opening bracket or quote, turned into emoji when the character
 * after it (a space or punctuation) is typed. Longer emoticons are tried first.
 */
export const EMOTICON_AS_TYPED = new RegExp(
  `${EMOTICON_BEFORE}(${emoticonAlternation()})(${EMOTICON_AFTER})$`,
);

export const emoticonRule: TypingRule = {
  match: EMOTICON_AS_TYPED,
  apply(state, match, start, end) {
    const [, emoticon = '', after = ''] = match;
    const emoji = EMOTICONS[emoticon];
    return emoji ? state.tr.insertText(emoji + after, start, end) : null;
  },
};

export function editorInputRules(): Plugin {
  return typingRules([
    emoticonRule,
    wrapWhenTyped(/^\s*([-*])\s$/, schema.nodes.bullet_list!),
    wrapWhenTyped(/^\d+\.\s$/, schema.nodes.ordered_list!),
    wrapWhenTyped(/^\s*>\s$/, schema.nodes.blockquote!),
  ]);
}
