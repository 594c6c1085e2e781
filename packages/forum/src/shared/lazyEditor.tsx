/**
 * The rich-text editor, loaded the first time a member needs it (focusing the reply box,
 * replying, quoting, editing, or coming back to a draft): a visitor never downloads it.
 */
import { lazyRichTextEditor } from '@casino/editor/lazy';
import { text } from '../messages';

function EditorUnavailable() {
  return (
    <p className="cw-forum-thread__error" role="alert">
      {text.editorFailed()}
    </p>
  );
}

export const RichTextEditor = lazyRichTextEditor('Forum', EditorUnavailable);
