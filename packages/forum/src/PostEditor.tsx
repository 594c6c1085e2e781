import { Suspense, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { createPortal } from 'react-dom';
import type { RichTextEditorHandle } from '@casino/editor';
import { editPost } from './calls';
import type { PostAnswer } from './calls';
import { LanguageDialog, PendingDialog } from './Feedback';
import { RichTextEditor } from './lazyEditor';
import { text } from './messages';
import { SubmitBlock } from './SubmitBlock';
import { useSubmission } from './useSubmission';

/** A post being edited: its article, the place of the editor in it, its text as it was. */
export interface PostEdit {
  postId: number;
  post: HTMLElement;
  host: HTMLElement;
  html: string;
}

interface PostEditorProps {
  edit: PostEdit;
  maxLength: number;
  onLogin: () => void;
  /** The edit was saved (the answer's post is in the page) or is held for review. */
  onSaved: (answer: PostAnswer | null) => void;
  onCancel: () => void;
}

/**
 * SPEC §3 Post edit: the member's own post edited in place with the rich-text editor;
 * PUT /frontendService/post; Cancel puts the post's text back.
 */
export function PostEditor({ edit, maxLength, onLogin, onSaved, onCancel }: PostEditorProps) {
  const editor = useRef<RichTextEditorHandle | null>(null);
  const [pending, setPending] = useState(false);
  const submission = useSubmission({
    send: (signal, manualLanguageCode) => {
      const handle = editor.current;
      if (!handle || handle.validate().length > 0) {
        handle?.focus();
        return null;
      }
      if (handle.isUploading())
        return Promise.resolve({ kind: 'error', message: text.uploading() });
      return editPost(
        {
          postId: edit.postId,
          updatedText: handle.getHtml(),
          ...(manualLanguageCode ? { manualLanguageCode } : {}),
        },
        signal,
      );
    },
    onPosted: (answer) => onSaved(answer),
    onPending: () => {
      editor.current?.clear();
      setPending(true);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submission.submit();
  };

  return createPortal(
    <div className="cw-forum-thread">
      <form className="cw-forum-thread__form" onSubmit={onSubmit} noValidate>
        <Suspense fallback={<p role="status">{text.loadingEditor()}</p>}>
          <RichTextEditor
            ref={(handle: RichTextEditorHandle | null) => {
              const first = !editor.current && handle;
              editor.current = handle;
              if (first) handle.focus();
            }}
            label={text.editLabel()}
            initialHtml={edit.html}
            maxCharacters={maxLength}
            onChange={() => submission.reset()}
          />
        </Suspense>
        <SubmitBlock
          submission={submission}
          onLogin={onLogin}
          label={text.save()}
          busyLabel={text.saving()}
        >
          <button type="button" className="cw-forum-thread__secondary" onClick={onCancel}>
            {text.cancel()}
          </button>
        </SubmitBlock>
      </form>
      <LanguageDialog
        choice={submission.language}
        busy={submission.busy}
        onSend={(code) => void submission.submit(code)}
        onClose={submission.closeLanguage}
      />
      <PendingDialog
        open={pending}
        onClose={() => {
          setPending(false);
          onSaved(null);
        }}
      />
    </div>,
    edit.host,
  );
}
