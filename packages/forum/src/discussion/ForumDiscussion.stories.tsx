import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { ForumDiscussion } from './ForumDiscussion';
import { forumDiscussionWidget } from '../widgets/forum-discussion';
import { signedIn } from '../shared/StoryPage';

const ANSWER = { timeout: 10_000 };
const ALICE = 1;

const meta = {
  title: 'Widgets/Forum discussion',
  component: ForumDiscussion,
  args: {
    replyMaxLength: 5000,
    casinos: [{ id: 1, name: 'Royal Spins' }],
    casinoSearchUrl: '/frontendService/search/casinos',
    gameSearchUrl: '/frontendService/search/games',
  },
  parameters: { widget: forumDiscussionWidget, load: 'visible' },
} satisfies Meta<typeof ForumDiscussion>;

export default meta;
type Story = StoryObj<typeof meta>;

const posts = () => document.querySelectorAll('[data-posts] [data-post-id]');

/** A static page's discussion, read by a visitor: its posts and the reply box. */
export const StaticPage: Story = {
  args: { staticPageId: 1 },
  loaders: [signedIn(null)],
  play: async () => {
    await waitFor(() => expect(posts().length).toBeGreaterThan(0), ANSWER);
    await expect(await screen.findByRole('textbox', { name: 'Your reply' })).toBeVisible();
  },
};

/** A casino's discussion tab: its discussion and its related forum threads, paged. */
export const Casino: Story = {
  args: { casinoId: 1 },
  loaders: [signedIn(ALICE)],
  play: async () => {
    await waitFor(
      () => expect(document.querySelector('[data-related-threads]')).not.toBeNull(),
      ANSWER,
    );
    await userEvent.click(await screen.findByRole('link', { name: '2' }));
    await waitFor(
      () =>
        expect(document.querySelector('[data-related-threads]')).toHaveAttribute('data-page', '2'),
      ANSWER,
    );
  },
};

/** The discussion cannot be loaded: only logged (SPEC §8), and a button to try again. */
export const LoadFailed: Story = {
  args: { staticPageId: 1 },
  loaders: [signedIn(null)],
  parameters: { mockScenario: 'network-error' },
  play: async () => {
    await expect(
      await screen.findByRole('button', { name: 'Load the discussion again' }, ANSWER),
    ).toBeVisible();
  },
};
