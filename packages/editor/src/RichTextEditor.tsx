import {
  Suspense,
  lazy,
  memo,
  useCallback,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { Ref } from 'react';
import { useSignals } from '@casino/core';
import { redo, undo } from 'prosemirror-history';
import type { EditorState } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { insertImage } from './engine/commands';
import { parseHtml, plainText, serializeHtml, summarize } from './engine/serialize';
import { blankState, stateWith } from './engine/setup';
import type { EditorHooks } from './engine/setup';
import { EDITOR_MAX_CHARACTERS, IMAGE_TYPES } from './limits';
import { text } from './messages';
import { TOGGLES, Toolbar } from './Toolbar';
import type { ToolbarAction } from './Toolbar';
import { useImageUploads } from './Uploads';
import { countCharacters, validateContent } from './validation';
import type { EditorError } from './validation';
import './editor.css';

/** The link and video address form: its code comes with the first click on Link or Video. */
const AddressPanel = lazy(() => import('./AddressPanel'));
/** The rows of the uploads: their code comes with the first upload. */
const UploadRows = lazy(() => import('./UploadRows'));

/** What the page can do with the editor (through `ref`). */
export interface RichTextEditorHandle {
  /** The HTML to send (the `text` field of a post); '' when empty. */
  getHtml(): string;
  /** The plain text, blocks on their own lines. */
  getText(): string;
  /** Checks SPEC §5's rules, shows what is broken and returns it (none: may be sent). */
  validate(): EditorError[];
  /** Empties the text and its history (after a successful send). */
  clear(): void;
  /** Replaces the text (editing a post). */
  setHtml(html: string): void;
  focus(): void;
  /** Whether an image is still uploading (the page waits before sending). */
  isUploading(): boolean;
}

export interface RichTextEditorProps {
  /** The field's name, shown above it and read as its accessible name. */
  label: string;
  /** Keeps the label for screen readers only. */
  labelHidden?: boolean;
  /** The text to start with (a post being edited). */
  initialHtml?: string;
  /** The page's maximum for this text (SPEC §5: reply text has a page-given maximum). */
  maxCharacters?: number;
  placeholder?: string;
  /** Called on every change of the text. */
  onChange?: (html: string, text: string) => void;
  /** The page's own message for this field (a server refusal), shown with the others. */
  error?: string | null;
  className?: string;
  ref?: Ref<RichTextEditorHandle>;
}

const ERROR_TEXTS: Record<EditorError, (max: number) => string> = {
  EMPTY: text.errorEmpty,
  MAX_CHARACTERS: text.errorMaxCharacters,
  MAX_IMAGE_EXCEEDED: text.errorMaxImages,
};

/**
 * The rich-text editor of forum posts, review replies and complaints (SPEC §5): bold,
 * italic, lists, quotes, links, images, YouTube and Vimeo videos, emoticons as emoji,
 * undo and redo, a counter against the page's maximum and SPEC §8's editor errors.
 * It renders again for its own changes and for props that change, not with every render
 * of the form around it (a reply's busy state, for example): its props are compared first.
 */
export const RichTextEditor = memo(function RichTextEditor({
  label,
  labelHidden = false,
  initialHtml = '',
  maxCharacters = EDITOR_MAX_CHARACTERS,
  placeholder,
  onChange,
  error,
  className,
  ref,
}: RichTextEditorProps) {
  useSignals();
  const id = useId();
  const ids = {
    label: `${id}-label`,
    content: `${id}-content`,
    counter: `${id}-counter`,
    errors: `${id}-errors`,
  };
  const place = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  /** The open address form, with the view it edits (read when it opened, not in render). */
  const [panel, setPanel] = useState<{ kind: 'link' | 'video'; view: EditorView } | null>(null);
  /** Errors shown since the last validate(): EMPTY shows only when asked. */
  const [checked, setChecked] = useState(false);

  const latest = useRef({ onChange, placeholder });
  useLayoutEffect(() => {
    latest.current = { onChange, placeholder };
  });

  const imageCount = useCallback(
    () => (viewRef.current ? summarize(viewRef.current.state.doc).images : 0),
    [],
  );
  const insert = useCallback((image: { src: string; srcset: string | null }) => {
    const view = viewRef.current;
    if (view) insertImage(image)(view.state, view.dispatch);
  }, []);
  const uploads = useImageUploads({ imageCount, insert });
  const addFiles = useRef(uploads.add);
  useLayoutEffect(() => {
    addFiles.current = uploads.add;
  });
  const [hooks] = useState<EditorHooks>(() => ({
    onLinkShortcut: () => {
      const view = viewRef.current;
      if (view) setPanel({ kind: 'link', view });
    },
    onFiles: (files) => addFiles.current(files),
    placeholder: () => latest.current.placeholder ?? '',
  }));
  // The first state exists before the view, so the toolbar and the counter are right from
  // the first paint; initialHtml is read once, later texts go through setHtml().
  const [blank] = useState(() => blankState(hooks));
  const [initialState] = useState(() => stateWith(blank, parseHtml(initialHtml)));
  const [state, setState] = useState<EditorState>(initialState);

  // Layout effects: the text box exists, named and described, when the page first paints.
  useLayoutEffect(() => {
    if (!place.current) return;
    const view: EditorView = new EditorView(place.current, {
      state: initialState,
      dispatchTransaction(transaction) {
        const next = view.state.apply(transaction);
        view.updateState(next);
        setState(next);
        if (transaction.docChanged) {
          setChecked(false);
          latest.current.onChange?.(serializeHtml(next.doc), plainText(next.doc));
        }
      },
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
  }, [initialState]);

  const summary = useMemo(() => summarize(state.doc), [state]);
  const length = countCharacters(summary.text);
  const over = length > maxCharacters;
  const live = validateContent(summary, maxCharacters);
  const shown = live.filter((problem) => problem !== 'EMPTY' || checked);
  const messages = [
    ...shown.map((problem) => ERROR_TEXTS[problem](maxCharacters)),
    ...(uploads.tooMany && !shown.includes('MAX_IMAGE_EXCEEDED') ? [text.errorMaxImages()] : []),
    ...(uploads.failed ? [text.uploadFailed()] : []),
    ...(error ? [error] : []),
  ];
  const invalid = shown.length > 0 || Boolean(error);

  useLayoutEffect(() => {
    viewRef.current?.setProps({
      attributes: {
        id: ids.content,
        class: 'cw-editor__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': ids.label,
        'aria-describedby': messages.length ? `${ids.counter} ${ids.errors}` : ids.counter,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
      },
    });
  }, [ids.content, ids.label, ids.counter, ids.errors, messages.length, invalid, placeholder]);

  /** A new state, so that undo cannot bring back a text that was cleared or replaced. */
  const replace = (html: string) => {
    const view = viewRef.current;
    if (!view) return;
    const next = stateWith(blank, parseHtml(html));
    view.updateState(next);
    setState(next);
    setChecked(false);
    uploads.clearProblems();
    latest.current.onChange?.(serializeHtml(next.doc), plainText(next.doc));
  };

  useImperativeHandle(ref, (): RichTextEditorHandle => ({
    getHtml: () => (viewRef.current ? serializeHtml(viewRef.current.state.doc) : ''),
    getText: () => (viewRef.current ? plainText(viewRef.current.state.doc) : ''),
    validate: () => {
      const view = viewRef.current;
      const problems = view
        ? validateContent(summarize(view.state.doc), maxCharacters)
        : (['EMPTY'] as EditorError[]);
      // Shown from now on. With none there is nothing to show (the next change of the text
      // hides them again anyway), so a valid text sent renders nothing here.
      if (problems.length) setChecked(true);
      return problems;
    },
    clear: () => replace(''),
    setHtml: (html) => replace(html),
    focus: () => viewRef.current?.focus(),
    isUploading: () => uploads.uploading(),
  }));

  const closePanel = () => {
    setPanel(null);
    viewRef.current?.focus();
  };

  const onAction = (action: ToolbarAction) => {
    const view = viewRef.current;
    if (!view) return;
    if (action === 'link' || action === 'video')
      setPanel(panel?.kind === action ? null : { kind: action, view });
    else if (action === 'image') fileInput.current?.click();
    else {
      const command = action === 'undo' ? undo : action === 'redo' ? redo : TOGGLES[action];
      command(view.state, view.dispatch);
      view.focus();
    }
  };

  return (
    <div className={['cw-editor', over && 'cw-editor--over', className].filter(Boolean).join(' ')}>
      <div id={ids.label} className={labelHidden ? 'cw-editor__sr' : 'cw-editor__label'}>
        {label}
      </div>
      <Toolbar
        state={state}
        controls={ids.content}
        onAction={onAction}
        open={panel?.kind ?? null}
      />
      {panel && (
        <Suspense fallback={null}>
          <AddressPanel key={panel.kind} kind={panel.kind} view={panel.view} onClose={closePanel} />
        </Suspense>
      )}
      <div ref={place} className="cw-editor__frame" />
      <input
        ref={fileInput}
        className="cw-editor__file"
        type="file"
        accept={IMAGE_TYPES.join(',')}
        multiple
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          uploads.add(files);
        }}
      />
      {uploads.rows.length > 0 && (
        <Suspense fallback={null}>
          <UploadRows
            rows={uploads.rows}
            onCancel={uploads.cancel}
            progressLabel={text.uploading}
          />
        </Suspense>
      )}
      <div className="cw-editor__footer">
        <div id={ids.errors} className="cw-editor__errors">
          {messages.map((message) => (
            <p key={message} className="cw-editor__error" role="alert">
              {message}
            </p>
          ))}
        </div>
        <p
          id={ids.counter}
          className={`cw-editor__counter${over ? ' cw-editor__counter--over' : ''}`}
        >
          <span aria-hidden="true">{text.counter(length, maxCharacters)}</span>
          <span className="cw-editor__sr">{text.counterLabel(length, maxCharacters)}</span>
        </p>
      </div>
      <p className="cw-editor__sr" role="status">
        {uploads.announcement}
      </p>
    </div>
  );
});
