/**
 * What typing turns into, in the few lines this editor needs (the part of
 * prosemirror-inputrules it used): a rule's pattern is tried on the text before the
 * cursor with the typed text, its transaction replaces the typing, and Backspace right
 * after gives the typed text back. Nothing runs while an input method is composing, so
 * Chinese, Japanese or Korean input is never cut into; the rules run once it ends.
 */
import type { NodeType } from 'prosemirror-model';
import { Plugin, PluginKey } from 'prosemirror-state';
import type { Command, EditorState, TextSelection, Transaction } from 'prosemirror-state';
import { canJoin, findWrapping } from 'prosemirror-transform';
import type { EditorView } from 'prosemirror-view';

export interface TypingRule {
  /** Ends with `$`: matched against the text before the cursor, the typed text included. */
  match: RegExp;
  /** The change for the matched range [start, end), or null to leave the typing as it is. */
  apply: (
    state: EditorState,
    match: RegExpExecArray,
    start: number,
    end: number,
  ) => Transaction | null;
}

/** How far back of the cursor a rule looks. */
const LOOK_BEHIND = 500;

/** The last rule applied, while nothing else happened: Backspace gives the typing back. */
interface Applied {
  transform: Transaction;
  from: number;
  to: number;
  text: string;
}

const typing = new PluginKey<Applied | null>('typingRules');

function run(view: EditorView, from: number, to: number, text: string, rules: TypingRule[]) {
  if (view.composing) return false;
  const { state } = view;
  const $from = state.doc.resolve(from);
  const before =
    $from.parent.textBetween(
      Math.max(0, $from.parentOffset - LOOK_BEHIND),
      $from.parentOffset,
      null,
      '\ufffc',
    ) + text;
  for (const rule of rules) {
    const match = rule.match.exec(before);
    if (!match || match[0].length < text.length) continue;
    const tr = rule.apply(state, match, from - (match[0].length - text.length), to);
    if (!tr) continue;
    view.dispatch(tr.setMeta(typing, { transform: tr, from, to, text }));
    return true;
  }
  return false;
}

export function typingRules(rules: TypingRule[]): Plugin {
  return new Plugin<Applied | null>({
    key: typing,
    state: {
      init: () => null,
      apply: (tr, applied) =>
        (tr.getMeta(typing) as Applied | undefined) ??
        (tr.selectionSet || tr.docChanged ? null : applied),
    },
    props: {
      handleTextInput: (view, from, to, text) => run(view, from, to, text, rules),
      handleDOMEvents: {
        compositionend: (view) => {
          // After the composed text is in the document.
          setTimeout(() => {
            const { $cursor } = view.state.selection as TextSelection;
            if ($cursor) run(view, $cursor.pos, $cursor.pos, '', rules);
          });
          return false;
        },
      },
    },
  });
}

/** Backspace right after a rule applied: the typed text comes back as it was typed. */
export const undoTypingRule: Command = (state, dispatch) => {
  const applied = typing.getState(state);
  if (!applied) return false;
  if (dispatch) {
    const tr = state.tr;
    const { transform, from, to, text } = applied;
    for (let index = transform.steps.length - 1; index >= 0; index -= 1)
      tr.step(transform.steps[index]!.invert(transform.docs[index]!));
    if (text) tr.replaceWith(from, to, state.schema.text(text, tr.doc.resolve(from).marks()));
    else tr.delete(from, to);
    dispatch(tr);
  }
  return true;
};

/** A line started with `match` is wrapped in `type` (a list joins the list just before). */
export function wrapWhenTyped(match: RegExp, type: NodeType): TypingRule {
  return {
    match,
    apply(state, _match, start, end) {
      const tr = state.tr.delete(start, end);
      const range = tr.doc.resolve(start).blockRange();
      const wrapping = range && findWrapping(range, type);
      if (!range || !wrapping) return null;
      tr.wrap(range, wrapping);
      const before = tr.doc.resolve(start - 1).nodeBefore;
      if (before?.type === type && canJoin(tr.doc, start - 1)) tr.join(start - 1);
      return tr;
    },
  };
}
