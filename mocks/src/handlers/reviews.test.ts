import { lists, reviews } from '@casino/api';
import type { CasinoComplaintsRequest } from '@casino/api';
import { db } from '../store/db';
import { setScenario, SLOW_RESPONSE_MS } from '../scenarios';
import { REVIEWS_MORE_PATH, REVIEWS_PAGE_SIZE, REVIEWS_PANEL_SIZE } from './reviews';
import { all, fragment, ids, loadMoreOf, request, send } from '../testClient';

const reviewIds = (markup: string) => ids(fragment(markup), '[data-review]', 'data-review-id');
const reviewOf = (id: number) => db.reviews.find((review) => review.id === id)!;

/** Every review id of a list, following its load-more links to the end. */
async function everyReview(first: string): Promise<number[]> {
  const seen = reviewIds(first);
  let link = loadMoreOf(fragment(first));
  while (link) {
    expect(link).toMatchObject({ url: REVIEWS_MORE_PATH, method: 'GET' });
    const more = await send(lists.loadMore(link.url, 'GET'), link.params as lists.LoadMoreRequest);
    seen.push(...reviewIds(more));
    link = loadMoreOf(fragment(more));
  }
  return seen;
}

const newestFirst = (a: { createdOn: string; id: number }, b: { createdOn: string; id: number }) =>
  b.createdOn.localeCompare(a.createdOn) || b.id - a.id;

describe('reviews listing (reviewsFilterService)', () => {
  it('answers the newest reviews first, 10 a page, and load more walks them all', async () => {
    const { content } = await send(reviews.reviewsFilterService, {});
    const expected = [...db.reviews].sort(newestFirst).map((review) => review.id);
    expect(reviewIds(content)).toEqual(expected.slice(0, REVIEWS_PAGE_SIZE));
    expect(fragment(content).querySelector('[data-total-results]')?.textContent).toBe('40 reviews');
    expect(loadMoreOf(fragment(content))?.params).toEqual({
      page: 2,
      initialPage: 1,
      paginate_by: REVIEWS_PAGE_SIZE,
      sort: 'newest',
    });
    expect(await everyReview(content)).toEqual(expected);
  });

  it('filters by casino and sorts; load more keeps the casino and the sort', async () => {
    const casinoId = 3;
    const { content } = await send(reviews.reviewsFilterService, {
      casino_id: casinoId,
      sort_by: 'most-liked',
      paginate_by: 1,
    });
    const expected = db.reviews
      .filter((review) => review.casinoId === casinoId)
      .sort((a, b) => b.likes - a.likes || b.id - a.id)
      .map((review) => review.id);
    expect(expected.length).toBeGreaterThan(1);
    expect(loadMoreOf(fragment(content))?.params).toMatchObject({
      filterCasinoId: casinoId,
      sort: 'most-liked',
    });
    expect(await everyReview(content)).toEqual(expected);
    const casinoLinks = all(fragment(content), '[data-review-casino]');
    expect(casinoLinks.map((link) => link.textContent)).toEqual([db.casinos[casinoId - 1]!.name]);
  });

  it.each([
    ['highest-rated', (a: number, b: number) => b - a],
    ['lowest-rated', (a: number, b: number) => a - b],
  ] as const)('sorts by %s', async (sort_by, order) => {
    const { content } = await send(reviews.reviewsFilterService, { sort_by, paginate_by: 40 });
    const stars = reviewIds(content).map((id) => reviewOf(id).stars);
    expect(stars).toEqual([...stars].sort(order));
  });

  it('answers the empty state for a casino without reviews', async () => {
    const { content } = await send(reviews.reviewsFilterService, { casino_id: 999 });
    expect(fragment(content).querySelector('[data-list-empty]')?.textContent).toBe(
      'No reviews yet.',
    );
  });

  it('carries like, reply and, on the member’s own reviews, edit and delete hooks', async () => {
    db.sessionUserId = 1;
    const { content } = await send(reviews.reviewsFilterService, { paginate_by: 40 });
    for (const review of all(fragment(content), '[data-review]')) {
      const id = review.dataset.reviewId;
      const like = review.querySelector<HTMLElement>('[data-review-like]')!;
      expect(like.dataset).toMatchObject({ itemId: id, liked: 'false' });
      expect(like.getAttribute('aria-pressed')).toBe('false');
      expect(like.querySelector('[data-like-count]')?.textContent).toBe(
        String(reviewOf(Number(id)).likes),
      );
      // Only representatives of the review's casino may reply; alice represents none.
      expect(review.querySelector('[data-review-reply]')).toBeNull();
      const own = review.dataset.userId === '1';
      expect(review.hasAttribute('data-review-own')).toBe(own);
      expect(review.querySelector('[data-review-delete]') !== null).toBe(own);
      expect(review.querySelector('[data-review-edit]') !== null).toBe(own);
    }
  });

  it('offers reply only to representatives of the review’s casino', async () => {
    db.sessionUserId = 2;
    const { content } = await send(reviews.reviewsFilterService, { paginate_by: 40 });
    for (const review of all(fragment(content), '[data-review]')) {
      const reply = review.querySelector<HTMLElement>('[data-review-reply]');
      expect(reply !== null).toBe(review.dataset.casinoId === '1');
      if (reply)
        expect(reply.dataset).toMatchObject({ reviewId: review.dataset.reviewId, casinoId: '1' });
      expect(review.dataset.casinoName).toBe(db.casinos[Number(review.dataset.casinoId) - 1]!.name);
    }
  });

  it('answers 400 to an unknown sort', async () => {
    const response = await fetch(
      new URL(`${reviews.reviewsFilterService.path}?sort_by=random`, document.baseURI),
    );
    expect(response.status).toBe(400);
  });
});

