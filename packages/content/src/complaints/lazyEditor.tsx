/**
 * The rich-text editor, loaded the first time a member focuses the complaint's text (as
 * the forum's reply box does): a reader of the complaints never downloads it.
 */
import { lazy } from 'react';
import type { ReactNode } from 'react';
import { reportError } from '@casino/core';
import type { RichTextEditorProps } from '@casino/editor';
import { loadEditor } from '@casino/editor/lazy';
import { text } from './messages';

function EditorUnavailable() {
  return (
    <p className="cw-complaint__error" role="alert">
      {text.editorFailed()}
    </p>
  );
}

export const RichTextEditor = lazy(() =>
  loadEditor().then(
    (editor) => ({ default: editor.RichTextEditor }),
    (error: unknown) => {
      reportError(`Complaint: the editor failed to load: ${String(error)}`);
      return { default: EditorUnavailable as (props: RichTextEditorProps) => ReactNode };
    },
  ),
);
