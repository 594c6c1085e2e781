/** The editor's state and behaviour: history, shortcuts, input rules, paste and drop. */
import { baseKeymap, chainCommands, exitCode } from 'prosemirror-commands';
import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import type { Node, NodeType } from 'prosemirror-model';
import { liftListItem, sinkListItem, splitListItem } from 'prosemirror-schema-list';
import { EditorState, Plugin, Selection } from 'prosemirror-state';
import type { Command } from 'prosemirror-state';
import { Decoration, DecorationSet } from 'prosemirror-view';
import { pageHooks } from '@casino/api';
import { toggleBold, toggleItalic } from './commands';
import { editorInputRules } from './inputRules';
import { sanitizeHtml } from './sanitize';
import { schema } from './schema';
import { emptyDoc, isBlank } from './serialize';
import { undoTypingRule } from './typingRules';

export interface EditorHooks {
  /** Ctrl/Cmd+K: the page opens its link form. */
  onLinkShortcut?: () => void;
  /** Image files pasted or dropped into the text. */
  onFiles?: (files: File[]) => void;
  /** Shown in the empty text. */
  placeholder?: () => string;
}

const listItem = schema.nodes.list_item as NodeType;
const hardBreak = schema.nodes.hard_break as NodeType;

const insertHardBreak: Command = chainCommands(exitCode, (state, dispatch) => {
  dispatch?.(state.tr.replaceSelectionWith(hardBreak.create()).scrollIntoView());
  return true;
});

/** Files of a paste or drop; a paste that also carries HTML is text from a page, not a file. */
function filesOf(data: DataTransfer | null, pasted: boolean): File[] {
  if (!data?.files.length) return [];
  if (pasted && data.types.includes('text/html')) return [];
  return [...data.files];
}

function placeholderPlugin(text: () => string): Plugin {
  return new Plugin({
    props: {
      decorations(state) {
        const first = state.doc.firstChild;
        if (!first || !isBlank(state.doc)) return null;
        return DecorationSet.create(state.doc, [
          Decoration.node(0, first.nodeSize, {
            class: 'cw-editor__placeholder',
            [pageHooks.placeholder]: text(),
          }),
        ]);
      },
    },
  });
}

export function editorPlugins(hooks: EditorHooks = {}): Plugin[] {
  return [
    editorInputRules(),
    keymap({
      'Mod-z': undo,
      'Mod-y': redo,
      'Shift-Mod-z': redo,
      'Mod-b': toggleBold,
      'Mod-i': toggleItalic,
      'Mod-k': () => {
        hooks.onLinkShortcut?.();
        return Boolean(hooks.onLinkShortcut);
      },
      // Right after an emoticon became emoji, Backspace gives the emoticon back.
      Backspace: undoTypingRule,
      Enter: splitListItem(listItem),
      'Shift-Enter': insertHardBreak,
      'Mod-[': liftListItem(listItem),
      'Mod-]': sinkListItem(listItem),
    }),
    keymap(baseKeymap),
    history(),
    new Plugin({
      props: {
        handleDOMEvents: {
          // Escape belongs to the page: a dialog around the editor closes on it. ProseMirror
          // would take it (and stop the dialog from seeing it); taken here, it is left alone.
          keydown: (_view, event) => event.key === 'Escape',
        },
        transformPastedHTML: sanitizeHtml,
        handlePaste(_view, event) {
          const files = filesOf(event.clipboardData, true);
          if (!files.length || !hooks.onFiles) return false;
          hooks.onFiles(files);
          return true;
        },
        handleDrop(_view, event) {
          const files = filesOf((event as DragEvent).dataTransfer, false);
          if (!files.length || !hooks.onFiles) return false;
          hooks.onFiles(files);
          return true;
        },
      },
    }),
    ...(hooks.placeholder ? [placeholderPlugin(hooks.placeholder)] : []),
  ];
}

/**
 * The editor's empty state, made once. Every text the editor is given (its first, a draft,
 * the empty text after a send) is this state with the text put in, outside its history:
 * undo cannot bring back what was there, and the view takes each as the same editor (the
 * same plugins). A state made anew would have the view set itself up again (its listeners,
 * its plugins' views, a scroll reset that forces the page's layout), most of the editor's
 * time in a reply.
 */
export function blankState(hooks: EditorHooks = {}): EditorState {
  return EditorState.create({ doc: emptyDoc(), plugins: editorPlugins(hooks) });
}

/** `blank` with `doc` in it, the selection at its start, and no history. */
export function stateWith(blank: EditorState, doc: Node): EditorState {
  if (doc.eq(blank.doc)) return blank;
  const tr = blank.tr.replaceWith(0, blank.doc.content.size, doc.content);
  return blank.apply(tr.setSelection(Selection.atStart(tr.doc)).setMeta('addToHistory', false));
}

export function createEditorState(doc: Node, hooks: EditorHooks = {}): EditorState {
  return stateWith(blankState(hooks), doc);
}
