import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setScenario } from '@casino/mocks';
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

const BANNED_BOB = 5;
const likeOf = (element: ParentNode) =>
  element.querySelector<HTMLElement>('[data-post-like], [data-thread-like]')!;
const count = (button: HTMLElement, selector = '[data-like-count]') =>
  Number(button.querySelector(selector)!.textContent);

describe('likes and follow', () => {
  it('likes a post: pressed at once, then the server’s button takes its place, focus kept', async () => {
    asMember(ALICE);
    const user = userEvent.setup();
    const { root } = threadPage(1);
    const target = post(root, postsOf(1)[0]!.id);
    const button = likeOf(target);
    const before = count(button);
    const sent = record('/frontendService/post/like');
    button.focus();
    // The first click loads the thread page's code, which then answers it.
    await user.click(button);
    await settle();
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(count(button)).toBe(before + 1);
    await waitFor(() => expect(button.isConnected).toBe(false));
    const fresh = likeOf(target);
    expect(fresh).toHaveAttribute('aria-pressed', 'true');
    expect(count(fresh)).toBe(before + 1);
    expect(fresh).toHaveFocus();
    await waitFor(() =>
      expect(sent[0]?.body).toEqual({ itemId: String(postsOf(1)[0]!.id), liked: 'true' }),
    );
    // The click that loaded the thread page's code was answered once.
    expect(sent).toHaveLength(1);
    await user.click(fresh);
    await waitFor(() => expect(likeOf(target)).toHaveAttribute('aria-pressed', 'false'));
    expect(count(likeOf(target))).toBe(before);
  });

  it('likes the thread with its own call', async () => {
    asMember(ALICE);
    const user = userEvent.setup();
    const { root } = threadPage(1);
    const button = root.querySelector<HTMLElement>('[data-thread-like]')!;
    const before = count(button);
    const sent = record('/frontendService/thread/like');
    await user.click(button);
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() =>
      expect(root.querySelector('[data-thread-like]')).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(count(root.querySelector<HTMLElement>('[data-thread-like]')!)).toBe(before + 1);
  });

  it('puts a like back when the call fails', async () => {
    asMember(ALICE);
    setScenario('server-error');
    const { root } = threadPage(1);
    const button = likeOf(post(root, postsOf(1)[0]!.id));
    const before = count(button);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(count(button)).toBe(before + 1);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(count(button)).toBe(before);
    expect(button.isConnected).toBe(true);
  });

  it('shows a banned member the ban message (5019) beside the like and the follow', async () => {
    asMember(BANNED_BOB);
    const user = userEvent.setup();
    const { root } = threadPage(1);
    const target = post(root, postsOf(1)[0]!.id);
    const button = likeOf(target);
    await user.click(button);
    const alert = await within(target).findByRole('alert');
    expect(alert).toHaveTextContent(/banned/);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(root.querySelector<HTMLElement>('[data-thread-follow]')!);
    await waitFor(() =>
      expect(root.querySelector('[data-thread-actions] + [role="alert"]')).toHaveTextContent(
        /banned/,
      ),
    );
    // The next use takes the message away.
    await user.click(button);
    await waitFor(() => expect(within(target).getAllByRole('alert')).toHaveLength(1));
  });

  it('switches following off and on', async () => {
    asMember(ALICE);
    const user = userEvent.setup();
    const { root } = threadPage(1);
    const follow = () => root.querySelector<HTMLElement>('[data-thread-follow]')!;
    expect(follow()).toHaveAttribute('aria-pressed', 'true');
    const before = count(follow(), '[data-followers-count]');
    const sent = record('/frontendService/thread/follow');
    await user.click(follow());
    await waitFor(() => expect(follow()).toHaveTextContent(/^\s*Follow\b/));
    expect(follow()).toHaveAttribute('aria-pressed', 'false');
    expect(count(follow(), '[data-followers-count]')).toBe(before - 1);
    expect(sent[0]!.body).toEqual({ threadId: '1', follow: 'false' });
    await user.click(follow());
    await waitFor(() => expect(follow()).toHaveAttribute('aria-pressed', 'true'));
  });

  it('asks a visitor who likes or follows to log in, and sends nothing', async () => {
    asVisitor();
    const asked = authRequests();
    const user = userEvent.setup();
    const { root } = threadPage(1);
    const sent = [record('/frontendService/post/like'), record('/frontendService/thread/follow')];
    await user.click(likeOf(post(root, postsOf(1)[0]!.id)));
    await user.click(root.querySelector('[data-thread-like]')!);
    await user.click(root.querySelector('[data-thread-follow]')!);
    expect(asked).toHaveLength(3);
    expect(asked[0]).toEqual({ tab: 'LOGIN', context: 'forum' });
    expect(sent.flat()).toHaveLength(0);
    expect(root.querySelector('[data-thread-follow]')).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('posts added later', () => {
  it('work by delegation: a posted reply can be liked and quoted at once', async () => {
    asMember(ALICE);
    const user = userEvent.setup();
    const { root } = threadPage(1);
    await user.click(screen.getByRole('textbox', { name: 'Your reply' }));
    await user.type(await editorBox(), 'Thanks for the tip, it works for me too.');
    // Counted before the send: the store's count would match the page's before the post arrives.
    const shown = root.querySelectorAll('[data-post-id]').length;
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(root.querySelectorAll('[data-post-id]')).toHaveLength(shown + 1));
    expect(postsOf(1)).toHaveLength(shown + 1);
    const added = [...root.querySelectorAll<HTMLElement>('[data-post-id]')].at(-1)!;
    const likes = record('/frontendService/post/like');
    await user.click(likeOf(added));
    await waitFor(() => expect(likes).toHaveLength(1));
    await user.click(within(added).getByRole('button', { name: 'Quote' }));
    expect(await screen.findByText('Quoting alice')).toBeInTheDocument();
  });
});

describe('poll voting', () => {
  const pollOf = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-poll]')!;

  it('votes once: further clicks are ignored while loading; the results replace the poll', async () => {
    asMember(ALICE);
    const { root } = threadPage(2);
    const sent = record('/frontendService/thread/pollVote');
    const poll = pollOf(root);
    const [first, second] = within(poll).getAllByRole('button');
    fireEvent.click(first!);
    expect(poll).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(second!);
    fireEvent.click(first!);
    await waitFor(() => expect(poll.isConnected).toBe(false));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ threadId: '2', pollOptionId: first!.dataset.pollOption });
    const results = pollOf(root);
    expect(results).toHaveAttribute('data-poll-voted');
    expect(results.querySelector('[data-poll-option]')).toBeNull();
    expect(
      results.querySelector(`[data-poll-result="${first!.dataset.pollOption}"]`),
    ).toHaveAttribute('data-own-vote');
  });

  it('sends no vote in a poll marked no-vote', async () => {
    asMember(ALICE);
    const user = userEvent.setup();
    const { root } = threadPage(2);
    const poll = pollOf(root);
    poll.setAttribute('data-poll-no-vote', '');
    const sent = record('/frontendService/thread/pollVote');
    await user.click(within(poll).getAllByRole('button')[0]!);
    expect(poll.querySelector('[data-poll-error]')).toHaveTextContent('This poll takes no votes.');
    expect(poll.querySelector('[data-poll-error]')).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  it('shows a refusal’s message in the poll’s error area, and the poll stays', async () => {
    asMember(ALICE);
    setScenario('code-8200');
    const user = userEvent.setup();
    const { root } = threadPage(2);
    const poll = pollOf(root);
    const error = poll.querySelector<HTMLElement>('[data-poll-error]')!;
    expect(error).not.toBeVisible();
    await user.click(within(poll).getAllByRole('button')[0]!);
    await waitFor(() => expect(error).toBeVisible());
    expect(error.textContent).not.toBe('');
    expect(poll.isConnected).toBe(true);
    expect(poll).not.toHaveAttribute('aria-busy');
  });

  it('a failed vote call shows a message in the error area', async () => {
    asMember(ALICE);
    setScenario('network-error');
    const user = userEvent.setup();
    const { root } = threadPage(2);
    const poll = pollOf(root);
    await user.click(within(poll).getAllByRole('button')[0]!);
    await waitFor(() =>
      expect(poll.querySelector('[data-poll-error]')).toHaveTextContent(
        'Your vote could not be counted. Please try again.',
      ),
    );
  });

  it('asks for a login when the server needs one (7000), and a visitor before any call', async () => {
    asMember(ALICE);
    setScenario('code-7000');
    const asked = authRequests();
    const user = userEvent.setup();
    const { root } = threadPage(2);
    await user.click(within(pollOf(root)).getAllByRole('button')[0]!);
    await waitFor(() => expect(asked).toEqual([{ tab: 'LOGIN', context: 'forum' }]));
    asVisitor();
    const sent = record('/frontendService/thread/pollVote');
    await user.click(within(pollOf(root)).getAllByRole('button')[0]!);
    expect(asked).toHaveLength(2);
    expect(sent).toHaveLength(0);
  });
});