describe('user reviews profile (reviewsFilterServiceByUser)', () => {
  it('answers one member’s reviews, newest first, and load more keeps the member', async () => {
    const { content } = await send(reviews.reviewsFilterServiceByUser, {
      user_id: 2,
      paginate_by: 3,
    });
    const expected = db.reviews
      .filter((review) => review.userId === 2)
      .sort(newestFirst)
      .map((review) => review.id);
    expect(expected.length).toBeGreaterThan(3);
    expect(reviewIds(content)).toEqual(expected.slice(0, 3));
    expect(loadMoreOf(fragment(content))?.params).toEqual({
      page: 2,
      initialPage: 1,
      paginate_by: 3,
      cmsUserId: 2,
    });
    expect(fragment(content).querySelector('[data-load-more]')?.getAttribute('href')).toBe(
      '/user/rep_royal/reviews/2',
    );
    expect(await everyReview(content)).toEqual(expected);
  });

  it('answers 404 for a member who does not exist', async () => {
    expect((await request(reviews.reviewsFilterServiceByUser, { user_id: 99 })).status).toBe(404);
    expect(
      (await request(lists.loadMore(REVIEWS_MORE_PATH, 'GET'), { page: 2, cmsUserId: 99 })).status,
    ).toBe(404);
  });
});

describe('casino reviews', () => {
  const casinoReviews = (casinoId: number) =>
    db.reviews.filter((review) => review.casinoId === casinoId);

  it('reviewsPanel: statistics and the first reviews in the chosen order', async () => {
    db.reviews.push(
      { ...db.reviews[0]!, id: 41, stars: 1, likes: 99 },
      { ...db.reviews[0]!, id: 42, stars: 2, likes: 0 },
    );
    const own = casinoReviews(1);
    const { content } = await send(reviews.reviewsPanel, { casino_id: 1, sort_by: 'lowest-rated' });
    const root = fragment(content);
    const stats = root.querySelector<HTMLElement>('[data-review-stats]')!;
    const average = own.reduce((sum, review) => sum + review.stars, 0) / own.length;
    expect(stats.dataset).toMatchObject({
      casinoId: '1',
      total: String(own.length),
      average: (Math.round(average * 10) / 10).toFixed(1),
    });
    const stars = reviewIds(content).map((id) => reviewOf(id).stars);
    expect(stars).toHaveLength(REVIEWS_PANEL_SIZE);
    expect(stars).toEqual([...stars].sort((a, b) => a - b));
    expect(root.querySelector('[data-reviews-all]')?.textContent).toBe(
      `Show all ${own.length} reviews`,
    );
    expect(root.querySelector('[data-review-create]')?.getAttribute('data-casino-id')).toBe('1');
  });

  it('casinoDetailUserReviews: statistics per star and one page of results', async () => {
    const own = casinoReviews(2);
    const answer = await send(reviews.casinoDetailUserReviews, { casinoId: 2 });
    const stats = fragment(answer.statisticsHtml);
    for (const stars of [5, 4, 3, 2, 1]) {
      expect(stats.querySelector(`li[data-stars="${stars}"] [data-count]`)?.textContent).toBe(
        String(own.filter((review) => review.stars === stars).length),
      );
    }
    const results = fragment(answer.resultsHtml);
    expect(results.querySelector('[data-review-results]')?.getAttribute('data-page')).toBe('1');
    expect(reviewIds(answer.resultsHtml)).toEqual([...own].sort(newestFirst).map((r) => r.id));
    expect(results.querySelector('[data-review-casino]')).toBeNull();
  });

  it('casinoDetailUserReviews: the first review comes first, once, and pages follow', async () => {
    for (let index = 0; index < 12; index += 1)
      db.reviews.push({
        ...db.reviews[0]!,
        id: 100 + index,
        createdOn: `2026-11-${10 + index}T00:00:00.000Z`,
      });
    const sorted = [...casinoReviews(1)].sort(newestFirst).map((review) => review.id);
    const firstReviewId = sorted[sorted.length - 1]!;
    const one = await send(reviews.casinoDetailUserReviews, { casinoId: 1, firstReviewId });
    const pageOne = reviewIds(one.resultsHtml);
    expect(pageOne[0]).toBe(firstReviewId);
    expect(
      fragment(one.resultsHtml)
        .querySelector(`#review-${firstReviewId}`)
        ?.hasAttribute('data-review-highlighted'),
    ).toBe(true);
    const rest = sorted.filter((id) => id !== firstReviewId);
    expect(pageOne.slice(1)).toEqual(rest.slice(0, REVIEWS_PAGE_SIZE));

    const two = await send(reviews.casinoDetailUserReviews, {
      casinoId: 1,
      firstReviewId,
      page: 2,
    });
    expect(reviewIds(two.resultsHtml)).toEqual(rest.slice(REVIEWS_PAGE_SIZE));
    const links = all(fragment(two.resultsHtml), '[data-page-link]');
    expect(links.map((link) => link.getAttribute('data-page-link'))).toEqual(['1', '2']);
  });

  it('answers 404 for a casino that does not exist', async () => {
    expect((await request(reviews.reviewsPanel, { casino_id: 999 })).status).toBe(404);
    expect((await request(reviews.casinoDetailUserReviews, { casinoId: 999 })).status).toBe(404);
  });
});

