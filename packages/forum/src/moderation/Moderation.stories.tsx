import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ForumThread } from '../thread/ForumThread';
import { StoryPage, signedIn } from '../shared/StoryPage';
import { forumThreadWidget } from '../widgets/forum-thread';

const ANSWER = { timeout: 10_000 };
const MODERATOR = 3;

const meta = {
  title: 'Widgets/Forum thread/Moderation sheet',
  component: ForumThread,
  args: { threadId: 1, replyMaxLength: 5000, casinos: [] },
  parameters: { widget: forumThreadWidget, load: 'eager' },
  loaders: [signedIn(MODERATOR)],
  render: (args) => (
    <StoryPage threadId={args.threadId ?? 1} replyMaxLength={args.replyMaxLength} />
  ),
} satisfies Meta<typeof ForumThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The second post of the thread (a reply by someone else than the moderator). */
const reply = () =>
  waitFor(() => {
    const post = document.querySelectorAll<HTMLElement>('[data-posts] > [data-post-id]')[1];
    if (!post) throw new Error('no reply yet');
    return post;
  }, ANSWER);

/**
 * A moderator's two-word edit of someone else's post (SPEC §8 8209): the sheet asks for
 * the reason, the server for the language; the chooser sends it again and the post shows
 * the new text.
 */
export const ShortEditWithLanguage: Story = {
  play: async () => {
    const post = await reply();
    await userEvent.click(
      await within(post).findByRole('button', { name: /^Moderate the post of/ }, ANSWER),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit the post' }));
    const sheet = await screen.findByRole('dialog', { name: 'Edit the post' }, ANSWER);
    const box = await within(sheet).findByRole('textbox', { name: 'Text of the post' }, ANSWER);
    await waitFor(() => expect(box).toHaveAttribute('contenteditable', 'true'), ANSWER);
    await userEvent.clear(box);
    await userEvent.type(box, 'Removed: spam link');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    // No reason yet: the sheet says so and sends nothing.
    const reason = within(sheet).getByRole('combobox', { name: 'Reason' });
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.selectOptions(reason, 'SPAM');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    const chooser = await screen.findByRole(
      'dialog',
      { name: 'Which language is your post in?' },
      ANSWER,
    );
    await userEvent.selectOptions(within(chooser).getByRole('combobox'), 'en');
    await userEvent.click(within(chooser).getByRole('button', { name: 'Send' }));
    await waitFor(
      () =>
        expect(
          document.querySelector(`[data-post-id="${post.dataset.postId}"] [data-post-text]`),
        ).toHaveTextContent('Removed: spam link'),
      ANSWER,
    );
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
