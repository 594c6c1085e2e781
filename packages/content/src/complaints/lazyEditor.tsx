/**
 * The rich-text editor, loaded the first time a member focuses the complaint's text (as
 * the forum's reply box does): a reader of the complaints never downloads it.
 */
import { lazyRichTextEditor } from '@casino/editor/lazy';
import { text } from './messages';

function EditorUnavailable() {
  return (
    <p className="cw-complaint__error" role="alert">
      {text.editorFailed()}
    </p>
  );
}

export const RichTextEditor = lazyRichTextEditor('Complaint', EditorUnavailable);
