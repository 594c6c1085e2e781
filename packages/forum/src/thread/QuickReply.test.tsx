import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import type * as EditorDoor from '@casino/editor/lazy';
import { FORUM_POSTS_PER_PAGE, db } from '@casino/mocks';
import {
  ALICE,
  asMember,
  asVisitor,
  authRequests,
  editorBox,
  openEditor,
  plainField,
  post,
  postsOf,
  record,
  threadPage,
} from '../test/helpers';

const loadEditor = vi.hoisted(() => ({ calls: 0 }));
// Counts the loads of the editor's chunk: the door's lazy editor, with a counting load.
vi.mock('@casino/editor/lazy', async (importOriginal) => {
  const actual = await importOriginal<typeof EditorDoor>();
  const counted = () => {
    loadEditor.calls += 1;
    return actual.loadEditor();
  };
  return {
    ...actual,
    loadEditor: counted,
    lazyRichTextEditor: () =>
      lazy(() => counted().then((editor) => ({ default: editor.RichTextEditor }))),
  };
});

const REPLY = 'Thanks for the tip, the withdrawal came through today.';
const SECOND_REPLY = 'A second reply, as long as the first one needs to be.';
const REP_ROYAL = 2;

/** Alice on thread 1 with the editor open; `reply(text)` types it and presses Post reply. */
async function aliceReplying() {
  asMember(ALICE);
  const user = userEvent.setup();
  const { root } = threadPage(1);
  const before = postsOf(1).length;
  const editor = await openEditor(user);
  const reply = async (typed: string) => {
    await user.type(editor, typed);
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
  };
  return { root, before, reply };
}

beforeEach(() => {
  loadEditor.calls = 0;
});

