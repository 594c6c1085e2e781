import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { db, renderReviewsPanel } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { ReviewsPanel } from './ReviewsPanel';

const PANEL = '/frontendService/reviewsPanel';

function record() {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === PANEL) seen.push(url);
  });
  return seen;
}

/** The casino with the most reviews, so that order changes what the panel shows. */
const casino = () => {
  const counts = new Map<number, number>();
  db.reviews.forEach((review) =>
    counts.set(review.casinoId, (counts.get(review.casinoId) ?? 0) + 1),
  );
  const [id] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  return db.casinos.find((entry) => entry.id === id)!;
};

let container: HTMLElement;
function serverPanel(casinoId: number) {
  container = document.createElement('div');
  container.innerHTML = renderReviewsPanel({ casino_id: casinoId })!;
  document.body.append(container);
  return container.querySelector<HTMLElement>('[data-reviews-panel]')!;
}
const shownReviews = (root: ParentNode) =>
  [...root.querySelectorAll<HTMLElement>('[data-review]')].map((review) => review.dataset.reviewId);
function chooseSort(label: string) {
  fireEvent.click(screen.getByRole('button', { name: /^Sort by:/ }));
  fireEvent.click(screen.getByRole('menuitemradio', { name: label }));
}

afterEach(() => {
  server.events.removeAllListeners();
  container?.remove();
});

describe('ReviewsPanel', () => {
  it('loads the panel in the chosen order (sort_by, casino_id) and puts it in place', async () => {
    const { id } = casino();
    const panel = serverPanel(id);
    const before = shownReviews(panel);
    const expected = shownReviews(
      new DOMParser().parseFromString(
        renderReviewsPanel({ casino_id: id, sort_by: 'oldest' })!,
        'text/html',
      ),
    );
    expect(expected).not.toEqual(before);
    const seen = record();
    render(<ReviewsPanel casinoId={id} panel="[data-reviews-panel]" />);
    expect(screen.getByRole('button', { name: /^Sort by:/ })).toHaveTextContent('Newest first');
    chooseSort('Oldest first');
    await waitFor(() => expect(shownReviews(panel)).toEqual(expected));
    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({
      sort_by: 'oldest',
      casino_id: String(id),
    });
    expect(panel.dataset.sort).toBe('oldest');
    expect(panel).toHaveAttribute('aria-busy', 'false');
  });

  it('keeps what it shows and only logs when the panel fails to load (SPEC §8)', async () => {
    const { id } = casino();
    const panel = serverPanel(id);
    const before = panel.innerHTML;
    server.use(http.get(PANEL, () => HttpResponse.json({ code: 500 }, { status: 500 })));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ReviewsPanel casinoId={id} panel="[data-reviews-panel]" />);
    chooseSort('Oldest first');
    await waitFor(() => expect(panel).toHaveAttribute('aria-busy', 'false'));
    expect(panel.innerHTML).toBe(before);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it('names a missing panel in the console', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ReviewsPanel casinoId={1} panel="#nowhere" />);
    expect(logged).toHaveBeenCalledWith('Widget "reviews-panel": no panel matches #nowhere');
    logged.mockRestore();
  });
});
