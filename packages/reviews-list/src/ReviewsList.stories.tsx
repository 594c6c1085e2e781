import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, renderReviewsListing } from '@casino/mocks';
import { ReviewsList } from './ReviewsList';
import { reviewsListWidget } from './widgets/reviews-list';

const casinos = () =>
  db.casinos
    .filter((casino) => db.reviews.some((review) => review.casinoId === casino.id))
    .map((casino) => ({ id: casino.id, name: casino.name }));

/** The reviews listing's server HTML as the CMS writes it, and the widget beside it. */
function ListingPage() {
  const id = `reviews-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <div id={id}>
      <ReviewsList casinos={casinos()} paginateBy={5} list={`#${id} [data-reviews]`} />
      <div dangerouslySetInnerHTML={{ __html: renderReviewsListing({ paginate_by: 5 }) }} />
    </div>
  );
}

const meta = {
  title: 'Widgets/Reviews list',
  component: ReviewsList,
  args: { casinos: [], list: '[data-reviews]' },
  parameters: { widget: reviewsListWidget, load: 'eager' },
  render: () => <ListingPage />,
} satisfies Meta<typeof ReviewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const ANSWER = { timeout: 10_000 };
const reviewCount = (root: HTMLElement) => root.querySelectorAll('[data-review]').length;

/** Chooses a sort in the sort popover. */
async function chooseSort(root: HTMLElement, label: string) {
  const canvas = within(root);
  await userEvent.click(canvas.getByRole('button', { name: /^Sort by:/ }));
  await userEvent.click(await canvas.findByRole('menuitemradio', { name: label }));
}

/** The listing as it loads: the casino select and the sort popover above the server's reviews. */
export const Listing: Story = {};

/** Choosing a casino replaces the results with that casino's reviews. */
export const FilterByCasino: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = casinos();
    await userEvent.selectOptions(canvas.getByLabelText('Casino'), String(first!.id));
    await waitFor(
      () =>
        expect(canvasElement.querySelector('[data-reviews]')).toHaveAttribute(
          'data-casino-id',
          String(first!.id),
        ),
      ANSWER,
    );
  },
};

/** Load more appends the next page below the first. */
export const LoadMore: Story = {
  play: async ({ canvasElement }) => {
    const before = reviewCount(canvasElement);
    await userEvent.click(canvasElement.querySelector('a[data-load-more]')!);
    await waitFor(() => expect(reviewCount(canvasElement)).toBeGreaterThan(before), ANSWER);
  },
};

/** While the answer is on its way (the mock answers after 3 s) the results are busy. */
export const Loading: Story = {
  parameters: { mockScenario: 'slow' },
  play: async ({ canvasElement }) => {
    await chooseSort(canvasElement, 'Oldest first');
    await expect(canvasElement.querySelector('[data-reviews]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The call fails: logged, the loader removed, the reviews kept. */
export const Failure: Story = {
  parameters: { mockScenario: 'server-error' },
  play: async ({ canvasElement }) => {
    const before = reviewCount(canvasElement);
    await chooseSort(canvasElement, 'Oldest first');
    await waitFor(
      () =>
        expect(canvasElement.querySelector('[data-reviews]')).toHaveAttribute('aria-busy', 'false'),
      ANSWER,
    );
    await expect(reviewCount(canvasElement)).toBe(before);
  },
};
