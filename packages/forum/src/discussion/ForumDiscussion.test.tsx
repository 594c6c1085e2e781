import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISCUSSION_THREADS, FORUM_POSTS_PER_PAGE, db, setScenario } from '@casino/mocks';
import { ForumDiscussion } from './ForumDiscussion';
import { forumDiscussionProps } from './discussionProps';
import type { ForumDiscussionProps } from './discussionProps';
import { ALICE, asMember, editorBox, plainField, record } from '../test/helpers';

const STATIC_PAGE = 1;
const CASINO = 1;
const REPLY = 'Setting a deposit limit helped me a lot last year.';

function renderDiscussion(props: Partial<ForumDiscussionProps>) {
  return render(<ForumDiscussion {...forumDiscussionProps.parse(props)} />);
}

const postsShown = () => document.querySelectorAll('[data-posts] [data-post-id]');

/** Enough posts in a thread for a second page. */
function fillFirstPage(threadId: number) {
  for (let index = 0; index < FORUM_POSTS_PER_PAGE; index += 1)
    db.posts.push({
      id: 60_000 + index,
      threadId,
      authorId: 3,
      text: `Earlier post ${index}`,
      hidden: false,
      pinned: false,
    });
}

describe('forum-discussion props', () => {
  it('takes a static page or a casino, exactly one', () => {
    expect(forumDiscussionProps.safeParse({ staticPageId: 1 }).success).toBe(true);
    expect(forumDiscussionProps.safeParse({ casinoId: 1 }).success).toBe(true);
    expect(forumDiscussionProps.safeParse({}).success).toBe(false);
    expect(forumDiscussionProps.safeParse({ staticPageId: 1, casinoId: 1 }).success).toBe(false);
  });
});

describe('a static page’s discussion', () => {
  it('shows the discussion’s posts and takes a member’s reply like the thread page', async () => {
    asMember(ALICE);
    const threadId = DISCUSSION_THREADS.staticPages[STATIC_PAGE]!;
    const sent = record('/frontendService/post');
    const user = userEvent.setup();
    renderDiscussion({ staticPageId: STATIC_PAGE });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the discussion…');
    await waitFor(() =>
      expect(postsShown()).toHaveLength(db.posts.filter((p) => p.threadId === threadId).length),
    );
    const before = postsShown().length;
    await user.click(await screen.findByRole('textbox', { name: 'Your reply' }));
    await editorBox();
    await user.keyboard(REPLY);
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(postsShown()).toHaveLength(before + 1));
    expect(sent[0]!.body).toMatchObject({ threadId });
    expect(postsShown()[before]!.textContent).toContain(REPLY);
  });

  it('takes its loading line away in the task that puts the posts in (nothing is pushed down)', async () => {
    const { container } = renderDiscussion({ staticPageId: STATIC_PAGE });
    const lineWithPosts: boolean[] = [];
    const watch = new MutationObserver(() => {
      if (container.querySelector('[data-posts] [data-post-id]'))
        lineWithPosts.push(screen.queryByText('Loading the discussion…') !== null);
    });
    watch.observe(container, { childList: true, subtree: true });
    await waitFor(() => expect(postsShown().length).toBeGreaterThan(0));
    watch.disconnect();
    expect(lineWithPosts[0]).toBe(false);
  });

  it('pages in place: page 2 comes in the same box, takes the focus, and its reply box works', async () => {
    asMember(ALICE);
    fillFirstPage(DISCUSSION_THREADS.staticPages[STATIC_PAGE]!);
    const user = userEvent.setup();
    renderDiscussion({ staticPageId: STATIC_PAGE });
    const pageTwo = await screen.findByRole('link', { name: '2' });
    await user.click(pageTwo);
    await waitFor(() =>
      expect(document.querySelector('[data-thread-id]')).toHaveAttribute('data-page', '2'),
    );
    expect(document.activeElement).toHaveClass('cw-forum-discussion__page');
    expect(screen.getAllByRole('textbox', { name: 'Your reply' })).toHaveLength(1);
    await user.click(plainField());
    await editorBox();
  });

  it('logs a failed load and offers to load it again', async () => {
    setScenario('network-error');
    const user = userEvent.setup();
    renderDiscussion({ staticPageId: STATIC_PAGE });
    const retry = await screen.findByRole('button', { name: 'Load the discussion again' });
    expect(db.errorLog.length).toBeGreaterThan(0);
    setScenario(null);
    await user.click(retry);
    await waitFor(() => expect(postsShown().length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Load the discussion again' })).toBeNull();
  });
});

describe('a casino’s discussion tab', () => {
  it('shows the casino’s discussion and its related forum threads, each paged', async () => {
    asMember(ALICE);
    const user = userEvent.setup();
    renderDiscussion({ casinoId: CASINO });
    const related = await waitFor(() => {
      const list = document.querySelector<HTMLElement>('[data-related-threads]');
      expect(list).not.toBeNull();
      return list!;
    });
    await waitFor(() => expect(postsShown().length).toBeGreaterThan(0));
    expect(document.querySelector('[data-thread-id]')).toHaveAttribute(
      'data-thread-id',
      String(DISCUSSION_THREADS.casinos[CASINO]),
    );
    const firstTitles = within(related)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await user.click(within(related).getByRole('link', { name: '2' }));
    await waitFor(() =>
      expect(document.querySelector('[data-related-threads]')).toHaveAttribute('data-page', '2'),
    );
    const next = document.querySelector<HTMLElement>('[data-related-threads]')!;
    expect(within(next).getAllByRole('listitem')[0]!.textContent).not.toBe(firstTitles[0]);
  });
});

describe('a post named in the address (#post=)', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it('loads the page of the discussion that holds it, and another post’s page on a hash change', async () => {
    const threadId = DISCUSSION_THREADS.staticPages[STATIC_PAGE]!;
    for (let index = 0; index < 2 * FORUM_POSTS_PER_PAGE; index += 1)
      db.posts.push({
        id: 70_000 + index,
        threadId,
        authorId: 3,
        text: `Later post ${index}`,
        hidden: false,
        pinned: false,
      });
    const later = db.posts.filter((p) => p.threadId === threadId).at(-1)!;
    window.location.hash = `#tab=discussion&post=${later.id}`;
    renderDiscussion({ staticPageId: STATIC_PAGE });
    await waitFor(() =>
      expect(document.querySelector(`[data-post-id="${later.id}"]`)).not.toBeNull(),
    );
    expect(document.querySelector('[data-thread-id]')).toHaveAttribute('data-page', '3');
    const first = db.posts.find((p) => p.threadId === threadId)!;
    window.location.hash = `#post=${first.id}`;
    await waitFor(() =>
      expect(document.querySelector(`[data-post-id="${first.id}"]`)).not.toBeNull(),
    );
    expect(document.querySelector('[data-thread-id]')).toHaveAttribute('data-page', '1');
  });
});
