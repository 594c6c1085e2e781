import { useEffect, useRef, useState } from 'react';
import { currentUser, useSignals } from '@casino/core';
import type { RichTextEditorHandle } from '@casino/editor';
import { Dialog } from '@casino/ui';
import { createThread } from '../shared/calls';
import { clearThreadDraft, readThreadDraft, saveThreadDraft } from '../shared/threadDraft';
import type { ThreadAnswer } from '../shared/calls';
import { LanguageDialog, PendingDialog } from '../shared/Feedback';
import { askLogin } from '../shared/member';
import { representedCasinos } from '../shared/PostAs';
import { text } from '../messages';
import type { ForumStartThreadProps } from './startThreadProps';
import { StartThreadForm } from './StartThreadForm';
import { emptyThreadForm, formErrors, threadRequest } from '../shared/threadForm';
import type { FieldError, ThreadFormState } from '../shared/threadForm';
import { useSubmission } from '../shared/useSubmission';

/** An editor's HTML with something typed in it (an empty editor gives `<p></p>`). */
const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim() !== '' || /<img/i.test(html);

export interface StartThreadModalProps extends ForumStartThreadProps {
  /** How many times a member asked for the modal (the button, the address): each opens it. */
  asks: number;
  onClosed: () => void;
}

/**
 * The start-thread modal (SPEC §2 Forum, "Modals": forum thread creation), loaded when a
 * member first asks for it. What was typed stays while the modal is closed; a created
 * thread is followed to its link.
 */
export function StartThreadModal({
  categories,
  casinos,
  casinoSearchUrl,
  gameSearchUrl,
  asks,
  onClosed,
}: StartThreadModalProps) {
  useSignals();
  const user = currentUser.value;
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const userId = user?.id;
  // The member's thread not started yet (a reload, a failed send) comes back as it was.
  const [draft] = useState(() => (userId === undefined ? null : readThreadDraft(userId)));
  const [form, setForm] = useState<ThreadFormState>(() => draft?.form ?? emptyThreadForm());
  const [errors, setErrors] = useState<FieldError[]>([]);
  /** The first post as it was when the modal opened: the editor starts with it. */
  const [startHtml, setStartHtml] = useState('');
  /** A thread was created: the page is leaving for it, nothing is sent again. */
  const [leaving, setLeaving] = useState(false);
  const html = useRef(draft?.html ?? '');
  const editor = useRef<RichTextEditorHandle | null>(null);
  const title = useRef<HTMLInputElement>(null);
  const category = useRef<HTMLSelectElement>(null);

  const submission = useSubmission<ThreadAnswer>({
    send: (signal, manualLanguageCode) => {
      const handle = editor.current;
      if (!handle || leaving) return null;
      const problems = handle.validate();
      // The editor shows its own problems (an empty post); the word count comes after them.
      const found = formErrors(form, handle.getText()).filter(
        (error) => error !== 'firstPost' || problems.length === 0,
      );
      setErrors(found);
      if (found.includes('title')) title.current?.focus();
      else if (found.includes('category')) category.current?.focus();
      else if (found.length > 0 || problems.length > 0) handle.focus();
      if (found.length > 0 || problems.length > 0) return null;
      if (handle.isUploading())
        return Promise.resolve({ kind: 'error', message: text.uploading() });
      return createThread(threadRequest(form, handle.getHtml(), manualLanguageCode), signal);
    },
    onPosted: (answer) => {
      if (!answer.link) return;
      if (userId !== undefined) clearThreadDraft(userId);
      setLeaving(true);
      window.location.assign(answer.link);
    },
    onPending: () => {
      if (userId !== undefined) clearThreadDraft(userId);
      setForm(emptyThreadForm());
      setErrors([]);
      html.current = '';
      editor.current?.clear();
      setOpen(false);
      setPending(true);
    },
  });

  const keep = (nextForm: ThreadFormState, nextHtml: string) => {
    if (userId === undefined) return;
    const empty =
      JSON.stringify(nextForm) === JSON.stringify(emptyThreadForm()) && !hasText(nextHtml);
    saveThreadDraft(userId, { form: nextForm, html: nextHtml }, empty);
  };

  // SPEC §5: opening the modal clears the title and word-count errors (and the form's).
  const show = () => {
    setErrors([]);
    submission.reset();
    setStartHtml(html.current);
    setOpen(true);
  };
  const latestShow = useRef(show);
  useEffect(() => {
    latestShow.current = show;
  });
  useEffect(() => latestShow.current(), [asks]);

  const close = () => {
    setOpen(false);
    submission.closeLanguage();
    onClosed();
  };

  const change = (next: Partial<ThreadFormState>) => {
    setForm((previous) => {
      const changed = { ...previous, ...next };
      keep(changed, html.current);
      return changed;
    });
    if ('title' in next) setErrors((previous) => previous.filter((error) => error !== 'title'));
    if ('categoryId' in next)
      setErrors((previous) => previous.filter((error) => error !== 'category'));
  };

  return (
    <>
      <Dialog
        open={open && Boolean(user)}
        onClose={close}
        title={text.startTitle()}
        closeLabel={text.close()}
        className="cw-forum-thread cw-forum-start-thread"
        modalId="forum-thread-creation"
      >
        {user && (
          <StartThreadForm
            form={form}
            onChange={change}
            errors={errors}
            categories={categories}
            represented={representedCasinos(user.representedCasinoIds ?? [], casinos)}
            userName={user.userName}
            casinoSearchUrl={casinoSearchUrl}
            gameSearchUrl={gameSearchUrl}
            firstPostHtml={startHtml}
            onFirstPostChange={(next) => {
              html.current = next;
              keep(form, next);
              setErrors((previous) => previous.filter((error) => error !== 'firstPost'));
            }}
            editorRef={editor}
            titleRef={title}
            categoryRef={category}
            submission={submission}
            busy={submission.busy || leaving}
            onSubmit={() => void submission.submit()}
            onLogin={askLogin}
          />
        )}
      </Dialog>
      <LanguageDialog
        choice={submission.language}
        busy={submission.busy}
        onSend={(code) => void submission.submit(code)}
        onClose={submission.closeLanguage}
      />
      <PendingDialog
        open={pending}
        onClose={() => setPending(false)}
        message={text.threadPendingText()}
      />
    </>
  );
}
