/**
 * The rich-text editor, loaded the first time a member needs it (focusing the reply box,
 * replying, quoting, editing, or coming back to a draft): a visitor never downloads it.
 */
import { lazy } from 'react';
import type { ReactNode } from 'react';
import { reportError } from '@casino/core';
import type { RichTextEditorProps } from '@casino/editor';
import { loadEditor } from '@casino/editor/lazy';
import { text } from './messages';

function EditorUnavailable() {
  return (
    <p className="cw-forum-thread__error" role="alert">
      {text.editorFailed()}
    </p>
  );
}

export const RichTextEditor = lazy(() =>
  loadEditor().then(
    (editor) => ({ default: editor.RichTextEditor }),
    (error: unknown) => {
      reportError(`Forum: the editor failed to load: ${String(error)}`);
      return { default: EditorUnavailable as (props: RichTextEditorProps) => ReactNode };
    },
  ),
);
