import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { emit } from '@casino/core';
import { db } from '@casino/mocks';
import { ReviewFlow } from './ReviewFlow';
import { StoryPage, ownReview, signIn, signedIn, unreviewedCasino } from './StoryPage';
import { reviewFlowWidget } from './widgets/review-flow';

const ANSWER = { timeout: 10_000 };
const ALICE = 1;
const BANNED_BOB = 5;

const meta = {
  title: 'Widgets/Review flow',
  component: ReviewFlow,
  args: { purpose: 'CASINO_DETAIL' },
  parameters: { widget: reviewFlowWidget, load: 'idle' },
} satisfies Meta<typeof ReviewFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

const asAlice = signedIn(ALICE);
const asVisitor = signedIn(null);

/** The casino page of a casino alice has not reviewed. */
const freshPage = () => <StoryPage casinoId={unreviewedCasino(ALICE).id} />;
/** The casino page of alice's own review. */
const ownPage = () => <StoryPage casinoId={ownReview(ALICE).casinoId} />;

async function writeReview() {
  const button = await screen.findAllByRole('button', { name: 'Write a review' }, ANSWER);
  await userEvent.click(button[0]!);
}

/** The dialog of a step, by its title. */
async function expectDialog(name: string | RegExp) {
  await expect(await screen.findByRole('dialog', { name }, ANSWER)).toBeInTheDocument();
}

async function openHook(selector: string) {
  await waitFor(() => expect(document.querySelector(selector)).not.toBeNull(), ANSWER);
  await userEvent.click(document.querySelector<HTMLElement>(selector)!);
}

async function fillAndPublish(stars: number, body: string) {
  await userEvent.click(
    await screen.findByLabelText(stars === 1 ? '1 star' : `${stars} stars`, {}, ANSWER),
  );
  if (body) await userEvent.type(screen.getByLabelText('Your review (optional)'), body);
  await userEvent.click(screen.getByRole('button', { name: 'Publish review' }));
}

/** `/reviews/guide`, from a `[data-review-flow]` hook. */
export const Guide: Story = {
  loaders: [asAlice],
  render: () => (
    <StoryPage
      casinoId={2}
      hooks={
        <button
          type="button"
          data-review-flow="/reviews/guide"
          data-casino-id="2"
          data-casino-name="Lucky Spins"
        >
          How to review
        </button>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'How to review' }));
    await expect(
      await screen.findByRole('dialog', { name: 'How to write a helpful review' }),
    ).toBeInTheDocument();
  },
};

/** `/complaints/guide`, with the link to the complaint form. */
export const ComplaintsGuide: Story = {
  loaders: [asVisitor],
  render: () => (
    <StoryPage
      casinoId={2}
      hooks={
        <button type="button" data-review-flow="/complaints/guide" data-complaint-url="#complaint">
          File a complaint
        </button>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'File a complaint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Before you file a complaint' });
    await expect(
      within(dialog).getByRole('link', { name: 'Start a complaint' }),
    ).toBeInTheDocument();
  },
};

/** `/reviews/authenticate`: only a visitor sees it; Sign up and Log in open the auth modal. */
export const Authenticate: Story = {
  loaders: [asVisitor],
  render: freshPage,
  play: async () => {
    await writeReview();
    await expectDialog('Log in to write a review');
  },
};

/** `/reviews/create` for a member: star rating (arrow keys), text with a counter. */
export const Create: Story = {
  loaders: [asAlice],
  render: freshPage,
  play: async () => {
    await writeReview();
    await screen.findByRole('dialog', { name: /^Review / }, ANSWER);
    await waitFor(() => expect(screen.getByLabelText('1 star')).toHaveFocus());
  },
};

/** Submitting without stars: the rating error. */
export const CreateValidation: Story = {
  loaders: [asAlice],
  render: freshPage,
  play: async () => {
    await writeReview();
    await screen.findByRole('dialog', { name: /^Review / }, ANSWER);
    await userEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    await expect(screen.getByText('Please choose a rating from 1 to 5 stars.')).toBeInTheDocument();
  },
};

/** 8200: the server's message in the form; the typed text stays. */
export const CreateFormError: Story = {
  loaders: [asAlice],
  parameters: { mockScenario: 'code-8200' },
  render: freshPage,
  play: async () => {
    await writeReview();
    await fillAndPublish(4, 'Quick payouts.');
    await expect(await screen.findByRole('alert', {}, ANSWER)).toHaveTextContent(
      'The form contains errors.',
    );
  },
};

/** 7000: the login-required message with a link to the login modal. */
export const LoginRequired: Story = {
  loaders: [asAlice],
  parameters: { mockScenario: 'code-7000' },
  render: freshPage,
  play: async () => {
    await writeReview();
    await fillAndPublish(4, 'Quick payouts.');
    const alert = await screen.findByRole('alert', {}, ANSWER);
    await expect(
      within(alert).getByRole('button', { name: 'Log in or sign up' }),
    ).toBeInTheDocument();
  },
};

/** `/reviews/review-published`: the review is on the page, highlighted. */
export const ReviewPublished: Story = {
  loaders: [asAlice],
  render: freshPage,
  play: async () => {
    await writeReview();
    await fillAndPublish(5, 'Paid out within a day.');
    await expectDialog('Your review is published');
  },
};

