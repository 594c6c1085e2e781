import { Suspense, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { createPortal } from 'react-dom';
import type { RichTextEditorHandle } from '@casino/editor';
import { editPost } from '../shared/calls';
import { clearEditDraft, readEditDraft, saveEditDraft } from '../shared/draft';
import type { PostAnswer } from '../shared/calls';
import { LanguageDialog, PendingDialog } from '../shared/Feedback';
import { RichTextEditor } from '../shared/lazyEditor';
import { text } from '../messages';
import { SubmitBlock } from '../shared/SubmitBlock';
import { useSubmission } from '../shared/useSubmission';

/** A post being edited: its article, the place of the editor in it, its text as it was. */
export interface PostEdit {
  postId: number;
  post: HTMLElement;
  host: HTMLElement;
  html: string;
}

interface PostEditorProps {
  edit: PostEdit;
  /** The member editing: their unsaved edit is kept as a draft of this post. */
  userId: number;
  maxLength: number;
  onLogin: () => void;
  /** The edit was saved (the answer's post is in the page) or is held for review. */
  onSaved: (answer: PostAnswer | null) => void;
  onCancel: () => void;
}

/**
 * SPEC §3 Post edit: the member's own post edited in place with the rich-text editor;
 * PUT /frontendService/post; Cancel puts the post's text back. What is typed is kept as
 * the member's draft of the post until it is saved, held for review or cancelled, so a
 * reload or a failed save loses nothing.
 */
export function PostEditor({
  edit,
  userId,
  maxLength,
  onLogin,
  onSaved,
  onCancel,
}: PostEditorProps) {
  const editor = useRef<RichTextEditorHandle | null>(null);
  const [pending, setPending] = useState(false);
  const [startHtml] = useState(() => readEditDraft(userId, edit.postId)?.html ?? edit.html);
  const forget = () => clearEditDraft(userId, edit.postId);
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
    onPosted: (answer) => {
      forget();
      onSaved(answer);
    },
    onPending: () => {
      forget();
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
            initialHtml={startHtml}
            maxCharacters={maxLength}
            onChange={(html) => {
              submission.reset();
              // Only a change is a draft: the post's own text needs no keeping.
              if (html === edit.html) forget();
              else saveEditDraft(userId, edit.postId, html);
            }}
          />
        </Suspense>
        <SubmitBlock
          submission={submission}
          onLogin={onLogin}
          label={text.save()}
          busyLabel={text.saving()}
        >
          <button
            type="button"
            className="cw-forum-thread__secondary"
            onClick={() => {
              forget();
              onCancel();
            }}
          >
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
