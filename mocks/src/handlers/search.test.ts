import { search } from '@casino/api';
import type { SearchOverlayRequest } from '@casino/api';
import { db } from '../store/db';
import { COUNTRIES } from '../fixtures/countries';
import { setScenario, SLOW_RESPONSE_MS } from '../scenarios';
import { SEARCH_PATHS, SEARCH_VISIBLE_ITEMS } from './search';
import { all, fragment, request, send } from '../testClient';

const overlay = search.searchOverlay(SEARCH_PATHS.overlay);
const threads = search.threadSearch(SEARCH_PATHS.threads);
const countries = search.countrySearch(SEARCH_PATHS.countries);
const games = search.gameSearch(SEARCH_PATHS.games);
const component = search.searchComponent(SEARCH_PATHS.casinos);

const results = async (input: SearchOverlayRequest) => fragment(await send(overlay, input));
const panel = (root: DocumentFragment, name: string) =>
  root.querySelector<HTMLElement>(`[data-search-panel="${name}"]`)!;
const tabCount = (root: DocumentFragment, name: string) =>
  root.querySelector(`[data-search-tab="${name}"] [data-search-count]`)?.textContent;
const contains = (text: string, query: string) => text.toLowerCase().includes(query.toLowerCase());

describe('search overlay', () => {
  it('answers matches from the catalogue and the forum in result tabs', async () => {
    const root = await results({ query: 'royal' });
    const casinos = db.casinos.filter((casino) => contains(casino.name, 'royal'));
    const bonuses = db.bonuses.filter((bonus) => contains(bonus.name, 'royal'));
    expect(casinos.length).toBeGreaterThan(0);
    expect(tabCount(root, 'casinos')).toBe(String(casinos.length));
    expect(tabCount(root, 'bonuses')).toBe(String(bonuses.length));
    expect(tabCount(root, 'all')).toBe(String(casinos.length + bonuses.length));
    expect(root.querySelector('[data-search-tab="games"]')?.hasAttribute('disabled')).toBe(true);

    const items = all(panel(root, 'casinos'), '[data-search-item="casino"]');
    expect(items.map((item) => Number(item.dataset.itemId))).toEqual(casinos.map((c) => c.id));
    expect(items[0]?.querySelector('mark')?.textContent).toBe('Royal');
    expect(root.querySelector('[data-search-results]')?.getAttribute('data-active-tab')).toBe(
      'all',
    );
    expect(panel(root, 'all').hidden).toBe(false);
    expect(panel(root, 'casinos').hidden).toBe(true);
  });

  it('finds games by provider, threads by title and countries by another name', async () => {
    const byProvider = await results({ query: 'netent' });
    const netent = db.games.filter((game) => game.provider === 'NetEnt');
    expect(tabCount(byProvider, 'games')).toBe(String(netent.length));

    const forum = await results({ query: 'withdrawal', fulltextSearchType: 'FORUM' });
    const titles = db.threads.filter((thread) => contains(thread.title, 'withdrawal'));
    expect(all(panel(forum, 'forum'), '[data-search-item]')).toHaveLength(titles.length);
    expect(panel(forum, 'forum').hidden).toBe(false);
    expect(forum.querySelector('[data-search-tab="forum"]')?.getAttribute('aria-selected')).toBe(
      'true',
    );

    const country = await results({ query: 'Deutschland' });
    const germany = all(panel(country, 'countries'), '[data-search-item="country"]');
    expect(germany.map((item) => item.dataset.countryCode)).toEqual(['DE']);
  });

  it('shows the first 10 items of a tab and hides the rest behind read-more', async () => {
    const root = await results({ query: 'bonus' });
    const items = all(panel(root, 'bonuses'), '[data-search-item]');
    expect(items).toHaveLength(db.bonuses.length);
    expect(items.filter((item) => !item.hidden)).toHaveLength(SEARCH_VISIBLE_ITEMS);
    expect(
      items.slice(SEARCH_VISIBLE_ITEMS).every((item) => item.hasAttribute('data-search-hidden')),
    ).toBe(true);
    const readMore = panel(root, 'bonuses').querySelector<HTMLElement>('[data-search-read-more]');
    expect(readMore?.dataset.searchStep).toBe('10');
    expect(panel(root, 'bonuses').querySelector('[data-search-exhausted]')).not.toBeNull();
    expect(
      panel(root, 'all').querySelector('[data-search-tab-link="bonuses"]')?.textContent,
    ).toContain(`See all ${db.bonuses.length} bonuses`);
  });

  it('puts the casinos of the page country first', async () => {
    const germany = COUNTRIES.find((country) => country.code === 'DE')!;
    const root = await results({ query: 'casino', pageCountryId: germany.id });
    const items = all(panel(root, 'casinos'), '[data-search-item]');
    const accepts = items.map((item) => item.dataset.acceptsCountry === 'DE');
    expect(accepts).toEqual([...accepts].sort((a, b) => Number(b) - Number(a)));
    expect(accepts).toContain(true);
    for (const item of items) {
      const casino = db.casinos[Number(item.dataset.itemId) - 1]!;
      expect(item.dataset.acceptsCountry === 'DE').toBe(casino.countries.includes('DE'));
    }
  });

  it('answers the no-results markup, with the query escaped', async () => {
    const markup = await send(overlay, { query: '<b>zzz</b>' });
    expect(markup).toContain('No results for “&lt;b&gt;zzz&lt;/b&gt;”.');
    const root = fragment(markup);
    expect(root.querySelector('[data-search-results]')?.getAttribute('data-total')).toBe('0');
    expect(root.querySelector('[data-search-empty]')).not.toBeNull();
    expect(root.querySelector('b, [data-search-tab]')).toBeNull();
  });

  it(`asks for ${search.SEARCH_MIN_QUERY_LENGTH} characters before searching`, async () => {
    const root = await results({ query: ' ro ' });
    expect(root.querySelector('[data-search-empty]')?.textContent).toBe(
      'Type at least 3 characters to search.',
    );
  });

  it('answers 400 to a request that breaks the contract', async () => {
    const response = await fetch(new URL(SEARCH_PATHS.overlay, document.baseURI), {
      method: 'POST',
      body: new URLSearchParams({ query: 'royal', fulltextSearchType: 'EVERYTHING' }),
    });
    expect(response.status).toBe(400);
  });
});

