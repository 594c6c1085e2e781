import { search } from './index';

const casino = {
  value: 3,
  label: 'Golden Palace',
  countLabel: '2 bonuses',
  backgroundColor: '#1d6b4f',
  logoImageUrl: '/logos/golden-palace.svg',
  reputationColor: 'green',
  basicRatingRounded: 8.3,
};

describe('search constants (SPEC §9)', () => {
  it('names the limits', () => {
    expect(search.SEARCH_MIN_QUERY_LENGTH).toBe(3);
    expect(search.THREAD_SEARCH_LIMIT).toBe(400);
    expect(search.COUNTRY_SEARCH_LIMIT).toBe(400);
    expect(search.GAME_SEARCH_LIMIT).toBe(25);
    expect(search.SEARCH_COMPONENT_LIMIT).toBe(20);
    expect(search.SEARCH_OFFSET).toBe(0);
  });
});

describe('search items (SPEC §3)', () => {
  it('reads a casino or game with a rating out of 10', () => {
    expect(search.casinoGameItem.parse(casino)).toEqual(casino);
    const game = { ...casino, countLabel: null, reputationColor: null, basicRatingRounded: null };
    expect(search.casinoGameItem.parse(game)).toEqual(game);
    expect(search.casinoGameItem.safeParse({ ...casino, basicRatingRounded: 11 }).success).toBe(
      false,
    );
    expect(search.casinoGameItem.safeParse({ ...casino, reputationColor: 'blue' }).success).toBe(
      false,
    );
    const noLogo = { ...casino, logoImageUrl: undefined };
    expect(search.casinoGameItem.safeParse(noLogo).success).toBe(false);
  });

  it('reads a thread, a country and a country option', () => {
    const thread = {
      id: 4,
      title: 'Bonus question',
      highlightedTitle: '<mark>Bonus</mark> question',
    };
    expect(search.threadItem.parse(thread)).toEqual(thread);
    const country = { value: 2, label: 'Germany', name: 'Germany', code: 'DE', available: true };
    expect(search.countryItem.parse(country)).toEqual(country);
    expect(search.countryItem.safeParse({ ...country, code: 'DEU' }).success).toBe(false);
    const option = { code: 'DE', name: 'Germany', alias: 'Deutschland', flagCode: 'de' };
    expect(search.countryOption.parse(option)).toEqual(option);
  });
});

describe('search calls', () => {
  it('POSTs the overlay query to the search target and answers HTML', () => {
    const overlay = search.searchOverlay('/search');
    expect(overlay).toMatchObject({
      method: 'POST',
      path: '/search',
      encoding: 'form',
      text: true,
    });
    expect(search.searchOverlay('/search')).toBe(overlay);
    expect(
      overlay.request.parse({ query: 'royal', pageCountryId: 2, fulltextSearchType: 'CASINOS' }),
    ).toEqual({ query: 'royal', pageCountryId: 2, fulltextSearchType: 'CASINOS' });
    expect(overlay.request.safeParse({ query: 'royal', fulltextSearchType: 'ANY' }).success).toBe(
      false,
    );
    expect(overlay.request.safeParse({}).success).toBe(false);
  });

  it('POSTs the components on the page’s search URLs and answers lists of items', () => {
    const threads = search.threadSearch('/s/threads');
    expect(threads).toMatchObject({ method: 'POST', encoding: 'form' });
    expect(threads.text).toBeUndefined();
    expect(threads.request.parse({ text: 'bonus', limit: 400, offset: 0, postId: 7 })).toEqual({
      text: 'bonus',
      limit: 400,
      offset: 0,
      postId: 7,
    });
    expect(threads.request.safeParse({ text: 'bonus', limit: 0 }).success).toBe(false);
    expect(threads.request.safeParse({ text: 'bonus', offset: -1 }).success).toBe(false);

    const countries = search.countrySearch('/s/countries');
    expect(countries.request.parse({ casinoId: 3, includeBonuses: true, limit: 400 })).toEqual({
      casinoId: 3,
      includeBonuses: true,
      limit: 400,
    });
    expect(countries.response.safeParse([{ value: 1 }]).success).toBe(false);

    expect(search.gameSearch('/s/games').response.parse([casino])).toEqual([casino]);
    expect(search.searchComponent('/s/casinos').request.safeParse({ limit: 20 }).success).toBe(
      false,
    );
    expect(search.searchComponent('/s/casinos')).not.toBe(search.gameSearch('/s/casinos'));
  });
});
