import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { on } from '@casino/core';
import { HttpResponse, delay, http } from 'msw';
import { REVIEWS_MORE_PATH, db, renderReviewsListing, renderUserReviews } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { ComplaintsMore } from './ComplaintsMore';
import { ReviewsList } from './ReviewsList';
import { UserReviews } from './UserReviews';

const FILTER = '/frontendService/reviewsFilterService';
const COMPLAINTS = '/frontendService/complaints-show-more-casino';

function record(path: string, method = 'GET') {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === path && request.method === method) seen.push(url);
  });
  return seen;
}

let container: HTMLElement;
function serverHtml(html: string) {
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

const reviewIds = (root: ParentNode) =>
  [...root.querySelectorAll<HTMLElement>('[data-review]')].map((review) => review.dataset.reviewId);

const casinoWithReviews = () => {
  const counts = new Map<number, number>();
  db.reviews.forEach((review) =>
    counts.set(review.casinoId, (counts.get(review.casinoId) ?? 0) + 1),
  );
  const [id] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  return db.casinos.find((casino) => casino.id === id)!;
};

afterEach(() => {
  server.events.removeAllListeners();
  container?.remove();
  history.replaceState(null, '', location.pathname);
});

/** Chooses a sort in the listing's sort popover. */
function chooseSort(label: string) {
  fireEvent.click(screen.getByRole('button', { name: /^Sort by:/ }));
  fireEvent.click(screen.getByRole('menuitemradio', { name: label }));
}

describe('ReviewsList', () => {
  it('sends casino_id, sort_by and paginate_by per change and replaces the results', async () => {
    const casino = casinoWithReviews();
    const page = serverHtml(renderReviewsListing({ paginate_by: 5 }));
    const seen = record(FILTER);
    render(
      <ReviewsList
        casinos={[{ id: casino.id, name: casino.name }]}
        paginateBy={5}
        list="[data-reviews]"
      />,
    );
    fireEvent.change(screen.getByLabelText('Casino'), { target: { value: String(casino.id) } });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({
      casino_id: String(casino.id),
      sort_by: 'newest',
      paginate_by: '5',
    });
    await waitFor(() =>
      expect(
        [...page.querySelectorAll<HTMLElement>('[data-review]')].every(
          (review) => review.dataset.casinoId === String(casino.id),
        ),
      ).toBe(true),
    );
    const dispatched = vi.fn();
    const off = on('sort:change', dispatched);
    chooseSort('Oldest first');
    off();
    expect(dispatched).toHaveBeenCalledWith({ value: 'oldest', group: 'reviews' });
    expect(screen.getByRole('button', { name: /^Sort by:/ })).toHaveAccessibleName(
      'Sort by: Oldest first',
    );
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]!.searchParams.get('sort_by')).toBe('oldest');
    expect(seen[1]!.searchParams.get('casino_id')).toBe(String(casino.id));
    await waitFor(() =>
      expect(page.querySelector('[data-reviews]')!.getAttribute('aria-busy')).toBe('false'),
    );
    expect(screen.getByRole('status')).toHaveTextContent(/review/);
  });

  it('keeps the casino and the order in the address hash and in the page links', async () => {
    const casino = casinoWithReviews();
    const page = serverHtml(renderReviewsListing({ paginate_by: 1 }));
    render(
      <ReviewsList
        casinos={[{ id: casino.id, name: casino.name }]}
        paginateBy={1}
        list="[data-reviews]"
      />,
    );
    // The plain listing has no hash, and its page links stay the server's.
    expect(location.hash).toBe('');
    expect(page.querySelector('a[data-page-link="2"]')!.getAttribute('href')).toBe('/reviews/2');
    fireEvent.change(screen.getByLabelText('Casino'), { target: { value: String(casino.id) } });
    chooseSort('Oldest first');
    expect(location.hash).toBe(`#casino_id=${casino.id}&sort_by=oldest`);
    await waitFor(() =>
      expect(page.querySelector('a[data-page-link="2"]')!.getAttribute('href')).toBe(
        `/reviews/2#casino_id=${casino.id}&sort_by=oldest&page=2`,
      ),
    );
  });

  it('a page link loads that page with the choice, and the address says so', async () => {
    const casino = casinoWithReviews();
    const page = serverHtml(renderReviewsListing({ paginate_by: 1 }));
    const seen = record(FILTER);
    render(
      <ReviewsList
        casinos={[{ id: casino.id, name: casino.name }]}
        paginateBy={1}
        list="[data-reviews]"
      />,
    );
    fireEvent.change(screen.getByLabelText('Casino'), { target: { value: String(casino.id) } });
    await waitFor(() =>
      expect(page.querySelector<HTMLElement>('[data-reviews]')!.dataset.casinoId).toBe(
        String(casino.id),
      ),
    );
    fireEvent.click(page.querySelector('a[data-page-link="2"]')!);
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(Object.fromEntries(seen[1]!.searchParams)).toEqual({
      casino_id: String(casino.id),
      sort_by: 'newest',
      paginate_by: '1',
      page: '2',
    });
    expect(location.hash).toBe(`#casino_id=${casino.id}&page=2`);
    await waitFor(() =>
      expect(page.querySelector('[data-pagination]')!.getAttribute('data-page')).toBe('2'),
    );
    expect(
      [...page.querySelectorAll<HTMLElement>('[data-review]')].every(
        (review) => review.dataset.casinoId === String(casino.id),
      ),
    ).toBe(true);
  });

  it('a reload with the choice in the hash shows that choice', async () => {
    const casino = casinoWithReviews();
    history.replaceState(null, '', `#casino_id=${casino.id}&sort_by=oldest`);
    const page = serverHtml(renderReviewsListing());
    const seen = record(FILTER);
    render(<ReviewsList casinos={[{ id: casino.id, name: casino.name }]} list="[data-reviews]" />);
    expect(screen.getByLabelText('Casino')).toHaveValue(String(casino.id));
    expect(screen.getByRole('button', { name: /^Sort by:/ })).toHaveAccessibleName(
      'Sort by: Oldest first',
    );
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.searchParams.get('casino_id')).toBe(String(casino.id));
    expect(seen[0]!.searchParams.get('sort_by')).toBe('oldest');
    await waitFor(() =>
      expect(page.querySelector<HTMLElement>('[data-reviews]')!.dataset.casinoId).toBe(
        String(casino.id),
      ),
    );
  });

  it('aborts an older request: its answer never overwrites a newer one', async () => {
    let calls = 0;
    server.use(
      http.get(FILTER, async () => {
        calls += 1;
        if (calls === 1) await delay(300);
        return undefined;
      }),
    );
    const casino = casinoWithReviews();
    const page = serverHtml(renderReviewsListing());
    render(<ReviewsList casinos={[{ id: casino.id, name: casino.name }]} list="[data-reviews]" />);
    chooseSort('Oldest first');
    await waitFor(() => expect(calls).toBe(1));
    fireEvent.change(screen.getByLabelText('Casino'), { target: { value: String(casino.id) } });
    await waitFor(() =>
      expect(page.querySelector<HTMLElement>('[data-reviews]')!.dataset.casinoId).toBe(
        String(casino.id),
      ),
    );
    const newest = reviewIds(page);
    await act(() => delay(400));
    expect(reviewIds(page)).toEqual(newest);
  });

  it('load more appends the next page and ends with the list end', async () => {
    const page = serverHtml(
      renderReviewsListing({ paginate_by: Math.ceil(db.reviews.length / 2) }),
    );
    render(<ReviewsList casinos={[]} list="[data-reviews]" />);
    const first = reviewIds(page);
    fireEvent.click(page.querySelector('a[data-load-more]')!);
    await waitFor(() => expect(reviewIds(page).length).toBeGreaterThan(first.length));
    expect(reviewIds(page).slice(0, first.length)).toEqual(first);
    await waitFor(() => expect(page.querySelector('a[data-load-more]')).toBeNull());
    expect(page.querySelector('[data-list-end]')).not.toBeNull();
    expect(new Set(reviewIds(page)).size).toBe(db.reviews.length);
  });

  it('a failed change or load more keeps the content and is logged', async () => {
    server.use(
      http.get(FILTER, () => HttpResponse.json({ message: 'down' }, { status: 500 })),
      http.get(REVIEWS_MORE_PATH, () => HttpResponse.text('down', { status: 500 })),
    );
    const logged = record('/frontendService/errorLog', 'POST');
    const page = serverHtml(renderReviewsListing({ paginate_by: 3 }));
    render(<ReviewsList casinos={[]} list="[data-reviews]" />);
    const before = reviewIds(page);
    chooseSort('Oldest first');
    await waitFor(() => expect(logged).toHaveLength(1));
    await waitFor(() =>
      expect(page.querySelector('[data-reviews]')!.getAttribute('aria-busy')).toBe('false'),
    );
    fireEvent.click(page.querySelector('a[data-load-more]')!);
    await waitFor(() => expect(logged).toHaveLength(2));
    await waitFor(() =>
      expect(page.querySelector('a[data-load-more]')!.hasAttribute('aria-busy')).toBe(false),
    );
    expect(page.querySelector('a[data-load-more]')!.hasAttribute('data-loading')).toBe(false);
    expect(reviewIds(page)).toEqual(before);
  });
});

