import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { UserReviews } from './UserReviews';
import { userReviewsWidget } from './widgets/user-reviews';

const meta = {
  title: 'Widgets/User reviews',
  component: UserReviews,
  args: { userId: 1, paginateBy: 2, list: '#no-server-list' },
  parameters: { widget: userReviewsWidget, load: 'eager' },
} satisfies Meta<typeof UserReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

const ANSWER = { timeout: 10_000 };
const reviewCount = (root: HTMLElement) => root.querySelectorAll('[data-review]').length;

/** The member's first reviews, loaded through reviewsFilterServiceByUser. */
export const Profile: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(reviewCount(canvasElement)).toBe(2), ANSWER);
  },
};

/** Load more until the member's last review: the link gives way to the list's end. */
export const LoadMoreToTheEnd: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(reviewCount(canvasElement)).toBe(2), ANSWER);
    while (canvasElement.querySelector('a[data-load-more]')) {
      const before = reviewCount(canvasElement);
      await userEvent.click(canvasElement.querySelector('a[data-load-more]')!);
      await waitFor(() => expect(reviewCount(canvasElement)).toBeGreaterThan(before), ANSWER);
    }
    await expect(canvasElement.querySelector('[data-list-end]')).not.toBeNull();
  },
};

/** The profile fails to load: logged, nothing shown. */
export const Failure: Story = {
  parameters: { mockScenario: 'server-error' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(canvasElement.querySelector('.cw-user-reviews[aria-busy="false"]')).not.toBeNull(),
      ANSWER,
    );
    await expect(reviewCount(canvasElement)).toBe(0);
  },
};