describe('search components', () => {
  it('finds threads by title with the match highlighted, leaving out the moved post’s thread', async () => {
    const found = await send(threads, { text: 'bonus' });
    const expected = db.threads.filter((thread) => contains(thread.title, 'bonus'));
    expect(found.map((item) => item.id)).toEqual(expected.map((thread) => thread.id));
    expect(found[0]?.highlightedTitle).toContain('<mark>Bonus</mark>');

    const post = db.posts.find((item) => item.threadId === expected[0]!.id)!;
    const moving = await send(threads, { text: 'bonus', postId: post.id });
    expect(moving.map((item) => item.id)).not.toContain(post.threadId);
    expect(moving).toHaveLength(found.length - 1);
  });

  it('pages threads with limit and offset (400 and 0 by default)', async () => {
    expect(await send(threads, { text: '' })).toHaveLength(db.threads.length);
    const second = await send(threads, { text: '', limit: 5, offset: 5 });
    expect(second.map((item) => item.id)).toEqual([6, 7, 8, 9, 10]);
    expect(await send(threads, { text: '', limit: 5, offset: 10 })).toHaveLength(2);
    expect(search.THREAD_SEARCH_LIMIT).toBe(400);
  });

  it('escapes thread titles in the highlighted title', async () => {
    db.threads[0]!.title = 'Bonus <script>alert(1)</script>';
    const [first] = await send(threads, { text: 'bonus' });
    expect(first?.highlightedTitle).toBe(
      '<mark>Bonus</mark> &lt;script&gt;alert(1)&lt;/script&gt;',
    );
  });

  it('lists the countries a casino takes, with its bonuses when asked', async () => {
    const casino = db.casinos[2]!;
    const found = await send(countries, { casinoId: casino.id, includeBonuses: true });
    expect(found).toHaveLength(COUNTRIES.length);
    const bonuses = db.bonuses.filter((bonus) => bonus.casinoId === casino.id).length;
    for (const country of found) {
      expect(country.available).toBe(casino.countries.includes(country.code));
      expect(country.label).toBe(
        `${country.name} (${country.available ? bonuses : 0} ${(country.available ? bonuses : 0) === 1 ? 'bonus' : 'bonuses'})`,
      );
    }
    const anyCasino = await send(countries, { text: 'united' });
    expect(anyCasino.map((country) => [country.code, country.available])).toEqual([
      ['GB', true],
      ['US', false],
    ]);
  });

  it('finds games by name or provider, 25 at most by default', async () => {
    const found = await send(games, { text: 'of' });
    const expected = db.games.filter((game) => contains(game.name, 'of'));
    expect(found).toHaveLength(Math.min(expected.length, search.GAME_SEARCH_LIMIT));
    const olympus = await send(games, { text: 'olympus' });
    expect(olympus.every((item) => contains(item.label, 'olympus'))).toBe(true);
    expect(olympus[0]).toMatchObject({
      reputationColor: null,
      countLabel: expect.stringMatching(/likes?$/),
    });
    expect(olympus[0]?.logoImageUrl).toMatch(/^data:image\/svg\+xml,/);
  });

  it('finds casinos 20 at a time, the ones starting with the text first, until exhausted', async () => {
    const first = await send(component, { text: 'a' });
    expect(first).toHaveLength(search.SEARCH_COMPONENT_LIMIT);
    const rest = await send(component, { text: 'a', offset: search.SEARCH_COMPONENT_LIMIT });
    const matching = db.casinos.filter((casino) => contains(casino.name, 'a'));
    expect(rest).toHaveLength(matching.length - search.SEARCH_COMPONENT_LIMIT);
    const starting = first.findIndex((item) => !item.label.toLowerCase().startsWith('a'));
    expect(first.slice(starting).every((item) => !item.label.toLowerCase().startsWith('a'))).toBe(
      true,
    );

    const [royal] = await send(component, { text: 'royal spins' });
    const casino = db.casinos[0]!;
    expect(royal).toEqual({
      value: casino.id,
      label: casino.name,
      countLabel: expect.stringMatching(/^\d+ bonus(es)?$/),
      backgroundColor: casino.backgroundColor,
      logoImageUrl: expect.stringMatching(/^data:image\/svg\+xml,/),
      reputationColor: casino.reputationColor,
      basicRatingRounded: casino.rating,
    });
    expect(await send(component, { text: 'no such casino' })).toEqual([]);
  });

  it('answers 400 to a component request without its text', async () => {
    const response = await fetch(new URL(SEARCH_PATHS.games, document.baseURI), {
      method: 'POST',
      body: new URLSearchParams({ limit: '5' }),
    });
    expect(response.status).toBe(400);
  });
});

describe('faults on the search calls', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('server-error and network-error reach the overlay and the components', async () => {
    setScenario('server-error');
    expect((await request(overlay, { query: 'royal' })).status).toBe(500);
    expect((await request(component, { text: 'royal' })).status).toBe(500);
    setScenario('network-error');
    await expect(request(overlay, { query: 'royal' })).rejects.toThrow(TypeError);
    await expect(request(threads, { text: 'bonus' })).rejects.toThrow(TypeError);
  });

  it('malformed-json breaks the component answers, not the overlay HTML', async () => {
    setScenario('malformed-json');
    await expect((await request(games, { text: 'olympus' })).json()).rejects.toThrow();
    expect(await (await request(overlay, { query: 'royal' })).text()).toContain(
      'data-search-results',
    );
  });

  it(`slow: the overlay takes ${SLOW_RESPONSE_MS} ms`, async () => {
    setScenario('slow');
    vi.useFakeTimers();
    let done = false;
    const pending = request(overlay, { query: 'royal' }).then((response) => {
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
