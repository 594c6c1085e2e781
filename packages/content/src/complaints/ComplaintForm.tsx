import { Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { emit } from '@casino/core';
import type { RichTextEditorHandle } from '@casino/editor';
import { useCall } from '@casino/ui';
import { text } from './messages';
import type { ComplaintFormProps } from './props';
import { AttachmentList } from './AttachmentList';
import { RichTextEditor } from './lazyEditor';
import { paragraphsHtml, submitComplaint } from './submitComplaint';
import { useAttachments } from './useAttachments';

type Sent = { link: string | null };
interface FormErrors {
  subject?: string;
  amount?: string;
  form?: string;
  loginRequired?: boolean;
}

const askLogin = () => emit('auth:open', { tab: 'LOGIN' });

/**
 * A member's new complaint: the casino, a subject, the disputed amount, the story in the
 * rich-text editor (loaded when the text is first focused) and up to five attachments.
 * A refused or failed send keeps everything typed and attached.
 */
export function ComplaintForm({
  casinos,
  uploadUrl,
  uploadPreset,
  maxCharacters,
}: ComplaintFormProps) {
  const id = useId();
  const target = useMemo(() => ({ uploadUrl, uploadPreset }), [uploadUrl, uploadPreset]);
  const attachments = useAttachments(target);
  const editor = useRef<RichTextEditorHandle | null>(null);
  const focusEditor = useRef(false);
  /** Sent empty before the editor came: it shows its EMPTY error once it is in. */
  const validateEditor = useRef(false);
  const subjectField = useRef<HTMLInputElement>(null);
  const [editorWanted, setEditorWanted] = useState(false);
  const [plain, setPlain] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const { busy, run } = useCall();
  const [sent, setSent] = useState<Sent | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sent) heading.current?.focus();
  }, [sent]);

  const attachEditor = (handle: RichTextEditorHandle | null) => {
    editor.current = handle;
    if (handle && validateEditor.current) {
      validateEditor.current = false;
      handle.validate();
    }
    if (handle && focusEditor.current) {
      focusEditor.current = false;
      handle.focus();
    }
  };

  const wantEditor = () => {
    focusEditor.current = true;
    setEditorWanted(true);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const subject = String(data.get('subject') ?? '').trim();
    const amountText = String(data.get('amount') ?? '').trim();
    const amount = amountText ? Number(amountText.replace(',', '.')) : undefined;
    const next: FormErrors = {};
    if (!subject) next.subject = text.subjectRequired();
    if (amount !== undefined && !(Number.isFinite(amount) && amount >= 0))
      next.amount = text.amountInvalid();
    const handle = editor.current;
    const storyProblems = handle ? handle.validate() : plain.trim() ? [] : ['EMPTY'];
    if (!handle && !plain.trim()) {
      validateEditor.current = true;
      // The first field in error gets the focus: the subject before the story.
      focusEditor.current = !next.subject;
      setEditorWanted(true);
    }
    if (attachments.uploading()) next.form = text.waitUploads();
    setErrors(next);
    if (next.subject) subjectField.current?.focus();
    if (Object.keys(next).length || storyProblems.length) return;
    void run(async (signal) => {
      const outcome = await submitComplaint({
        casinoId: Number(data.get('casinoId') ?? casinos[0]!.id),
        title: subject,
        text: handle ? handle.getHtml() : paragraphsHtml(plain),
        ...(amount !== undefined && { disputedAmount: amount }),
        attachmentHashes: attachments.hashes(),
      });
      if (signal.aborted) return;
      if (outcome.ok) setSent({ link: outcome.link });
      else setErrors({ form: outcome.message, loginRequired: outcome.loginRequired });
    });
  };

  if (sent)
    return (
      <section className="cw-complaint cw-complaint--sent" aria-labelledby={`${id}-sent`}>
        <h2 id={`${id}-sent`} ref={heading} tabIndex={-1}>
          {text.sent()}
        </h2>
        {sent.link && <a href={sent.link}>{text.openComplaint()}</a>}
      </section>
    );

  return (
    <form className="cw-complaint" noValidate aria-labelledby={`${id}-title`} onSubmit={onSubmit}>
      <h2 id={`${id}-title`}>{text.complaintTitle()}</h2>
      {casinos.length > 1 ? (
        <p className="cw-complaint__field">
          <label htmlFor={`${id}-casino`}>{text.casino()}</label>
          <select id={`${id}-casino`} name="casinoId">
            {casinos.map((casino) => (
              <option key={casino.id} value={casino.id}>
                {casino.name}
              </option>
            ))}
          </select>
        </p>
      ) : (
        <input type="hidden" name="casinoId" value={casinos[0]!.id} />
      )}
      <p className="cw-complaint__field">
        <label htmlFor={`${id}-subject`}>{text.subject()}</label>
        <input
          ref={subjectField}
          id={`${id}-subject`}
          name="subject"
          required
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? `${id}-subject-error` : undefined}
        />
        {errors.subject && (
          <span id={`${id}-subject-error`} className="cw-complaint__error">
            {errors.subject}
          </span>
        )}
      </p>
      <p className="cw-complaint__field">
        <label htmlFor={`${id}-amount`}>{text.amount()}</label>
        <input
          id={`${id}-amount`}
          name="amount"
          inputMode="decimal"
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={errors.amount ? `${id}-amount-error` : undefined}
        />
        {errors.amount && (
          <span id={`${id}-amount-error`} className="cw-complaint__error">
            {errors.amount}
          </span>
        )}
      </p>
      {editorWanted ? (
        <Suspense fallback={<PlainStory id={id} value={plain} busy onChange={setPlain} />}>
          <RichTextEditor
            ref={attachEditor}
            label={text.story()}
            placeholder={text.storyPlaceholder()}
            initialHtml={paragraphsHtml(plain)}
            {...(maxCharacters !== undefined && { maxCharacters })}
          />
        </Suspense>
      ) : (
        <PlainStory id={id} value={plain} onChange={setPlain} onFocus={wantEditor} />
      )}
      <AttachmentList
        rows={attachments.rows}
        announcement={attachments.announcement}
        notice={attachments.notice}
        onAdd={attachments.add}
        onRemove={attachments.remove}
      />
      {errors.form && (
        <p className="cw-complaint__error" role="alert">
          {errors.form}{' '}
          {errors.loginRequired && (
            <button type="button" className="cw-complaint__link" onClick={askLogin}>
              {text.login()}
            </button>
          )}
        </p>
      )}
      <button type="submit" className="cw-complaint__submit" aria-disabled={busy || undefined}>
        {busy ? text.sending() : text.submit()}
      </button>
    </form>
  );
}

interface PlainStoryProps {
  id: string;
  value: string;
  busy?: boolean;
  onChange: (value: string) => void;
  onFocus?: () => void;
}

/** The story's box before the editor has come: a labelled text field that looks like it. */
function PlainStory({ id, value, busy = false, onChange, onFocus }: PlainStoryProps) {
  return (
    <p className="cw-complaint__field">
      <label htmlFor={`${id}-story`}>{text.story()}</label>
      <textarea
        id={`${id}-story`}
        rows={6}
        value={value}
        placeholder={text.storyPlaceholder()}
        aria-busy={busy || undefined}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
      />
    </p>
  );
}
