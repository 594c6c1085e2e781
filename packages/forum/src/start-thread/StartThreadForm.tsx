import { Suspense, useId } from 'react';
import type { FormEvent, Ref } from 'react';
import { forum } from '@casino/api';
import type { RichTextEditorHandle } from '@casino/editor';
import { LoaderButton } from '@casino/ui';
import { Feedback } from '../shared/Feedback';
import { RichTextEditor } from '../shared/lazyEditor';
import { text } from '../messages';
import { PostAs } from '../shared/PostAs';
import { PollFields } from './PollFields';
import type { NamedItem } from '../props';
import { RelatedFields } from './RelatedFields';
import type { FieldError, ThreadFormState } from '../shared/threadForm';
import type { Submission } from '../shared/useSubmission';

const FIRST_POST_MIN_WORDS = forum.FIRST_POST_MIN_WORDS;
const FORUM_POST_MAX_CHARACTERS = forum.FORUM_POST_MAX_CHARACTERS;
const THREAD_TITLE_MIN_WORDS = forum.THREAD_TITLE_MIN_WORDS;

export interface StartThreadFormProps {
  form: ThreadFormState;
  onChange: (change: Partial<ThreadFormState>) => void;
  errors: FieldError[];
  categories: NamedItem[];
  /** The casinos the member represents (none: no "Post as" field). */
  represented: NamedItem[];
  userName: string;
  casinoSearchUrl: string;
  gameSearchUrl: string;
  /** The first post's HTML to start the editor with (kept while the dialog was closed). */
  firstPostHtml: string;
  onFirstPostChange: (html: string) => void;
  editorRef: Ref<RichTextEditorHandle>;
  titleRef: Ref<HTMLInputElement>;
  categoryRef: Ref<HTMLSelectElement>;
  submission: Submission;
  /** Sending, or leaving for the created thread: the submit button shows its loader. */
  busy: boolean;
  onSubmit: () => void;
  onLogin: () => void;
}

/** The fields of the start-thread modal (SPEC §3 "Forum thread (creation)"). */
export function StartThreadForm(props: StartThreadFormProps) {
  const {
    form,
    onChange,
    errors,
    submission,
    busy,
    casinoSearchUrl,
    categories,
    categoryRef,
    editorRef,
    firstPostHtml,
    gameSearchUrl,
    onFirstPostChange,
    onLogin,
    onSubmit,
    represented,
    titleRef,
    userName,
  } = props;
  const id = useId();
  const ids = {
    title: `${id}-title`,
    titleHint: `${id}-title-hint`,
    titleError: `${id}-title-error`,
    category: `${id}-category`,
    categoryError: `${id}-category-error`,
    postAs: `${id}-post-as`,
  };
  const titleInvalid = errors.includes('title');
  const categoryInvalid = errors.includes('category');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form className="cw-forum-thread__form" onSubmit={submit} noValidate>
      <div className="cw-forum-start-thread__field">
        <label className="cw-forum-thread__label" htmlFor={ids.title}>
          {text.titleLabel()}
        </label>
        <input
          ref={titleRef}
          id={ids.title}
          type="text"
          className="cw-forum-start-thread__input"
          value={form.title}
          aria-invalid={titleInvalid || undefined}
          aria-describedby={titleInvalid ? `${ids.titleHint} ${ids.titleError}` : ids.titleHint}
          onChange={(event) => onChange({ title: event.target.value })}
        />
        <p id={ids.titleHint} className="cw-forum-start-thread__hint">
          {text.wordsHint()}
        </p>
        {titleInvalid && (
          <p id={ids.titleError} className="cw-forum-thread__error" role="alert">
            {text.titleWords(THREAD_TITLE_MIN_WORDS)}
          </p>
        )}
      </div>
      <div className="cw-forum-start-thread__field">
        <label className="cw-forum-thread__label" htmlFor={ids.category}>
          {text.categoryLabel()}
        </label>
        <select
          ref={categoryRef}
          id={ids.category}
          className="cw-forum-start-thread__input"
          value={form.categoryId}
          aria-invalid={categoryInvalid || undefined}
          aria-describedby={categoryInvalid ? ids.categoryError : undefined}
          onChange={(event) => onChange({ categoryId: event.target.value })}
        >
          <option value="">{text.categoryChoose()}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
        {categoryInvalid && (
          <p id={ids.categoryError} className="cw-forum-thread__error" role="alert">
            {text.categoryMissing()}
          </p>
        )}
      </div>
      <PostAs
        id={ids.postAs}
        className="cw-forum-start-thread__field"
        userName={userName}
        represented={represented}
        value={form.onBehalfOfId}
        onChange={(onBehalfOfId) => onChange({ onBehalfOfId })}
      />
      <Suspense
        fallback={
          <p className="cw-forum-start-thread__loading" role="status">
            {text.loadingEditor()}
          </p>
        }
      >
        <RichTextEditor
          ref={editorRef}
          label={text.firstPostLabel()}
          initialHtml={firstPostHtml}
          maxCharacters={FORUM_POST_MAX_CHARACTERS}
          error={errors.includes('firstPost') ? text.firstPostWords(FIRST_POST_MIN_WORDS) : null}
          onChange={onFirstPostChange}
        />
      </Suspense>
      <RelatedFields
        casinoSearchUrl={casinoSearchUrl}
        gameSearchUrl={gameSearchUrl}
        casino={form.casino}
        game={form.game}
        onChange={onChange}
      />
      <PollFields poll={form} onChange={onChange} />
      <label className="cw-forum-start-thread__check">
        <input
          type="checkbox"
          checked={form.winningScreenshotsEnabled}
          onChange={(event) => onChange({ winningScreenshotsEnabled: event.target.checked })}
        />
        {text.screenshots()}
      </label>
      <Feedback submission={submission} onLogin={onLogin} />
      <div className="cw-forum-thread__buttons">
        <LoaderButton
          type="submit"
          className="cw-forum-thread__primary"
          loading={busy}
          loadingLabel={text.startSending()}
        >
          {text.startSend()}
        </LoaderButton>
      </div>
    </form>
  );
}
