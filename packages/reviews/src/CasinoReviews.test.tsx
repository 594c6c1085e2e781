import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, setScenario } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { HttpResponse, http } from 'msw';
import { CasinoReviews } from './CasinoReviews';
import { ReviewFlow } from './ReviewFlow';
import { asMember, record } from './test/helpers';

const PATH = '/frontendService/casinoDetailUserReviews';

afterEach(() => server.events.removeAllListeners());

function addReviews(casinoId: number, count: number) {
  for (let index = 0; index < count; index += 1)
    db.reviews.push({
      id: 500 + index,
      casinoId,
      userId: 3,
      text: `Review ${index}`,
      stars: (index % 5) + 1,
      likes: index,
      createdOn: `2026-11-${String(1 + index).padStart(2, '0')}T00:00:00.000Z`,
    });
}

const reviewIds = (root: ParentNode) =>
  [...root.querySelectorAll<HTMLElement>('[data-review]')].map((item) =>
    Number(item.dataset.reviewId),
  );

describe('CasinoReviews', () => {
  it('loads statistics and results with casinoId, sortType, page and firstReviewId', async () => {
    addReviews(1, 12);
    const calls = record(PATH);
    const { container } = render(
      <CasinoReviews casinoId={1} casinoName="Royal Spins" firstReviewId={1} sort="newest" />,
    );
    // The announcement is the last thing the answer changes (a render after the HTML is in).
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Reviews, page 1'));
    expect(container.querySelector('[data-review-stats]')).not.toBeNull();
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      casinoId: '1',
      sortType: 'newest',
      page: '1',
      firstReviewId: '1',
    });
    const ids = reviewIds(container);
    expect(ids[0]).toBe(1);
    expect(ids.filter((id) => id === 1)).toHaveLength(1);
    expect(container.querySelector('[data-review-id="1"]')).toHaveAttribute(
      'data-review-highlighted',
    );
  });

  it('the first review is not repeated on the next pages', async () => {
    addReviews(1, 12);
    const calls = record(PATH);
    const user = userEvent.setup();
    const { container } = render(
      <CasinoReviews casinoId={1} casinoName="Royal Spins" firstReviewId={1} sort="newest" />,
    );
    await waitFor(() => expect(container.querySelector('[data-page-link="2"]')).not.toBeNull());
    const first = reviewIds(container);
    await user.click(container.querySelector<HTMLElement>('[data-page-link="2"]')!);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Reviews, page 2'));
    expect(calls[1]!.url.searchParams.get('firstReviewId')).toBe('1');
    const second = reviewIds(container);
    expect(second).not.toContain(1);
    expect(second.some((id) => first.includes(id))).toBe(false);
    expect(second.length).toBeGreaterThan(0);
  });

  it('sorts (back to page 1) and pages with the page links', async () => {
    addReviews(1, 12);
    const calls = record(PATH);
    const user = userEvent.setup();
    const { container } = render(
      <CasinoReviews casinoId={1} casinoName="Royal Spins" sort="newest" />,
    );
    await waitFor(() => expect(container.querySelector('[data-page-link="2"]')).not.toBeNull());
    await user.click(container.querySelector<HTMLElement>('[data-page-link="2"]')!);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Reviews, page 2'));
    expect(calls[1]!.url.searchParams.get('page')).toBe('2');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'highest-rated');
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(Object.fromEntries(calls[2]!.url.searchParams)).toMatchObject({
      sortType: 'highest-rated',
      page: '1',
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Reviews, page 1'));
    const stars = [...container.querySelectorAll<HTMLElement>('[data-review]')].map((item) =>
      Number(item.dataset.stars),
    );
    expect(stars).toEqual([...stars].sort((a, b) => b - a));
  });

  it('a failure is logged and the shown reviews stay', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <CasinoReviews casinoId={1} casinoName="Royal Spins" sort="newest" />,
    );
    await waitFor(() => expect(container.querySelector('[data-review]')).not.toBeNull());
    const before = reviewIds(container);
    setScenario('server-error');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'oldest');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('The reviews could not be loaded.'),
    );
    expect(reviewIds(container)).toEqual(before);
    expect(db.errorLog.some((message) => message.includes('Casino reviews failed'))).toBe(true);
  });

  it('one Write a review button (the statistics’ own), which opens the review flow', async () => {
    asMember(1);
    const user = userEvent.setup();
    const { container } = render(
      <>
        <CasinoReviews casinoId={2} casinoName="Lucky Spins" sort="newest" />
        <ReviewFlow purpose="CASINO_DETAIL" />
      </>,
    );
    const buttons = await screen.findAllByRole('button', { name: 'Write a review' });
    expect(buttons).toHaveLength(1);
    expect(container.querySelector('[data-review-stats]')).toContainElement(buttons[0]!);
    await user.click(buttons[0]!);
    expect(await screen.findByRole('dialog', { name: /Lucky Spins/ })).toBeInTheDocument();
  });

  it('statistics without a Write a review hook: the toolbar offers the one button', async () => {
    server.use(
      http.get(PATH, () =>
        HttpResponse.json({
          statisticsHtml: '<section data-review-stats data-casino-id="2"><p>4.0</p></section>',
          resultsHtml: '<div data-review-results data-casino-id="2"></div>',
        }),
      ),
    );
    render(<CasinoReviews casinoId={2} casinoName="Lucky Spins" sort="newest" />);
    const buttons = await screen.findAllByRole('button', { name: 'Write a review' });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAttribute('data-casino-id', '2');
    expect(buttons[0]).toHaveAttribute('data-casino-name', 'Lucky Spins');
  });
});