describe('UserReviews', () => {
  const author = () => db.reviews[0]!.userId;

  it('loads the first page with user_id and paginate_by, then more until the end', async () => {
    const seen = record('/frontendService/reviewsFilterServiceByUser');
    const { container: box } = render(
      <UserReviews userId={author()} paginateBy={1} list="#none" />,
    );
    await waitFor(() => expect(reviewIds(box)).toHaveLength(1));
    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({
      user_id: String(author()),
      paginate_by: '1',
    });
    const total = db.reviews.filter((review) => review.userId === author()).length;
    while (box.querySelector('a[data-load-more]')) {
      const count = reviewIds(box).length;
      fireEvent.click(box.querySelector('a[data-load-more]')!);
      await waitFor(() => expect(reviewIds(box).length).toBeGreaterThan(count));
    }
    expect(reviewIds(box)).toHaveLength(total);
  });

  it('enhances the server list with load more', async () => {
    const page = serverHtml(renderUserReviews({ user_id: author(), paginate_by: 1 })!);
    render(<UserReviews userId={author()} list="[data-reviews]" />);
    expect(reviewIds(page)).toHaveLength(1);
    const link = page.querySelector('a[data-load-more]');
    expect(link).not.toBeNull();
    fireEvent.click(link!);
    await waitFor(() => expect(reviewIds(page)).toHaveLength(2));
  });
});

