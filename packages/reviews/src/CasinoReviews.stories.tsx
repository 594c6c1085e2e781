import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CasinoReviews } from './CasinoReviews';
import { ReviewFlow } from './ReviewFlow';
import { signedIn } from './StoryPage';
import { casinoReviewsWidget } from './widgets/casino-reviews';

const ANSWER = { timeout: 10_000 };

const meta = {
  title: 'Widgets/Casino reviews',
  component: CasinoReviews,
  args: { casinoId: 1, casinoName: 'Royal Spins', sort: 'newest' },
  parameters: { widget: casinoReviewsWidget, load: 'visible' },
} satisfies Meta<typeof CasinoReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Statistics and the first page of a casino's reviews. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelector('[data-review-stats]')).not.toBeNull(),
      ANSWER,
    );
  },
};

/** A link to one review: it comes first, highlighted. */
export const FirstReview: Story = { args: { firstReviewId: 25 } };

/** Sorted by rating. */
export const Sorted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Sort by'), 'highest-rated');
    await waitFor(
      () => expect(canvasElement.querySelector('[data-sort="highest-rated"]')).not.toBeNull(),
      ANSWER,
    );
  },
};

/** While the reviews load (the fake backend answers after 3 s). */
export const Loading: Story = { parameters: { mockScenario: 'slow' } };

/** A failed load: logged, nothing else shown. */
export const Failure: Story = { parameters: { mockScenario: 'server-error' } };

/** With the page's review flow: "Write a review" opens it. */
export const WithReviewFlow: Story = {
  loaders: [signedIn(null)],
  render: (args) => (
    <>
      <CasinoReviews {...args} />
      <ReviewFlow purpose="CASINO_DETAIL" />
    </>
  ),
  play: async ({ canvasElement }) => {
    // One button: the statistics' own, once they are loaded.
    const write = await within(canvasElement).findAllByRole(
      'button',
      { name: 'Write a review' },
      ANSWER,
    );
    await expect(write).toHaveLength(1);
    await userEvent.click(write[0]!);
    await expect(
      await screen.findByRole('dialog', { name: 'Log in to write a review' }, ANSWER),
    ).toBeInTheDocument();
  },
};
