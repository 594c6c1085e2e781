import { lists } from '@casino/api';
import type { ListFilterRequest } from '@casino/api';
import { db } from '../store/db';
import { setScenario, SLOW_RESPONSE_MS } from '../scenarios';
import { GAME_SLIDES_PATH, LIST_PATHS, renderListPage } from './lists';
import { all, fragment, ids, loadMoreOf, request, send } from '../testClient';
import { bonusResults, cardIds, casinoResults, count, gameResults } from './listsTesting';

describe('bonus list', () => {
  const bonuses = (input: ListFilterRequest = {}) => send(bonusResults, input);

  it('filters by amount, free spins and wagering ranges', async () => {
    const answer = await bonuses({ baf: 100, bat_max: 500, mwr_max: 40, paginate_by: 100 });
    const expected = db.bonuses.filter(
      (b) => b.amount >= 100 && b.amount <= 500 && b.wagering <= 40,
    );
    expect(cardIds(answer, 'data-bonus-id').sort((a, b) => a - b)).toEqual(
      expected.map((b) => b.id),
    );
    expect(answer.activeFilters.map((chip) => chip.label)).toEqual([
      'Bonus amount: from €100',
      'Bonus amount: up to €500',
      'Wagering: up to 40×',
    ]);

    const spins = await bonuses({ fsf: 50, fst_max: 150, paginate_by: 100 });
    expect(spins.totalResults.number).toBe(
      count(db.bonuses, (b) => b.freeSpins >= 50 && b.freeSpins <= 150),
    );
    const match = await bonuses({ bpf: 100, paginate_by: 100 });
    expect(match.totalResults.number).toBe(count(db.bonuses, (b) => b.percentage >= 100));
  });

  it('splits bonuses by type into tabs with counts', async () => {
    const answer = await bonuses({ tab: 'no-deposit', paginate_by: 100 });
    const types = cardIds(answer, 'data-bonus-id').map((id) => db.bonuses[id - 1]!.type);
    expect(new Set(types)).toEqual(new Set(['NO_DEPOSIT']));
    expect(answer.tabFacets).toEqual([
      { tab: 'all', count: 36 },
      { tab: 'no-deposit', count: count(db.bonuses, (b) => b.type === 'NO_DEPOSIT') },
      { tab: 'deposit', count: count(db.bonuses, (b) => b.type === 'DEPOSIT') },
      { tab: 'free-spins', count: count(db.bonuses, (b) => b.type === 'FREE_SPINS') },
      { tab: 'cashback', count: count(db.bonuses, (b) => b.type === 'CASHBACK') },
    ]);
  });

  it('sorts by amount, and the free spins tab replaces that sort with its own', async () => {
    const amounts = cardIds(
      await bonuses({ sort_by: 'amount', paginate_by: 100 }),
      'data-bonus-id',
    ).map((id) => db.bonuses[id - 1]!.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

    const spins = await bonuses({ tab: 'free-spins', sort_by: 'amount', paginate_by: 100 });
    expect(spins.overrideSort).toEqual({ value: 'free-spins', label: 'Most free spins' });
    const counts = cardIds(spins, 'data-bonus-id').map((id) => db.bonuses[id - 1]!.freeSpins);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('filters by the country of the casino and explains the hidden bonuses', async () => {
    const answer = await bonuses({ country: 'DE' });
    const casinoTakes = (casinoId: number) => db.casinos[casinoId - 1]!.countries.includes('DE');
    expect(answer.totalResults.number).toBe(count(db.bonuses, (b) => casinoTakes(b.casinoId)));
    expect(answer.casinoFilteringExplanation?.hiddenCount).toBe(
      count(db.bonuses, (b) => !casinoTakes(b.casinoId)),
    );
  });

  it('marks the no-wagering preset active', async () => {
    const answer = await bonuses({ mwr_max: 0 });
    expect(answer.presetFilters.find((preset) => preset.active)?.id).toBe('no-wagering');
    expect(answer.totalResults.number).toBe(count(db.bonuses, (b) => b.wagering === 0));
  });

  it('shows bonuses as mini cards with terms to expand', async () => {
    const card = fragment((await bonuses()).content).querySelector<HTMLElement>('[data-card]')!;
    expect(card.dataset).toMatchObject({ card: 'bonus', cardVariant: 'mini' });
    expect(card.querySelector('[data-card-toggle]')).not.toBeNull();
    expect(card.querySelector('[data-track="bonus-visit"]')?.getAttribute('href')).toMatch(
      /^\/exitb\//,
    );
  });
});

describe('game list', () => {
  const games = (input: ListFilterRequest = {}) => send(gameResults, input);

  it('filters by provider, genre, live and reels', async () => {
    const answer = await games({
      provider: ['NetEnt', 'Evolution'],
      genre: 'SLOT',
      paginate_by: 100,
    });
    const expected = db.games.filter(
      (g) => (g.provider === 'NetEnt' || g.provider === 'Evolution') && g.genre === 'SLOT',
    );
    expect(cardIds(answer, 'data-game-id').sort((a, b) => a - b)).toEqual(
      expected.map((g) => g.id),
    );

    expect((await games({ live: '1' })).totalResults.number).toBe(count(db.games, (g) => g.live));
    expect((await games({ norf: 5, nort_max: 6 })).totalResults.number).toBe(
      count(db.games, (g) => g.reels >= 5 && g.reels <= 6),
    );
  });

  it('sorts by popularity by default, pages by 12 and carries the card flags', async () => {
    const answer = await games();
    const likes = cardIds(answer, 'data-game-id').map((id) => db.games[id - 1]!.likes);
    expect(likes).toHaveLength(12);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    const card = fragment(answer.content).querySelector<HTMLElement>('[data-card]')!;
    const game = db.games[Number(card.dataset.gameId) - 1]!;
    expect(card.dataset).toMatchObject({
      cardType: game.cardType,
      live: String(game.live),
      inMyList: 'false',
    });
    expect(card.dataset.hasCasino).toMatch(/^(true|false)$/);
    expect(card.dataset.hasReview).toMatch(/^(true|false)$/);
  });

  it('answers carousels whose slides load more with GET until the end', async () => {
    const answer = await games();
    expect(answer.carousels.map((carousel) => carousel.id)).toEqual(['live', 'top-rated']);
    const topRated = answer.carousels[1]!;
    const slides = await (async () => {
      const seen = ids(fragment(topRated.content), '[data-slide]', 'data-game-id');
      let link = loadMoreOf(fragment(topRated.content));
      expect(link?.url).toBe(GAME_SLIDES_PATH);
      expect(link?.method).toBe('GET');
      while (link) {
        const more = await send(
          lists.loadMore(link.url, 'GET'),
          link.params as lists.LoadMoreRequest,
        );
        seen.push(...ids(fragment(more), '[data-slide]', 'data-game-id'));
        link = loadMoreOf(fragment(more));
      }
      return seen;
    })();
    const byRating = [...db.games].sort((a, b) => b.rating - a.rating || a.id - b.id);
    expect(slides).toEqual(byRating.map((game) => game.id));
  });
});

describe('server-rendered list page', () => {
  it('renders open groups with options, lazy groups closed and empty, tabs and results', () => {
    const page = fragment(renderListPage('casinos', { country: 'DE' }));
    const country = page.querySelector<HTMLElement>('[data-filter-group="country"]')!;
    expect(country.dataset).toMatchObject({ filterGroupStatus: 'loaded' });
    expect(country.hasAttribute('data-filter-group-lazy')).toBe(false);
    expect(country.querySelector<HTMLInputElement>('[value="DE"]')?.checked).toBe(true);
    const provider = page.querySelector<HTMLElement>('[data-filter-group="provider"]')!;
    expect(provider.hasAttribute('data-filter-group-lazy')).toBe(true);
    expect(provider.hasAttribute('data-filter-group-closed')).toBe(true);
    expect(provider.dataset.filterGroupStatus).toBe('idle');
    expect(provider.querySelector('[data-filter-group-body]')?.children).toHaveLength(0);
    expect(
      provider.querySelector('[data-filter-group-toggle]')?.getAttribute('aria-expanded'),
    ).toBe('false');
    expect(all(page, '[data-list-tab]').map((tab) => tab.dataset.listTab)).toEqual([
      'all',
      'top-rated',
      'new',
    ]);
    expect(page.querySelector('[data-list-sort]')).not.toBeNull();
    expect(page.querySelectorAll('[data-card]').length).toBe(10);
  });

  it('renders the presets and top filter pills the results call answers', async () => {
    const page = fragment(renderListPage('casinos', { reputation: ['green'] }));
    const answer = await send(casinoResults, { reputation: ['green'] });
    const pills = all(page, '[data-list-top-filters] [data-top-filter]');
    expect(
      pills.map((pill) => [
        pill.dataset.filterName,
        pill.dataset.filterValue,
        pill.getAttribute('aria-pressed'),
      ]),
    ).toEqual(answer.filterTop.map((top) => [top.name, top.value, String(top.active)]));
    const presets = all(page, '[data-list-presets] [data-preset]');
    expect(
      presets.map((preset) => [
        preset.dataset.preset,
        JSON.parse(preset.dataset.presetParams!),
        preset.getAttribute('aria-pressed'),
      ]),
    ).toEqual(
      answer.presetFilters.map((preset) => [preset.id, preset.params, String(preset.active)]),
    );
  });
});

describe('faults on the list calls', () => {
  const group = lists.filterGroup(LIST_PATHS.casinos.group);
  const more = lists.loadMore(LIST_PATHS.casinos.more);
  const calls = [
    ['results', () => request(casinoResults, {})],
    ['filter group', () => request(group, { group: 'provider' })],
    ['load more', () => request(more, { page: 2 })],
  ] as const;

  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(calls)('server-error: %s answers HTTP 500', async (_, call) => {
    setScenario('server-error');
    expect((await call()).status).toBe(500);
  });

  it.each(calls)('network-error: %s fails', async (_, call) => {
    setScenario('network-error');
    await expect(call()).rejects.toThrow(TypeError);
  });

  it('malformed-json: the results cannot be parsed; the HTML answers are left alone', async () => {
    setScenario('malformed-json');
    const results = await request(casinoResults, {});
    await expect(results.json()).rejects.toThrow();
    expect((await request(group, { group: 'provider' })).status).toBe(200);
  });

  it(`slow: the results take ${SLOW_RESPONSE_MS} ms`, async () => {
    setScenario('slow');
    vi.useFakeTimers();
    let done = false;
    const pending = request(casinoResults, {}).then((response) => {
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
