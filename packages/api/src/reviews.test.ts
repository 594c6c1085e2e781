import { reviews } from './index';

describe('review listing calls (SPEC §7 Reviews)', () => {
  it('are GETs of the listed paths', () => {
    expect(
      [
        reviews.reviewsFilterService,
        reviews.reviewsFilterServiceByUser,
        reviews.reviewsPanel,
        reviews.casinoDetailUserReviews,
        reviews.complaintsShowMoreCasino,
      ].map((endpoint) => [endpoint.method, endpoint.path, endpoint.encoding]),
    ).toEqual([
      ['GET', '/frontendService/reviewsFilterService', 'query'],
      ['GET', '/frontendService/reviewsFilterServiceByUser', 'query'],
      ['GET', '/frontendService/reviewsPanel', 'query'],
      ['GET', '/frontendService/casinoDetailUserReviews', 'query'],
      ['GET', '/frontendService/complaints-show-more-casino', 'query'],
    ]);
  });

  it('take the review filter: sort, casino, page size, member', () => {
    expect(
      reviews.reviewsFilterService.request.parse({
        sort_by: 'most-liked',
        casino_id: 3,
        paginate_by: 10,
      }),
    ).toEqual({ sort_by: 'most-liked', casino_id: 3, paginate_by: 10 });
    expect(reviews.reviewsFilterService.request.safeParse({ sort_by: 'random' }).success).toBe(
      false,
    );
    expect(reviews.reviewsFilterServiceByUser.request.safeParse({}).success).toBe(false);
    expect(reviews.reviewsPanel.request.safeParse({ sort_by: 'newest' }).success).toBe(false);
    expect(
      reviews.casinoDetailUserReviews.request.parse({
        casinoId: 1,
        sortType: 'oldest',
        page: 2,
        firstReviewId: 12,
      }),
    ).toEqual({ casinoId: 1, sortType: 'oldest', page: 2, firstReviewId: 12 });
    expect(
      reviews.casinoDetailUserReviews.request.safeParse({ casinoId: 1, page: 0 }).success,
    ).toBe(false);
  });

  it('answer HTML inside JSON', () => {
    expect(reviews.reviewsFilterService.response.parse({ content: '<ol></ol>' })).toEqual({
      content: '<ol></ol>',
    });
    expect(reviews.reviewsPanel.response.safeParse({ html: '<ol></ol>' }).success).toBe(false);
    expect(
      reviews.casinoDetailUserReviews.response.parse({
        statisticsHtml: '<p>',
        resultsHtml: '<ol>',
      }),
    ).toEqual({ statisticsHtml: '<p>', resultsHtml: '<ol>' });
    expect(reviews.casinoDetailUserReviews.response.safeParse({ resultsHtml: '' }).success).toBe(
      false,
    );
    expect(reviews.complaintsShowMoreCasino.response.parse({ html: '<ol></ol>' })).toEqual({
      html: '<ol></ol>',
    });
  });

  it('list complaints of every status, or of one', () => {
    const request = reviews.complaintsShowMoreCasino.request;
    expect(request.parse({ page: 2, pageSize: 5, casinoId: 1 })).toEqual({
      page: 2,
      pageSize: 5,
      casinoId: 1,
    });
    expect(request.parse({ page: 2, pageSize: 5, casinoId: 1, status: 'RESOLVED' }).status).toBe(
      'RESOLVED',
    );
    expect(request.safeParse({ page: 2, pageSize: 5, casinoId: 1, status: 'ALL' }).success).toBe(
      false,
    );
    expect(request.safeParse({ page: 2, casinoId: 1 }).success).toBe(false);
  });

  it('name the sorts, newest by default', () => {
    expect(reviews.REVIEW_SORTS).toEqual([
      'newest',
      'oldest',
      'most-liked',
      'highest-rated',
      'lowest-rated',
    ]);
    expect(reviews.DEFAULT_REVIEW_SORT).toBe('newest');
  });
});
