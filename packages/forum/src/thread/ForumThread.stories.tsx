import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SEEDED_THREADS, db, setScenario } from '@casino/mocks';
import { ForumThread } from './ForumThread';
import { StoryPage, signedIn } from '../shared/StoryPage';
import { forumThreadWidget } from '../widgets/forum-thread';

const ANSWER = { timeout: 10_000 };
const ALICE = 1;
const REPLY = 'Thanks for the tip, the withdrawal came through today.';

const meta = {
  title: 'Widgets/Forum thread',
  component: ForumThread,
  args: { threadId: 1, replyMaxLength: 5000, casinos: [{ id: 1, name: 'Royal Spins' }] },
  parameters: { widget: forumThreadWidget, load: 'eager' },
  render: (args) => (
    <StoryPage
      threadId={args.threadId ?? 1}
      replyMaxLength={args.replyMaxLength}
      casinos={args.casinos}
    />
  ),
} satisfies Meta<typeof ForumThread>;

export default meta;
type Story = StoryObj<typeof meta>;

const replyBox = () => screen.findByRole('textbox', { name: 'Your reply' }, ANSWER);

async function editor() {
  await userEvent.click(await replyBox());
  let box: HTMLElement | null = null;
  await waitFor(() => {
    box = screen.getByRole('textbox', { name: 'Your reply' });
    return expect(box).toHaveAttribute('contenteditable', 'true');
  }, ANSWER);
  return box as unknown as HTMLElement;
}

/** A visitor reads: the plain reply field; focusing it asks for the login (no editor). */
export const Visitor: Story = {
  loaders: [signedIn(null)],
  play: async () => {
    await expect((await replyBox()).tagName).toBe('TEXTAREA');
  },
};

/** A member replies: the editor loads on focus; the answer's post joins the thread. */
export const MemberReplies: Story = {
  loaders: [signedIn(ALICE)],
  play: async () => {
    const before = document.querySelectorAll('[data-post-id]').length;
    await userEvent.type(await editor(), REPLY);
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(
      () => expect(document.querySelectorAll('[data-post-id]')).toHaveLength(before + 1),
      ANSWER,
    );
  },
};

/** Quoting a post: the reply box says whom, with the quoted text. */
export const Quote: Story = {
  loaders: [signedIn(ALICE)],
  play: async () => {
    const first = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('[data-post-id]');
      if (!element) throw new Error('no post yet');
      return element;
    }, ANSWER);
    await userEvent.click(within(first).getByRole('button', { name: 'Quote' }));
    await expect(await screen.findByText(/^Quoting /, undefined, ANSWER)).toBeInTheDocument();
  },
};

/** 8209: a reply too short to tell its language; the chooser preselects the guess. */
export const LanguageChooser: Story = {
  loaders: [signedIn(ALICE)],
  play: async () => {
    await userEvent.type(await editor(), 'Dank je wel');
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Which language is your post in?' },
      ANSWER,
    );
    await expect(within(dialog).getByRole('combobox')).toHaveValue('nl');
  },
};

/** 8214: the post waits for review; the editor is cleared. */
export const PendingReview: Story = {
  loaders: [signedIn(ALICE)],
  parameters: { mockScenario: 'forum-pending-review' },
  play: async () => {
    await userEvent.type(await editor(), REPLY);
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    await expect(
      await screen.findByRole('dialog', { name: 'Your post is waiting for review' }, ANSWER),
    ).toBeInTheDocument();
  },
};

/** 7000: the login-required message with its login button. */
export const LoginRequired: Story = {
  loaders: [signedIn(ALICE)],
  parameters: { mockScenario: 'code-7000' },
  play: async () => {
    await userEvent.type(await editor(), REPLY);
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    const alert = await screen.findByRole('alert', undefined, ANSWER);
    await expect(within(alert).getByRole('button', { name: 'Log in or sign up' })).toBeVisible();
  },
};

/** A network failure: the text stays, with the error. */
export const NetworkError: Story = {
  loaders: [signedIn(ALICE)],
  play: async () => {
    const box = await editor();
    // The network goes once the page and the editor are in: the reply is what fails.
    setScenario('network-error');
    document.documentElement.dataset.mockScenario = 'network-error';
    await userEvent.type(box, REPLY);
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    await expect(await screen.findByRole('alert', undefined, ANSWER)).toBeVisible();
    await expect(box).toHaveTextContent(REPLY);
  },
};

/** A public poll: a vote replaces the options with the results. */
export const PollVote: Story = {
  args: { threadId: SEEDED_THREADS.publicPoll },
  loaders: [signedIn(ALICE)],
  play: async () => {
    const option = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('[data-poll-option]');
      if (!element) throw new Error('no poll yet');
      return element;
    }, ANSWER);
    await userEvent.click(option);
    await waitFor(
      () => expect(document.querySelector('[data-poll-results]')).not.toBeNull(),
      ANSWER,
    );
  },
};

/** A poll that takes no votes shows its results only. */
export const NoVotePoll: Story = {
  args: { threadId: SEEDED_THREADS.noVotePoll },
  loaders: [signedIn(ALICE)],
};

/** A member edits their own post in place. */
export const EditOwnPost: Story = {
  loaders: [() => signedIn(db.posts.find((item) => item.threadId === 1)!.authorId)()],
  play: async () => {
    const [edit] = await screen.findAllByRole('button', { name: 'Edit' }, ANSWER);
    await userEvent.click(edit!);
    await expect(
      await screen.findByRole('textbox', { name: 'Edit your post' }, ANSWER),
    ).toBeInTheDocument();
  },
};

/** A locked thread says so in place of the reply box: no box, no Reply, Quote or Edit. */
export const LockedThread: Story = {
  args: { threadId: SEEDED_THREADS.locked },
  loaders: [signedIn(ALICE)],
  play: async () => {
    await expect(
      await screen.findByText(
        /This thread is locked: it takes no new replies or edits/,
        undefined,
        ANSWER,
      ),
    ).toBeInTheDocument();
    await expect(screen.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
    for (const name of ['Reply', 'Quote', 'Edit'])
      await expect(screen.queryAllByRole('button', { name })).toEqual([]);
  },
};
