import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, renderReviewsPanel } from '@casino/mocks';
import { ReviewsPanel } from './ReviewsPanel';
import { reviewsPanelWidget } from './widgets/reviews-panel';

/** The casino with the most reviews, so that each order shows other reviews first. */
const casinoId = () => {
  const counts = new Map<number, number>();
  db.reviews.forEach((review) =>
    counts.set(review.casinoId, (counts.get(review.casinoId) ?? 0) + 1),
  );
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
};

/** The casino page's reviews panel as the server renders it, and the widget beside it. */
function CasinoReviewsPanel({ casinoId: id }: { casinoId: number }) {
  return (
    <section aria-label="What players say">
      <ReviewsPanel casinoId={id} panel="[data-reviews-panel]" />
      <div dangerouslySetInnerHTML={{ __html: renderReviewsPanel({ casino_id: id }) ?? '' }} />
    </section>
  );
}

const meta = {
  title: 'Widgets/Reviews panel',
  component: ReviewsPanel,
  args: { casinoId: casinoId(), panel: '[data-reviews-panel]' },
  parameters: { widget: reviewsPanelWidget, load: 'interaction' },
  render: ({ casinoId: id }) => <CasinoReviewsPanel casinoId={id} />,
} satisfies Meta<typeof ReviewsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const ANSWER = { timeout: 10_000 };
const panel = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-reviews-panel]')!;

/** The server's panel, newest first, with the order to choose. */
export const Panel: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /^Sort by:/ }),
    ).toHaveTextContent('Newest first');
  },
};

/** Another order loads the panel in that order. */
export const SortedOldestFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Sort by:/ }));
    await userEvent.click(await canvas.findByRole('menuitemradio', { name: 'Oldest first' }));
    await waitFor(() => expect(panel(canvasElement).dataset.sort).toBe('oldest'), ANSWER);
    await expect(panel(canvasElement)).toHaveAttribute('aria-busy', 'false');
  },
};

/** The load fails: the panel keeps what it shows (the failure is only logged, SPEC §8). */
export const LoadFails: Story = {
  parameters: { mockScenario: 'server-error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = panel(canvasElement).innerHTML;
    await userEvent.click(canvas.getByRole('button', { name: /^Sort by:/ }));
    await userEvent.click(await canvas.findByRole('menuitemradio', { name: 'Oldest first' }));
    await waitFor(() => expect(panel(canvasElement)).toHaveAttribute('aria-busy', 'false'), ANSWER);
    await expect(panel(canvasElement).innerHTML).toBe(before);
  },
};
