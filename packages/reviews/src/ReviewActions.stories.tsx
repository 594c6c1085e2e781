import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { userReview } from '@casino/api';
import { call } from '@casino/core';
import { db } from '@casino/mocks';
import { ReviewActions } from './ReviewActions';
import { StoryPage, signIn, signedIn } from './StoryPage';
import { reviewActionsWidget } from './widgets/review-actions';

const ANSWER = { timeout: 10_000 };
const ALICE = 1;
const REP = 2;

const meta = {
  title: 'Widgets/Review actions',
  component: ReviewActions,
  args: { purpose: 'CASINO_DETAIL', replyMaxLength: 1000 },
  parameters: { widget: reviewActionsWidget, load: 'idle' },
  render: () => <StoryPage casinoId={1} />,
} satisfies Meta<typeof ReviewActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstOfCasinoOne = () => db.reviews.find((review) => review.casinoId === 1)!;

async function hook(selector: string) {
  await waitFor(() => expect(document.querySelector(selector)).not.toBeNull(), ANSWER);
  return document.querySelector<HTMLElement>(selector)!;
}

/** A member likes a review: the button toggles at once. */
export const Like: Story = {
  loaders: [signedIn(ALICE)],
  play: async () => {
    const button = await hook(`[data-review-like][data-item-id="${firstOfCasinoOne().id}"]`);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A visitor's like: 7000, reverted, and a login prompt. */
export const LikeAsVisitor: Story = {
  loaders: [signedIn(null)],
  play: async () => {
    await userEvent.click(await hook('[data-review-like]'));
    await expect(
      await screen.findByRole('dialog', { name: 'Log in to like reviews' }, ANSWER),
    ).toBeInTheDocument();
  },
};

/** A representative of the casino replies on its behalf. */
export const Reply: Story = {
  loaders: [signedIn(REP)],
  play: async () => {
    await userEvent.click(await hook('[data-review-reply]'));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to the review' });
    await userEvent.type(
      within(dialog).getByLabelText('Your reply'),
      'Thank you, we fixed the payout delay.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    await waitFor(
      () => expect(document.querySelector('[data-review-reply-item]')).not.toBeNull(),
      ANSWER,
    );
  },
};

/**
 * 8209: the language could not be detected for sure; the selector appears with the
 * server's guess (Dutch here, not among the usual reply languages) preselected.
 */
export const ReplyLanguage: Story = {
  loaders: [signedIn(REP)],
  play: async () => {
    await userEvent.click(await hook('[data-review-reply]'));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to the review' });
    await userEvent.type(within(dialog).getByLabelText('Your reply'), 'Dank je!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    await expect(
      await within(dialog).findByLabelText('Language of your reply', {}, ANSWER),
    ).toHaveValue('nl');
  },
};

/** A reply already there: edit and delete for the representative. */
export const EditReply: Story = {
  loaders: [
    async () => {
      signIn(REP);
      await call(userReview.createReply, {
        reviewId: firstOfCasinoOne().id,
        text: 'Thank you for the fair review, see you soon.',
        purpose: 'CASINO_DETAIL',
        onBehalfOfId: 1,
      });
      return {};
    },
  ],
  play: async () => {
    await userEvent.click(await hook('[data-reply-edit]'));
    await expect(await screen.findByLabelText('Your reply')).toHaveValue(
      'Thank you for the fair review, see you soon.',
    );
  },
};