describe('complaints-show-more-casino', () => {
  const complaints = (input: CasinoComplaintsRequest) =>
    send(reviews.complaintsShowMoreCasino, input).then((answer) => fragment(answer.html));

  it('pages a casino’s complaints, newest first, with the next call’s parameters', async () => {
    const own = db.complaints
      .filter((complaint) => complaint.casinoId === 1)
      .sort((a, b) => b.createdOn.localeCompare(a.createdOn) || b.id - a.id)
      .map((complaint) => complaint.id);
    expect(own).toHaveLength(12);
    const seen: number[] = [];
    let input: CasinoComplaintsRequest | null = { page: 1, pageSize: 5, casinoId: 1 };
    const pages: number[] = [];
    while (input) {
      const root = await complaints(input);
      const found = ids(root, '[data-complaint]', 'data-complaint-id');
      pages.push(found.length);
      seen.push(...found);
      const more = root.querySelector<HTMLElement>('[data-complaints-more]');
      input = more ? JSON.parse(more.dataset.complaintsParams ?? '') : null;
      if (!more) expect(root.querySelector('[data-list-end]')).not.toBeNull();
    }
    expect(pages).toEqual([5, 5, 2]);
    expect(seen).toEqual(own);
  });

  it('filters by status and keeps it in the next call', async () => {
    const root = await complaints({ page: 1, pageSize: 2, casinoId: 1, status: 'OPEN' });
    const statuses = all(root, '[data-complaint]').map((item) => item.dataset.status);
    expect(statuses).toEqual(['OPEN', 'OPEN']);
    const more = root.querySelector<HTMLElement>('[data-complaints-more]');
    expect(JSON.parse(more?.dataset.complaintsParams ?? '')).toEqual({
      page: 2,
      pageSize: 2,
      casinoId: 1,
      status: 'OPEN',
    });
  });

  it('answers the empty state, 404 for an unknown casino and 400 for an unknown status', async () => {
    const casinoWithout = db.casinos.find(
      (casino) => !db.complaints.some((complaint) => complaint.casinoId === casino.id),
    )!;
    const root = await complaints({ page: 1, pageSize: 5, casinoId: casinoWithout.id });
    expect(root.querySelector('[data-list-empty]')).not.toBeNull();
    expect(
      (await request(reviews.complaintsShowMoreCasino, { page: 1, pageSize: 5, casinoId: 999 }))
        .status,
    ).toBe(404);
    const response = await fetch(
      new URL(
        `${reviews.complaintsShowMoreCasino.path}?page=1&pageSize=5&casinoId=1&status=LOST`,
        document.baseURI,
      ),
    );
    expect(response.status).toBe(400);
  });
});

describe('faults on the review calls', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('server-error, network-error and malformed-json reach the review calls', async () => {
    setScenario('server-error');
    expect((await request(reviews.reviewsFilterService, {})).status).toBe(500);
    expect((await request(reviews.casinoDetailUserReviews, { casinoId: 1 })).status).toBe(500);
    setScenario('network-error');
    await expect(request(reviews.reviewsPanel, { casino_id: 1 })).rejects.toThrow(TypeError);
    setScenario('malformed-json');
    const broken = await request(reviews.reviewsFilterServiceByUser, { user_id: 1 });
    await expect(broken.json()).rejects.toThrow();
  });

  it(`slow: the casino reviews take ${SLOW_RESPONSE_MS} ms`, async () => {
    setScenario('slow');
    vi.useFakeTimers();
    let done = false;
    const pending = request(reviews.casinoDetailUserReviews, { casinoId: 1 }).then((response) => {
      done = true;
      return response;
    });
    await vi.advanceTimersByTimeAsync(SLOW_RESPONSE_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(done).toBe(true));
    expect((await pending).status).toBe(200);
  });
});
