import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FOLLOWED_THREADS_PER_PAGE as PER_PAGE, db } from '@casino/mocks';
import { ALICE, asMember, asVisitor, authRequests, threadPage } from '../test/helpers';
import { FollowingThreads } from './FollowingThreads';

/** The threads (ids) a member follows in the fake backend. */
const followedBy = (userId: number) =>
  db.forum.follows
    .filter((key) => key.endsWith(`:${userId}`))
    .map((key) => Number(key.split(':')[0]));

const table = () => screen.findByRole('table', { name: 'Threads you follow' });
const rows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);
const titleOf = (threadId: number) => db.threads.find((thread) => thread.id === threadId)!.title;

describe('the following-threads table', () => {
  it('lists the threads the member follows, each linked to its page', async () => {
    asMember(ALICE);
    render(<FollowingThreads />);
    const followed = followedBy(ALICE);
    expect(await rows()).toHaveLength(followed.length);
    for (const threadId of followed)
      expect(screen.getByRole('link', { name: titleOf(threadId) })).toHaveAttribute(
        'href',
        `/forum/thread/${threadId}`,
      );
  });

  it('unfollows a thread: its row goes, the focus waits on the heading, the backend agrees', async () => {
    asMember(ALICE);
    const user = userEvent.setup();
    render(<FollowingThreads />);
    const [first] = followedBy(ALICE);
    const before = (await rows()).length;
    await user.click(screen.getByRole('button', { name: `Unfollow ${titleOf(first!)}` }));
    await waitFor(async () => expect(await rows()).toHaveLength(before - 1));
    expect(screen.queryByRole('link', { name: titleOf(first!) })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Threads you follow' })).toHaveFocus();
    expect(screen.getByText(`You no longer follow ${titleOf(first!)}.`)).toBeInTheDocument();
    expect(followedBy(ALICE)).not.toContain(first);
  });

  it('shows a follow on a thread page at once, without a reload', async () => {
    asMember(ALICE);
    const user = userEvent.setup();
    const target = db.threads.find((thread) => !followedBy(ALICE).includes(thread.id))!;
    const { root } = threadPage(target.id);
    render(<FollowingThreads />);
    await table();
    expect(screen.queryByRole('link', { name: target.title })).not.toBeInTheDocument();
    await user.click(root.querySelector<HTMLElement>('[data-thread-follow]')!);
    expect(await screen.findByRole('link', { name: target.title })).toBeInTheDocument();
  });

  it('pages through many followed threads', async () => {
    asMember(ALICE);
    db.forum.follows = db.threads.map((thread) => `${thread.id}:${ALICE}`);
    const user = userEvent.setup();
    render(<FollowingThreads />);
    const first = (await rows()).map((row) => row.textContent);
    expect(first).toHaveLength(PER_PAGE);
    expect(
      screen.getByText(`Page 1 of ${Math.ceil(db.threads.length / PER_PAGE)}`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText(`Page 2 of ${Math.ceil(db.threads.length / PER_PAGE)}`);
    await waitFor(async () => expect((await rows())[0]!.textContent).not.toBe(first[0]));
    expect(screen.getByRole('heading', { name: 'Threads you follow' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('says so when the member follows nothing', async () => {
    asMember(ALICE);
    db.forum.follows = db.forum.follows.filter((key) => !key.endsWith(`:${ALICE}`));
    render(<FollowingThreads />);
    expect(await screen.findByText(/You do not follow any thread yet/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks a visitor to log in, and loads nothing', async () => {
    asVisitor();
    const asked = authRequests();
    const user = userEvent.setup();
    render(<FollowingThreads />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(asked).toEqual([{ tab: 'LOGIN', context: 'forum' }]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
