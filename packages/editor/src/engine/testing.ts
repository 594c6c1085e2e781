/** For the tests: an editor view in the page, and typing as the browser would send it. */
import { EditorView } from 'prosemirror-view';
import type { EditorHooks } from './setup';
import { createEditorState } from './setup';
import { parseHtml } from './serialize';

export function mountEditor(html = '', hooks: EditorHooks = {}): EditorView {
  const place = document.createElement('div');
  document.body.append(place);
  return new EditorView(place, { state: createEditorState(parseHtml(html), hooks) });
}

/** Types character by character through the view's text-input handlers (input rules). */
export function typeText(view: EditorView, text: string): void {
  for (const character of text) {
    const { from, to } = view.state.selection;
    const handled = view.someProp('handleTextInput', (handler) =>
      handler(view, from, to, character, () => view.state.tr.insertText(character, from, to)),
    );
    if (!handled) view.dispatch(view.state.tr.insertText(character, from, to));
  }
}

/** Sends a key press to the view's key handlers (keymaps). */
export function pressKey(
  view: EditorView,
  key: string,
  modifiers: KeyboardEventInit = {},
): boolean {
  const event = new KeyboardEvent('keydown', {
    key,
    bubbles: true,
    cancelable: true,
    ...modifiers,
  });
  return Boolean(view.someProp('handleKeyDown', (handler) => handler(view, event)));
}
