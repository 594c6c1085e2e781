import {
  Suspense,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { FormEvent, Ref } from 'react';
import type { RichTextEditorHandle } from '@casino/editor';
import { forumHooks } from '@casino/api';
import { createPost } from '../shared/calls';
import type { PostAnswer } from '../shared/calls';
import { clearDraft, readDraft, saveDraft } from '../shared/draft';
import { LanguageDialog, PendingDialog } from '../shared/Feedback';
import { RichTextEditor } from '../shared/lazyEditor';
import { text } from '../messages';
import { shotText } from '../screenshot/screenshotMessages';
import { describePost, findPost } from '../shared/page';
import { PlainField } from '../shared/PlainField';
import { PostAs } from '../shared/PostAs';
import type { NamedItem, SearchUrls } from '../props';
import { ReplyTargetLine } from './ReplyTarget';
import { ScreenshotSection } from '../screenshot/ScreenshotSection';
import { SubmitBlock } from '../shared/SubmitBlock';
import type { ReplyTarget } from './ReplyTarget';
import { textToHtml } from './textHtml';
import { useSubmission } from '../shared/useSubmission';
import { useWinningScreenshot } from '../screenshot/useWinningScreenshot';

/** What the thread page asks of the reply box. */
export interface QuickReplyHandle {
  /** Moves the focus to the reply box (a member gets the editor). */
  focus(): void;
  /** Answers (or quotes) a post; null stops. The focus goes to the reply box. */
  setTarget(target: ReplyTarget | null): void;
  /** The reply box's section, to scroll to. */
  element(): HTMLElement | null;
}

interface QuickReplyProps {
  root: HTMLElement;
  threadId: number;
  currentPage?: number;
  maxLength: number;
  /** true for a member, false for a visitor, undefined while unknown. */
  member: boolean | undefined;
  /** The member whose draft this box keeps (none for a visitor or while unknown). */
  userId: number | undefined;
  userName: string;
  /** The casinos the member represents: they may post on behalf of one. */
  represented: NamedItem[];
  /** For the casino and game of a winning screenshot. */
  searchUrls: SearchUrls;
  /** The box was focused before this code came: the editor opens at once. */
  startEditing?: boolean | undefined;
  /** Runs the action for a member; asks a visitor to log in. */
  asMember: (action: () => void) => void;
  onLogin: () => void;
  onPosted: (answer: PostAnswer) => void;
  ref?: Ref<QuickReplyHandle>;
}

function restoredTarget(root: HTMLElement, draft: ReturnType<typeof readDraft>) {
  const postId = draft?.replyToId ?? draft?.quoteOfId;
  const post = postId === undefined ? null : findPost(root, postId);
  if (!draft || !post || postId === undefined) return null;
  const { author, text: body } = describePost(post);
  const kind: ReplyTarget['kind'] = draft.quoteOfId !== undefined ? 'quote' : 'reply';
  return { kind, postId, author, text: body };
}

/**
 * The quick reply at the end of the thread (SPEC §2): a plain field until a member first
 * focuses it, then the rich-text editor; replies and quotes of a post; the member's draft
 * of the thread that survives a reload; SPEC §8's answers by code.
 */
export function QuickReply({
  root,
  threadId,
  currentPage,
  maxLength,
  member,
  userId,
  userName,
  represented,
  searchUrls,
  startEditing = false,
  asMember,
  onLogin,
  onPosted,
  ref,
}: QuickReplyProps) {
  const id = useId();
  const section = useRef<HTMLElement>(null);
  const editor = useRef<RichTextEditorHandle | null>(null);
  const focusWhenReady = useRef(false);
  const [draft] = useState(() => (userId === undefined ? null : readDraft(userId, threadId)));
  const [requested, setRequested] = useState(false);
  const [typed, setTyped] = useState('');
  const [startHtml, setStartHtml] = useState<string | null>(null);
  const [target, setTargetState] = useState<ReplyTarget | null>(() => restoredTarget(root, draft));
  const [pending, setPending] = useState(false);
  const [onBehalfOf, setOnBehalfOf] = useState('');
  const targetRef = useRef(target);
  const htmlRef = useRef(draft?.html ?? '');
  // SPEC §2 Forum: threads that take winning screenshots say so on their root.
  const shot = useWinningScreenshot(
    root.hasAttribute(forumHooks.winningScreenshots) && root.dataset.winningScreenshots !== 'false',
  );
  // A member's draft brings the editor back at once; a visitor never loads it.
  const editorShown = member === true && (requested || draft !== null);

  const keep = (html: string, next: ReplyTarget | null) => {
    htmlRef.current = html;
    targetRef.current = next;
    if (member !== true || userId === undefined) return;
    saveDraft(userId, threadId, {
      html,
      ...(next?.kind === 'reply' ? { replyToId: next.postId } : {}),
      ...(next?.kind === 'quote' ? { quoteOfId: next.postId } : {}),
    });
  };

  const showEditor = (focus: boolean) => {
    if (focus) focusWhenReady.current = true;
    if (editor.current) {
      if (focus) {
        focusWhenReady.current = false;
        editor.current.focus();
      }
      return;
    }
    if (!editorShown) {
      setStartHtml(draft?.html || textToHtml(typed));
      setRequested(true);
    }
  };

  const editorRef = useCallback((handle: RichTextEditorHandle | null) => {
    editor.current = handle;
    if (handle && focusWhenReady.current) {
      focusWhenReady.current = false;
      handle.focus();
    }
  }, []);

  const setTarget = (next: ReplyTarget | null) => {
    setTargetState(next);
    keep(htmlRef.current, next);
  };

  const startedEditing = useRef(startEditing);
  useEffect(() => {
    // Focused before this code came: the editor opens, as on a focus now.
    if (startedEditing.current) asMember(() => showEditor(true));
    startedEditing.current = false;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  useImperativeHandle(ref, () => ({
    focus: () => asMember(() => showEditor(true)),
    setTarget: (next) =>
      asMember(() => {
        setTarget(next);
        showEditor(true);
      }),
    element: () => section.current,
  }));

  const clear = () => {
    editor.current?.clear();
    setTyped('');
    setTarget(null);
    shot.clear();
    if (userId !== undefined) clearDraft(userId, threadId);
  };

  const submission = useSubmission({
    send: (signal, manualLanguageCode) => {
      const handle = editor.current;
      if (!handle) {
        asMember(() => showEditor(true));
        return null;
      }
      if (handle.validate().length > 0) {
        handle.focus();
        return null;
      }
      if (handle.isUploading())
        return Promise.resolve({ kind: 'error', message: text.uploading() });
      const screenshot = shot.check();
      if (screenshot.kind === 'problems') return null;
      if (screenshot.kind === 'uploading')
        return Promise.resolve({ kind: 'error', message: shotText.wait() });
      const answered = targetRef.current;
      return createPost(
        {
          threadId,
          text: handle.getHtml(),
          ...(answered?.kind === 'reply' ? { replyToId: answered.postId } : {}),
          ...(answered?.kind === 'quote' ? { quoteOfId: answered.postId } : {}),
          ...(currentPage ? { currentPage } : {}),
          ...(onBehalfOf ? { onBehalfOfId: Number(onBehalfOf) } : {}),
          ...(manualLanguageCode ? { manualLanguageCode } : {}),
          ...(screenshot.kind === 'ready'
            ? { winningScreenshot: screenshot.winningScreenshot }
            : {}),
        },
        signal,
      );
    },
    onPosted: (answer) => {
      onPosted(answer);
      clear();
    },
    onPending: () => {
      clear();
      setPending(true);
    },
  });

  // One function for the editor's whole life (it renders again only when its props change,
  // not with the busy state of a send); it runs this render's handling.
  const editorChange = useRef((_html: string) => {});
  useLayoutEffect(() => {
    editorChange.current = (html) => {
      submission.reset();
      keep(html, targetRef.current);
    };
  });
  const onEditorChange = useCallback((html: string) => editorChange.current(html), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submission.submit();
  };

  const plain = (busy: boolean) => (
    <PlainField
      id={`${id}-field`}
      value={typed}
      maxLength={maxLength}
      visitor={member === false}
      busy={busy}
      onChange={setTyped}
      onWanted={() => asMember(() => showEditor(true))}
      onVisitor={onLogin}
    />
  );

  return (
    <section
      ref={section}
      className="cw-forum-thread__reply"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      data-reply-box
    >
      <h2 id={`${id}-title`} className="cw-forum-thread__title">
        {text.replyTitle()}
      </h2>
      {target && member === true && (
        <ReplyTargetLine
          target={target}
          onCancel={() => {
            setTarget(null);
            showEditor(true);
          }}
        />
      )}
      <form className="cw-forum-thread__form" onSubmit={onSubmit} noValidate>
        {editorShown ? (
          <Suspense fallback={plain(true)}>
            <RichTextEditor
              ref={editorRef}
              label={text.replyLabel()}
              initialHtml={startHtml ?? draft?.html ?? ''}
              maxCharacters={maxLength}
              placeholder={text.replyPlaceholder()}
              onChange={onEditorChange}
            />
          </Suspense>
        ) : (
          plain(false)
        )}
        {member === true && <ScreenshotSection shot={shot} searchUrls={searchUrls} />}
        {member === true && (
          <PostAs
            id={`${id}-post-as`}
            className="cw-forum-thread__post-as"
            userName={userName}
            represented={represented}
            value={onBehalfOf}
            onChange={setOnBehalfOf}
          />
        )}
        <SubmitBlock
          submission={submission}
          onLogin={onLogin}
          label={text.send()}
          busyLabel={text.sending()}
        />
      </form>
      <LanguageDialog
        choice={submission.language}
        busy={submission.busy}
        onSend={(code) => void submission.submit(code)}
        onClose={submission.closeLanguage}
      />
      <PendingDialog open={pending} onClose={() => setPending(false)} />
    </section>
  );
}