describe('the quick reply box', () => {
  it('is a plain labelled field until a member focuses it; then the editor loads and takes the focus', async () => {
    asMember(ALICE);
    const user = userEvent.setup();
    threadPage(1);
    expect(plainField().tagName).toBe('TEXTAREA');
    expect(loadEditor.calls).toBe(0);
    const box = await openEditor(user);
    expect(loadEditor.calls).toBe(1);
    await waitFor(() => expect(box).toHaveFocus());
  });

  it('never loads the editor for a visitor, who gets the login dialog on focus and on typing', async () => {
    asVisitor();
    const asked = authRequests();
    const user = userEvent.setup();
    threadPage(1);
    await user.click(plainField());
    expect(asked).toEqual([{ tab: 'LOGIN', context: 'forum' }]);
    await user.keyboard('Hello');
    expect(asked.length).toBeGreaterThan(1);
    expect(plainField()).toHaveValue('');
    expect(loadEditor.calls).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(loadEditor.calls).toBe(0);
  });

  it('lets a representative post on behalf of their casino (onBehalfOfId); others see no choice', async () => {
    asMember(REP_ROYAL);
    const user = userEvent.setup();
    const { root } = threadPage(1, { casinos: [{ id: 1, name: 'Royal Spins' }] });
    const sent = record('/frontendService/post');
    await user.type(await openEditor(user), REPLY);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Post as' }), 'Royal Spins');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ threadId: 1, onBehalfOfId: 1 });
    await waitFor(() => expect(root.querySelector('[data-post-on-behalf="1"]')).not.toBeNull());
  });

  it('offers no “Post as” to a member who represents no casino', async () => {
    asMember(ALICE);
    const user = userEvent.setup();
    threadPage(1, { casinos: [{ id: 1, name: 'Royal Spins' }] });
    await openEditor(user);
    expect(screen.queryByRole('combobox', { name: 'Post as' })).not.toBeInTheDocument();
  });

  it('posts a reply: the answer’s post goes into the thread, the replies count follows, the post flashes', async () => {
    asMember(ALICE);
    const user = userEvent.setup();
    const { root } = threadPage(1);
    const before = postsOf(1).length;
    const sent = record('/frontendService/post');
    await user.type(await openEditor(user), REPLY);
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(root.querySelectorAll('[data-post-id]')).toHaveLength(before + 1));
    const added = [...root.querySelectorAll<HTMLElement>('[data-post-id]')].at(-1)!;
    expect(added).toHaveTextContent(REPLY);
    expect(added).toHaveAttribute('data-post-flash');
    const count = root.querySelector('[data-replies-count]')!;
    expect(count).toHaveAttribute('data-replies-count', String(before));
    expect(count).toHaveTextContent(`${before} replies`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ threadId: 1, text: `<p>${REPLY}</p>`, currentPage: 1 });
    expect(sent[0]!.body).not.toHaveProperty('replyToId');
    expect(screen.getByText('Your reply is posted.').closest('[role="status"]')).not.toBeNull();
  });

  it('announces each reply posted, the second as the first (a new message in the live region)', async () => {
    const { root, before, reply } = await aliceReplying();
    await reply(REPLY);
    await waitFor(() => expect(root.querySelectorAll('[data-post-id]')).toHaveLength(before + 1));
    const first = screen.getByText('Your reply is posted.');
    await reply(SECOND_REPLY);
    await waitFor(() => expect(root.querySelectorAll('[data-post-id]')).toHaveLength(before + 2));
    const second = screen.getByText('Your reply is posted.');
    expect(second).not.toBe(first);
    expect(first.isConnected).toBe(false);
  });

  it('scrolls to a posted reply only when it is not all in view below the header', async () => {
    const watches: {
      callback: IntersectionObserverCallback;
      options?: IntersectionObserverInit;
    }[] = [];
    // What the browser tells after the frame: the test says how much of the post shows.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          watches.push({ callback, options });
        }
        observe() {}
        disconnect() {}
      },
    );
    const shows = (ratio: number) =>
      watches
        .at(-1)!
        .callback(
          [{ intersectionRatio: ratio } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    try {
      const { root, before, reply } = await aliceReplying();
      await reply(REPLY);
      await waitFor(() => expect(watches).toHaveLength(1));
      expect(watches[0]!.options).toMatchObject({ rootMargin: '-90px 0px 0px 0px', threshold: 1 });
      shows(1);
      await reply(SECOND_REPLY);
      await waitFor(() => expect(watches).toHaveLength(2));
      expect(scrollTo).not.toHaveBeenCalled();
      shows(0.5);
      await waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(1));
      expect(root.querySelectorAll('[data-post-id]')).toHaveLength(before + 2);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('ignores repeat clicks on Post reply while it is sending', async () => {
    asMember(ALICE);
    const user = userEvent.setup();
    const { root } = threadPage(1);
    const before = postsOf(1).length;
    const sent = record('/frontendService/post');
    await user.type(await openEditor(user), REPLY);
    const button = screen.getByRole('button', { name: 'Post reply' });
    await user.click(button);
    await user.click(button);
    await user.click(button);
    await waitFor(() => expect(root.querySelectorAll('[data-post-id]')).toHaveLength(before + 1));
    expect(sent).toHaveLength(1);
  });

  it('replies to a post: the focus goes to the reply box, which says to whom; the call carries replyToId', async () => {
    asMember(ALICE);
    const user = userEvent.setup();
    const { root } = threadPage(1);
    const answered = postsOf(1)[1]!;
    const author = db.users.find((member) => member.id === answered.authorId)!.userName;
    const sent = record('/frontendService/post');
    await user.click(within(post(root, answered.id)).getByRole('button', { name: 'Reply' }));
    const box = await editorBox();
    await waitFor(() => expect(box).toHaveFocus());
    expect(screen.getByText(`Replying to ${author}`)).toBeInTheDocument();
    await user.type(box, REPLY);
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(sent[0]!.body).toMatchObject({ replyToId: answered.id }));
    expect(sent[0]!.body).not.toHaveProperty('quoteOfId');
    await waitFor(() =>
      expect(screen.queryByText(`Replying to ${author}`)).not.toBeInTheDocument(),
    );
  });

  it('quotes a post (quoteOfId), showing its text; Cancel stops quoting and keeps the focus in the box', async () => {
    asMember(ALICE);
    const user = userEvent.setup();
    const { root } = threadPage(1);
    const quoted = postsOf(1)[0]!;
    const author = db.users.find((member) => member.id === quoted.authorId)!.userName;
    const sent = record('/frontendService/post');
    await user.click(within(post(root, quoted.id)).getByRole('button', { name: 'Quote' }));
    const box = await editorBox();
    expect(screen.getByText(`Quoting ${author}`)).toBeInTheDocument();
    expect(document.querySelector('[data-reply-target] blockquote')).toHaveTextContent(quoted.text);
    await user.click(
      screen.getByRole('button', { name: 'Cancel', description: `Quoting ${author}` }),
    );
    expect(screen.queryByText(`Quoting ${author}`)).not.toBeInTheDocument();
    await waitFor(() => expect(box).toHaveFocus());
    await user.click(within(post(root, quoted.id)).getByRole('button', { name: 'Quote' }));
    await user.type(await editorBox(), REPLY);
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(sent[0]?.body).toMatchObject({ quoteOfId: quoted.id }));
    expect(sent[0]!.body).not.toHaveProperty('replyToId');
  });

  it('counts against the page-given maximum and does not send past it', async () => {
    asMember(ALICE);
    const user = userEvent.setup();
    threadPage(1, { replyMaxLength: 20 });
    const sent = record('/frontendService/post');
    const box = await openEditor(user);
    await user.type(box, 'This text is longer than twenty');
    expect(document.querySelector('.cw-editor__counter')).toHaveTextContent('31/20');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(screen.getByText('Your text is longer than 20 characters.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('asks a visitor who presses Reply to log in', async () => {
    asVisitor();
    const asked = authRequests();
    const user = userEvent.setup();
    const { root } = threadPage(1);
    await user.click(within(post(root, postsOf(1)[0]!.id)).getByRole('button', { name: 'Reply' }));
    expect(asked).toEqual([{ tab: 'LOGIN', context: 'forum' }]);
    expect(loadEditor.calls).toBe(0);
  });
  it('goes to the answer’s link when the page shown is not the thread’s last', async () => {
    asMember(ALICE);
    const template = postsOf(1)[0]!;
    for (let index = 0; index < FORUM_POSTS_PER_PAGE; index += 1)
      db.posts.push({ ...template, id: 9000 + index, text: `Filler ${index}` });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    const { root } = threadPage(1);
    expect(root).toHaveAttribute('data-page-count', '2');
    const before = root.querySelectorAll('[data-post-id]').length;
    await user.type(await openEditor(user), REPLY);
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign.mock.calls[0]![0]).toMatch(/^\/forum\/thread\/1\/2#post-\d+$/);
    expect(root.querySelectorAll('[data-post-id]')).toHaveLength(before);
  });
});