describe('ComplaintsMore', () => {
  async function complaintsPage(casinoId: number) {
    const answer = (await (
      await fetch(`http://localhost${COMPLAINTS}?page=1&pageSize=1&casinoId=${casinoId}`)
    ).json()) as { html: string };
    return serverHtml(`<div data-complaints>${answer.html}</div>`);
  }
  const casinoId = () => db.complaints[0]!.casinoId;
  const ids = (root: ParentNode) => root.querySelectorAll('[data-complaint]').length;

  it('appends the next complaints with the button params and ends when there are no more', async () => {
    const total = db.complaints.filter((complaint) => complaint.casinoId === casinoId()).length;
    // More than one page, so the button is there and asks for the second.
    expect(total).toBeGreaterThan(1);
    const page = await complaintsPage(casinoId());
    const seen = record(COMPLAINTS);
    render(<ComplaintsMore list="[data-complaints]" />);
    while (page.querySelector('[data-complaints-more]')) {
      const count = ids(page);
      fireEvent.click(page.querySelector('[data-complaints-more]')!);
      await waitFor(() => expect(ids(page)).toBeGreaterThan(count));
    }
    expect(ids(page)).toBe(total);
    expect(page.querySelector('[data-list-end]')).not.toBeNull();
    expect(seen[0]?.searchParams.get('page')).toBe('2');
  });

  it('a failure keeps the list and is logged', async () => {
    const page = await complaintsPage(casinoId());
    expect(page.querySelector('[data-complaints-more]')).not.toBeNull();
    server.use(http.get(COMPLAINTS, () => HttpResponse.json({}, { status: 500 })));
    const logged = record('/frontendService/errorLog', 'POST');
    render(<ComplaintsMore list="[data-complaints]" />);
    fireEvent.click(page.querySelector('[data-complaints-more]')!);
    await waitFor(() => expect(logged).toHaveLength(1));
    expect(ids(page)).toBe(1);
    await waitFor(() =>
      expect(page.querySelector('[data-complaints-more]')!.hasAttribute('aria-busy')).toBe(false),
    );
  });
});
