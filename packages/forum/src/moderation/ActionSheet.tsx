import { Suspense, useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { BAN_PERIODS, MODERATION_REASONS, REASON_OTHER } from '@casino/api';
import type { BanPeriod, ModerationReason } from '@casino/api';
import type { RichTextEditorHandle } from '@casino/editor';
import { Dialog, replyLanguageChoice, useCall } from '@casino/ui';
import { LanguageDialog } from '../shared/Feedback';
import { RichTextEditor } from '../shared/lazyEditor';
import { text as forumText } from '../messages';
import type { LanguageChoice } from '../shared/useSubmission';
import { EMPTY_VALUES } from './actions';
import type { Action, Field, Outcome, SheetValues } from './actions';
import { banPeriodLabel, reasonLabel, text } from './messages';
import { MoveTarget } from './MoveTarget';
import { POLL_MIN_OPTIONS, PollEditor } from './PollEditor';
import type { Named } from './targets';

export interface ActionSheetProps {
  action: Action;
  /** The post moved (its thread is left out of the search); the thread's id otherwise. */
  itemId: number;
  categories: Named[];
  /** Who a post's check may be assigned to. */
  moderators: Named[];
  onClose: () => void;
  onDone: (outcome: Extract<Outcome, { ok: true }>) => void;
}

type Errors = Partial<Record<Field | 'explanation', string>>;

/** SPEC §5: what a sheet needs before it sends anything. */
export function validate(fields: Field[], values: SheetValues): Errors {
  const errors: Errors = {};
  if (fields.includes('title') && !values.title.trim()) errors.title = text.titleRequired();
  if (fields.includes('category') && !values.category) errors.category = text.categoryRequired();
  if (
    fields.includes('poll') &&
    (!values.poll?.question.trim() ||
      values.poll.options.filter((option) => option.name.trim()).length < POLL_MIN_OPTIONS)
  )
    errors.poll = text.pollRequired();
  if (fields.includes('text') && !values.text.trim()) errors.text = text.textRequired();
  if (fields.includes('target') && !values.target) errors.target = text.targetRequired();
  if (fields.includes('banPeriod') && !values.banPeriod)
    errors.banPeriod = text.banPeriodRequired();
  if (fields.includes('reason')) {
    if (!values.reason) errors.reason = text.reasonRequired();
    else if (values.reason === REASON_OTHER && !values.explanation.trim())
      errors.explanation = text.explanationRequired();
  }
  return errors;
}

/**
 * The action sheet of one moderation action: ui's Dialog with the action's fields in one
 * order for every action (SPEC §3), sent once at a time; a refusal or a failure shows its
 * message and keeps everything typed.
 */
export function ActionSheet(props: ActionSheetProps) {
  const { action, itemId, categories, moderators, onClose, onDone } = props;
  const id = useId();
  const [values, setValues] = useState<SheetValues>({ ...EMPTY_VALUES, ...action.initial });
  const [errors, setErrors] = useState<Errors>({});
  /** SPEC §8 8209: the language chooser of an edit, as for a member's reply. */
  const [language, setLanguage] = useState<LanguageChoice | null>(null);
  // A refusal's or a failure's message is the call's error.
  const { busy, run, error: message, setError: setMessage } = useCall();
  const form = useRef<HTMLFormElement>(null);
  const first = useRef<HTMLElement | null>(null);
  const [editor, setEditor] = useState<RichTextEditorHandle | null>(null);
  const editorFocused = useRef(false);
  // The text is what the moderator came for: it takes the focus once the editor is in, after
  // the dialog has placed it (a passive effect runs after the dialog's layout effect).
  useEffect(() => {
    if (!editor || editorFocused.current) return;
    editorFocused.current = true;
    editor.focus();
  }, [editor]);
  // After a refused submit the focus goes to the first field in error, once it is marked.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const set = (change: Partial<SheetValues>) => setValues((current) => ({ ...current, ...change }));
  const has = (field: Field) => action.fields.includes(field);
  const errorId = (field: string) => `${id}-${field}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validate(action.fields, values);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length) return;
    send();
  };

  /** Sends the action; after an 8209 again with the language chosen. */
  const send = (manualLanguageCode?: string) =>
    void run(async (signal) => {
      const outcome = await action.run(values, signal, manualLanguageCode);
      if (!outcome.ok && outcome.language !== undefined) {
        setLanguage(replyLanguageChoice(outcome.language));
        return;
      }
      setLanguage(null);
      if (outcome.ok) onDone(outcome);
      else setMessage(outcome.message);
    });

  const error = (field: Field | 'explanation') =>
    errors[field] ? (
      <p id={errorId(field)} role="alert" className="cw-forum-moderation__error">
        {errors[field]}
      </p>
    ) : null;
  const invalid = (field: Field | 'explanation') => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorId(field) : undefined,
  });
  const labelled = (field: string, label: string, control: ReactNode) => (
    <div className="cw-forum-moderation__field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      {control}
      {error(field as Field)}
    </div>
  );

  return (
    <>
      <Dialog
        open
        title={action.label}
        onClose={busy ? () => {} : onClose}
        closeLabel={text.cancel()}
        className="cw-forum-moderation"
        modalId="forum-moderation"
        initialFocus={first}
      >
        <form ref={form} noValidate onSubmit={submit} aria-busy={busy}>
          {has('title') &&
            labelled(
              'title',
              text.newTitle(),
              <input
                ref={(element) => {
                  first.current ??= element;
                }}
                id={`${id}-title`}
                value={values.title}
                onChange={(event) => set({ title: event.target.value })}
                {...invalid('title')}
              />,
            )}
          {has('category') &&
            labelled(
              'category',
              text.category(),
              <select
                ref={(element) => {
                  first.current ??= element;
                }}
                id={`${id}-category`}
                value={values.category}
                onChange={(event) => set({ category: event.target.value })}
                {...invalid('category')}
              >
                <option value="">{text.chooseCategory()}</option>
                {categories.map((category) => (
                  <option key={category.id} value={String(category.id)}>
                    {category.name}
                  </option>
                ))}
              </select>,
            )}
          {has('poll') && values.poll && (
            <PollEditor
              id={id}
              value={values.poll}
              onChange={(poll) => set({ poll })}
              error={errors.poll}
            />
          )}
          {has('text') && (
            <div className="cw-forum-moderation__field">
              <Suspense fallback={<p role="status">{forumText.loadingEditor()}</p>}>
                <RichTextEditor
                  ref={(handle: RichTextEditorHandle | null) => {
                    // The first handle only: the editor makes a new one on each render.
                    if (handle) setEditor((current) => current ?? handle);
                  }}
                  label={text.postText()}
                  initialHtml={action.initial?.text ?? ''}
                  onChange={(html, plain) => set({ text: plain.trim() ? html : '' })}
                  error={errors.text ?? null}
                />
              </Suspense>
            </div>
          )}
          {has('target') && (
            <MoveTarget
              postId={itemId}
              chosen={values.target}
              onChoose={(target) => set({ target })}
              error={errors.target}
              errorId={errorId('target')}
            />
          )}
          {has('dontInclude') && (
            <label className="cw-forum-moderation__check">
              <input
                type="checkbox"
                checked={values.dontInclude}
                onChange={(event) => set({ dontInclude: event.target.checked })}
              />
              {text.dontInclude()}
            </label>
          )}
          {has('banPeriod') &&
            labelled(
              'banPeriod',
              text.banPeriod(),
              <select
                ref={(element) => {
                  first.current ??= element;
                }}
                id={`${id}-banPeriod`}
                value={values.banPeriod}
                onChange={(event) => set({ banPeriod: event.target.value as BanPeriod | '' })}
                {...invalid('banPeriod')}
              >
                <option value="">{text.chooseBanPeriod()}</option>
                {BAN_PERIODS.map((period) => (
                  <option key={period} value={period}>
                    {banPeriodLabel(period)}
                  </option>
                ))}
              </select>,
            )}
          {has('reason') &&
            labelled(
              'reason',
              text.reason(),
              <select
                ref={(element) => {
                  first.current ??= element;
                }}
                id={`${id}-reason`}
                value={values.reason}
                onChange={(event) => set({ reason: event.target.value as ModerationReason | '' })}
                {...invalid('reason')}
              >
                <option value="">{text.chooseReason()}</option>
                {MODERATION_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {reasonLabel(reason)}
                  </option>
                ))}
              </select>,
            )}
          {has('reason') &&
            values.reason === REASON_OTHER &&
            labelled(
              'explanation',
              text.explanation(),
              <textarea
                id={`${id}-explanation`}
                rows={3}
                required
                value={values.explanation}
                onChange={(event) => set({ explanation: event.target.value })}
                {...invalid('explanation')}
              />,
            )}
          {has('explanationForUser') &&
            labelled(
              'explanationForUser',
              text.explanationForUser(),
              <textarea
                id={`${id}-explanationForUser`}
                rows={3}
                value={values.explanationForUser}
                onChange={(event) => set({ explanationForUser: event.target.value })}
              />,
            )}
          {has('inform') && (
            <label className="cw-forum-moderation__check">
              <input
                type="checkbox"
                checked={values.inform}
                onChange={(event) => set({ inform: event.target.checked })}
              />
              {text.inform()}
            </label>
          )}
          {has('assignee') &&
            labelled(
              'assignee',
              text.assignee(),
              <select
                ref={(element) => {
                  first.current ??= element;
                }}
                id={`${id}-assignee`}
                value={values.assignee}
                onChange={(event) => set({ assignee: event.target.value })}
              >
                <option value="">{text.nobody()}</option>
                {moderators.map((moderator) => (
                  <option key={moderator.id} value={String(moderator.id)}>
                    {moderator.name}
                  </option>
                ))}
              </select>,
            )}
          {message && (
            <p role="alert" className="cw-forum-moderation__error">
              {message}
            </p>
          )}
          <div className="cw-forum-moderation__buttons">
            <button
              type="submit"
              className={
                action.danger ? 'cw-forum-moderation__danger' : 'cw-forum-moderation__primary'
              }
              aria-disabled={busy}
            >
              {busy ? text.sending() : action.danger ? action.label : text.submit()}
            </button>
            <button type="button" onClick={onClose} disabled={busy}>
              {text.cancel()}
            </button>
          </div>
        </form>
      </Dialog>
      <LanguageDialog
        choice={language}
        busy={busy}
        onSend={(code) => send(code)}
        onClose={() => setLanguage(null)}
      />
    </>
  );
}
