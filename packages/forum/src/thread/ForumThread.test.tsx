import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ALICE,
  asMember,
  asVisitor,
  authRequests,
  editorBox,
  post,
  postsOf,
  record,
  settle,
  threadPage,
} from '../test/helpers';
import { renderForumThread } from '@casino/mocks';
import { clearDraft, saveDraft } from '../shared/draft';

/** Only the thread page's code renders its live region. */
const threadPageLoaded = () => document.querySelector('.cw-forum-thread__sr') !== null;

describe('the thread page loads on its first use', () => {
  it('is not loaded for a reader: the reply box is there, the rest of the code is not', async () => {
    asMember(ALICE);
    threadPage(1);
    await settle();
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toBeInTheDocument();
    expect(threadPageLoaded()).toBe(false);
  });

  it('loads when a member focuses the reply box, and opens the editor', async () => {
    asMember(ALICE);
    const user = userEvent.setup();
    threadPage(1);
    await user.click(screen.getByRole('textbox', { name: 'Your reply' }));
    await settle();
    expect(threadPageLoaded()).toBe(true);
    expect(await editorBox()).toHaveFocus();
  });

  it('asks a visitor to log in from the reply box without loading it', async () => {
    asVisitor();
    const user = userEvent.setup();
    const asked = authRequests();
    threadPage(1);
    await user.click(screen.getByRole('textbox', { name: 'Your reply' }));
    await settle();
    expect(asked).toEqual([{ tab: 'LOGIN', context: 'forum' }]);
    expect(threadPageLoaded()).toBe(false);
  });

  it('answers a click that came while its code was on the way (a draft loads it at once)', async () => {
    asMember(ALICE);
    saveDraft(ALICE, 1, { html: '<p>Half a thought</p>' });
    const sent = record('/frontendService/post/like');
    const page = document.body.appendChild(document.createElement('main'));
    page.innerHTML = renderForumThread(1) ?? '';
    const root = page.querySelector<HTMLElement>('[data-thread-id]')!;
    // A fresh copy of the widget, whose thread page code has not loaded yet.
    vi.resetModules();
    const { ForumThread: Fresh } = await import('./ForumThread');
    const { unmount } = render(<Fresh threadId={1} replyMaxLength={5000} casinos={[]} />);
    fireEvent.click(post(root, postsOf(1)[0]!.id).querySelector<HTMLElement>('[data-post-like]')!);
    await settle();
    await waitFor(() => expect(sent.length).toBeGreaterThan(0));
    expect(sent).toHaveLength(1);
    unmount();
    page.remove();
    clearDraft(ALICE, 1);
  });
});