/** `/reviews/stars-published`: stars without text. */
export const StarsPublished: Story = {
  loaders: [asAlice],
  render: freshPage,
  play: async () => {
    await writeReview();
    await fillAndPublish(3, '');
    await expectDialog('Your rating is published');
  },
};

/** `/reviews/verify-email`: a member whose email is not confirmed yet. */
export const VerifyEmail: Story = {
  loaders: [
    async () => {
      signIn(ALICE);
      db.users[0]!.emailConfirmed = false;
      return {};
    },
  ],
  render: freshPage,
  play: async () => {
    await writeReview();
    await fillAndPublish(4, 'Good support.');
    await expectDialog('Confirm your email address');
  },
};

/** `/reviews/already-reviewed`: one review per casino; the edit is offered. */
export const AlreadyReviewed: Story = {
  loaders: [asAlice],
  render: ownPage,
  play: async () => {
    await writeReview();
    await expectDialog('You already reviewed this casino');
  },
};

/** `/reviews/create/{id}`: the edit form, filled in. */
export const Edit: Story = {
  loaders: [asAlice],
  render: ownPage,
  play: async () => {
    await openHook('[data-review-edit]');
    await expect(
      await screen.findByLabelText('Your review (optional)', {}, ANSWER),
    ).not.toHaveValue('');
  },
};

/** `/reviews/review-pending`: an edit of a published review waits for approval. */
export const ReviewPending: Story = {
  loaders: [asAlice],
  render: ownPage,
  play: async () => {
    await openHook('[data-review-edit]');
    await userEvent.type(
      await screen.findByLabelText('Your review (optional)', {}, ANSWER),
      ' Still good.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await expectDialog('Your changes are waiting for approval');
  },
};

/** `/reviews/delete-review/{id}`: the confirmation. */
export const DeleteReview: Story = {
  loaders: [asAlice],
  render: ownPage,
  play: async () => {
    await openHook('[data-review-delete]');
    await expectDialog('Delete your review?');
  },
};

/**
 * The review is deleted: it leaves the page, the thank-you step says so (another of the
 * member's reviews stays deletable, so the page does not reload).
 */
export const ReviewDeleted: Story = {
  loaders: [asAlice],
  render: () => (
    <StoryPage
      casinoId={ownReview(ALICE).casinoId}
      hooks={
        <button
          type="button"
          data-review-delete=""
          data-review-id={db.reviews.filter((review) => review.userId === ALICE)[1]!.id}
        >
          Delete my other review
        </button>
      }
    />
  ),
  play: async () => {
    await openHook('[data-story-page] [data-review-delete]');
    const confirm = await screen.findByRole('dialog', { name: 'Delete your review?' }, ANSWER);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete review' }));
    await expect(
      await screen.findByText('Your review has been deleted.', {}, ANSWER),
    ).toBeInTheDocument();
  },
};

/** 5019: a banned member's review is refused with the ban message. */
export const BannedMember: Story = {
  loaders: [signedIn(BANNED_BOB)],
  render: freshPage,
  play: async () => {
    await writeReview();
    await fillAndPublish(1, 'Let me in.');
    await expect(await screen.findByRole('alert', {}, ANSWER)).toHaveTextContent(/banned/);
  },
};

/**
 * A review sent with a signup whose login was taken meanwhile (4011): the message links
 * back to the signup form, the review text stays.
 */
export const SignupLoginTaken: Story = {
  loaders: [asVisitor],
  render: freshPage,
  play: async () => {
    await writeReview();
    const authenticate = await screen.findByRole(
      'dialog',
      { name: 'Log in to write a review' },
      ANSWER,
    );
    await userEvent.click(within(authenticate).getByRole('button', { name: 'Sign up' }));
    // What the auth widget answers once the signup form is valid.
    emit('auth:signup-validated', {
      signup: {
        login: 'alice',
        email: 'late@example.com',
        password: 'Story-pass-9',
        confirm_password: 'Story-pass-9',
        subscribeToNewsletter: false,
        agreeToTermsOfService: true,
        privacy: 'public',
      },
    });
    await fillAndPublish(4, 'Fast payouts.');
    const alert = await screen.findByRole('alert', {}, ANSWER);
    await expect(
      within(alert).getByRole('button', { name: 'Change your signup details' }),
    ).toBeInTheDocument();
  },
};

/** `/reviews/revert-changes/{id}` and `/reviews/thank-you`: the pending edit is dropped. */
export const RevertChanges: Story = {
  loaders: [asAlice],
  render: ownPage,
  play: async () => {
    await openHook('[data-review-edit]');
    await userEvent.type(
      await screen.findByLabelText('Your review (optional)', {}, ANSWER),
      ' Edited.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const pending = await screen.findByRole(
      'dialog',
      { name: 'Your changes are waiting for approval' },
      ANSWER,
    );
    await userEvent.click(within(pending).getByRole('button', { name: 'OK' }));
    await openHook('[data-review-revert]');
    const confirm = await screen.findByRole('dialog', { name: 'Revert your changes?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revert changes' }));
    await expectDialog('Thank you');
  },
};
