import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@casino/mocks';
import { signedIn } from '../shared/StoryPage';
import { forumFollowingWidget } from '../widgets/forum-following';
import { FollowingThreads } from './FollowingThreads';

const ANSWER = { timeout: 10_000 };
const ALICE = 1;

const meta = {
  title: 'Widgets/Forum following threads',
  component: FollowingThreads,
  parameters: { widget: forumFollowingWidget, load: 'visible' },
} satisfies Meta<typeof FollowingThreads>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.findByRole('table', { name: 'Threads you follow' }, ANSWER);

/** A member's followed threads; Unfollow takes a thread off the table. */
export const Member: Story = {
  loaders: [signedIn(ALICE)],
  play: async () => {
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    await expect(rows.length).toBeGreaterThan(0);
    const title = within(rows[0]!).getByRole('link').textContent ?? '';
    await userEvent.click(screen.getByRole('button', { name: `Unfollow ${title}` }));
    await waitFor(
      () => expect(screen.queryByRole('link', { name: title })).not.toBeInTheDocument(),
      ANSWER,
    );
    await expect(screen.getByText(`You no longer follow ${title}.`)).toBeInTheDocument();
  },
};

/** A member who follows no thread gets the empty state. */
export const Empty: Story = {
  loaders: [
    async () => {
      db.forum.follows = db.forum.follows.filter((key) => !key.endsWith(`:${ALICE}`));
      return signedIn(ALICE)();
    },
  ],
  play: async () => {
    await expect(
      await screen.findByText(/You do not follow any thread yet/, undefined, ANSWER),
    ).toBeInTheDocument();
  },
};

/** A visitor is asked to log in. */
export const Visitor: Story = {
  loaders: [signedIn(null)],
  play: async () => {
    await expect(
      await screen.findByText('Log in to see the threads you follow.', undefined, ANSWER),
    ).toBeInTheDocument();
  },
};
