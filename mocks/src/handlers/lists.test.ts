import { lists } from '@casino/api';
import type { ListResults } from '@casino/api';
import { db, resetDb, seedDb } from '../store/db';
import { LIST_PATHS } from './lists';
import { MAX_PAGE_SIZE } from '../store/listing';
import { all, fragment, loadMoreOf, request, send } from '../testClient';
import { cardIds, casinoResults, casinos, count, everyPage } from './listsTesting';

describe('casino list', () => {
  it('answers the first page of every casino with totals, tabs and parsed JSON fields', async () => {
    const response = await request(casinoResults, {});
    const wire = (await response.json()) as Record<string, unknown>;
    for (const field of ['activeFilters', 'filterTop', 'totalResults', 'tabFacets', 'filter'])
      expect(typeof wire[field]).toBe('string');

    const answer = casinoResults.response.parse(wire);
    expect(answer.totalResults).toEqual({ number: 24, label: '24 casinos' });
    expect(cardIds(answer)).toHaveLength(10);
    expect(answer.tabFacets).toEqual([
      { tab: 'all', count: 24 },
      { tab: 'top-rated', count: count(db.casinos, (c) => c.reputationColor === 'green') },
      { tab: 'new', count: count(db.casinos, (c) => c.established >= 2021) },
    ]);
    expect(answer.activeFilters).toEqual([]);
    expect(answer.overrideSort).toBeNull();
    expect(answer.casinoFilteringExplanation).toBeNull();
    expect(answer.carousels).toEqual([]);
    expect(answer.filter).toEqual([]);
    expect(answer.presetFilters.map((preset) => preset.active)).toEqual([false, false, false]);
    const root = fragment(answer.content).querySelector<HTMLElement>('[data-list-results]');
    expect(root?.dataset).toMatchObject({
      total: '24',
      page: '1',
      pageCount: '3',
      sort: 'recommended',
    });
  });

  it('narrows by country and counts the other countries as alternatives', async () => {
    const answer = await casinos({ country: 'DE', activeGroups: ['country', 'reputation'] });
    const accepting = db.casinos.filter((casino) => casino.countries.includes('DE'));
    expect(answer.totalResults.number).toBe(accepting.length);
    const shown = await casinos({ country: 'DE', paginate_by: 100 });
    expect(cardIds(shown).sort((a, b) => a - b)).toEqual(accepting.map((casino) => casino.id));
    expect(answer.activeFilters).toEqual([
      { name: 'country', value: 'DE', label: 'Accepts players from: Germany' },
    ]);
    expect(answer.casinoFilteringExplanation).toEqual({
      title: 'Why are some casinos missing?',
      text: `${24 - accepting.length} casinos do not accept players from Germany, so we do not show them.`,
      hiddenCount: 24 - accepting.length,
    });

    const groups = Object.fromEntries(answer.filter.map((group) => [group.name, group.value]));
    expect(Object.keys(groups)).toEqual(['country', 'reputation']);
    const countryOptions = fragment(groups.country ?? '');
    const facet = (root: DocumentFragment, value: string) =>
      root.querySelector(`[value="${value}"]`)?.closest('li')?.querySelector('[data-facet-count]')
        ?.textContent;
    // Its own group's choice is left out of its counts; other groups are narrowed by it.
    expect(facet(countryOptions, 'GB')).toBe(
      String(count(db.casinos, (c) => c.countries.includes('GB'))),
    );
    expect(countryOptions.querySelector<HTMLInputElement>('[value="DE"]')?.checked).toBe(true);
    expect(countryOptions.querySelector<HTMLInputElement>('[value="US"]')?.disabled).toBe(true);
    expect(facet(fragment(groups.reputation ?? ''), 'green')).toBe(
      String(count(accepting, (c) => c.reputationColor === 'green')),
    );
    expect(answer.filterTop.find((pill) => pill.value === 'DE')).toMatchObject({
      active: true,
      count: accepting.length,
    });
  });

  it('ORs the choices of one group and ANDs the groups', async () => {
    const either = await casinos({ country: ['DE', 'FI'], paginate_by: 100 });
    const deOrFi = db.casinos.filter(
      (c) => c.countries.includes('DE') || c.countries.includes('FI'),
    );
    expect(either.totalResults.number).toBe(deOrFi.length);

    const both = await casinos({
      country: ['DE', 'FI'],
      reputation: ['orange', 'red'],
      paginate_by: 100,
    });
    const expected = deOrFi.filter((c) => c.reputationColor !== 'green').map((c) => c.id);
    expect(cardIds(both).sort((a, b) => a - b)).toEqual(expected);
    expect(both.activeFilters.map((chip) => chip.label)).toEqual([
      'Accepts players from: Germany',
      'Accepts players from: Finland',
      'Reputation: Mixed reputation',
      'Reputation: Poor reputation',
    ]);
  });

  it('filters by the withdrawal limit (wil), minimum deposit, rating and establishment', async () => {
    const answer = await casinos({
      wil: 20000,
      deposit_max: '20',
      rating_from: '5',
      established_from: '2010',
      paginate_by: 100,
    });
    const expected = db.casinos.filter(
      (c) =>
        c.withdrawalLimit >= 20000 && c.minDeposit <= 20 && c.rating >= 5 && c.established >= 2010,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(24);
    expect(cardIds(answer).sort((a, b) => a - b)).toEqual(expected.map((c) => c.id));
    expect(answer.activeFilters.map((chip) => chip.name)).toEqual([
      'rating_from',
      'established_from',
      'deposit_max',
      'wil',
    ]);
  });

  it('answers the empty state when nothing matches', async () => {
    const answer = await casinos({ country: 'US' });
    expect(answer.totalResults.number).toBe(0);
    const content = fragment(answer.content);
    expect(content.querySelector('[data-list-empty]')?.textContent).toContain(
      'No casinos match these filters.',
    );
    expect(content.querySelector('[data-filter-reset]')).not.toBeNull();
    expect(content.querySelector('[data-load-more], [data-pagination], [data-card]')).toBeNull();
    expect(answer.tabFacets.map((facet) => facet.count)).toEqual([0, 0, 0]);
    expect(answer.casinoFilteringExplanation?.hiddenCount).toBe(24);
  });

  it.each([
    ['rating', (a: number, b: number) => b - a, (id: number) => db.casinos[id - 1]!.rating],
    ['newest', (a: number, b: number) => b - a, (id: number) => db.casinos[id - 1]!.established],
    [
      'min-deposit',
      (a: number, b: number) => a - b,
      (id: number) => db.casinos[id - 1]!.minDeposit,
    ],
  ])('sorts by %s', async (sort_by, order, value) => {
    const answer = await casinos({ sort_by, paginate_by: 100 });
    const values = cardIds(answer).map(value);
    expect(values).toEqual([...values].sort(order));
    expect(answer.overrideSort).toBeNull();
  });

  it('sorts by name', async () => {
    const answer = await casinos({ sort_by: 'name', paginate_by: 100 });
    const names = cardIds(answer).map((id) => db.casinos[id - 1]!.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('overrides a sort the tab does not offer, or an unknown one, with the tab default', async () => {
    const fresh = await casinos({ tab: 'new', sort_by: 'recommended', paginate_by: 100 });
    expect(fresh.overrideSort).toEqual({ value: 'newest', label: 'Newest' });
    const years = cardIds(fresh).map((id) => db.casinos[id - 1]!.established);
    expect(years.every((year) => year >= 2021)).toBe(true);
    expect(years).toEqual([...years].sort((a, b) => b - a));

    expect((await casinos({ sort_by: 'cheapest' })).overrideSort).toEqual({
      value: 'recommended',
      label: 'Recommended',
    });
    expect((await casinos({ tab: 'new' })).overrideSort).toBeNull();
  });

  it('pages with paginate_by and page, and load more walks the rest in order', async () => {
    const everything = cardIds(await casinos({ sort_by: 'rating', paginate_by: 100 }));
    const first = await casinos({ sort_by: 'rating', paginate_by: 10 });
    const third = await casinos({ sort_by: 'rating', paginate_by: 10, page: 3 });
    expect(cardIds(first)).toEqual(everything.slice(0, 10));
    expect(cardIds(third)).toEqual(everything.slice(20));
    expect(loadMoreOf(fragment(third.content))).toBeNull();
    expect(fragment(third.content).querySelector('[data-list-end]')?.textContent).toBe(
      'That is all: 24 casinos.',
    );

    const link = loadMoreOf(fragment(first.content));
    expect(link).toEqual({
      url: LIST_PATHS.casinos.more,
      method: 'POST',
      params: { page: 2, initialPage: 1, tab: 'all', sort: 'rating', paginate_by: 10 },
    });
    const moreLink = fragment(first.content).querySelector<HTMLAnchorElement>('[data-load-more]');
    expect(moreLink?.getAttribute('href')).toBe('/casinos/2');
    expect(moreLink?.dataset.remaining).toBe('14');
    expect(await everyPage(first.content, 'data-casino-id')).toEqual(everything);
  });

  it('load-more links carry the filters, tab and the page the visitor started on', async () => {
    const start = await casinos({ country: ['DE', 'GB'], tab: 'all', page: 2, paginate_by: 4 });
    const link = loadMoreOf(fragment(start.content));
    expect(link?.params).toEqual({
      page: 3,
      initialPage: 2,
      tab: 'all',
      sort: 'recommended',
      paginate_by: 4,
      country: ['DE', 'GB'],
    });
    const more = await send(
      lists.loadMore(LIST_PATHS.casinos.more),
      link!.params as lists.LoadMoreRequest,
    );
    const accepted = cardIds(more).map((id) => db.casinos[id - 1]!.countries);
    expect(accepted.every((codes) => codes.includes('DE') || codes.includes('GB'))).toBe(true);
    expect(loadMoreOf(fragment(more))?.params).toMatchObject({ page: 4, initialPage: 2 });
    expect(fragment(more).querySelector('[data-list-items]')?.getAttribute('start')).toBe('9');
  });

  it('renders pagination links that append the page number to the base path', async () => {
    const answer = await casinos({ page: 2, paginate_by: 5 });
    const nav = fragment(answer.content).querySelector<HTMLElement>('[data-pagination]');
    expect(nav?.dataset).toMatchObject({ basePath: '/casinos', page: '2', pageCount: '5' });
    const links = all(nav!, '[data-page-link]').map((link) => [
      link.getAttribute('href'),
      link.getAttribute('aria-current'),
    ]);
    expect(links).toEqual([
      ['/casinos', null],
      ['/casinos/2', 'page'],
      ['/casinos/3', null],
      ['/casinos/5', null],
    ]);
  });

  it('marks presets whose parameters are the current filters', async () => {
    const answer = await casinos({ reputation: 'green' });
    expect(answer.presetFilters.find((preset) => preset.active)?.id).toBe('safest');
    const other = await casinos({ reputation: 'green', country: 'DE' });
    expect(other.presetFilters.some((preset) => preset.active)).toBe(false);
  });

  it('carries expand toggles and tracked outbound links on the cards', async () => {
    const card = fragment((await casinos()).content).querySelector<HTMLElement>('[data-card]')!;
    expect(card.dataset.cardId).toBe(`casino-${card.dataset.casinoId}`);
    const toggle = card.querySelector<HTMLElement>('[data-card-toggle]')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const details = card.querySelector<HTMLElement>(`#${toggle.getAttribute('aria-controls')}`);
    expect(details?.hasAttribute('data-card-details')).toBe(true);
    expect(details?.hidden).toBe(true);
    const visit = card.querySelector<HTMLAnchorElement>('[data-track="casino-visit"]');
    expect(visit?.getAttribute('href')).toBe(`/exit/casino/${card.dataset.casinoId}`);
  });

  it('escapes the names it shows', async () => {
    db.casinos[0]!.name = '<img src=x onerror=alert(1)> & Co';
    db.casinos[0]!.rating = 10;
    const answer = await casinos({ sort_by: 'rating', paginate_by: 1 });
    expect(answer.content).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; Co');
    const content = fragment(answer.content);
    expect(content.querySelector('img')).toBeNull();
    expect(content.querySelector('h3 a')?.textContent).toBe('<img src=x onerror=alert(1)> & Co');
  });

  it('answers 400 to a request that breaks the contract', async () => {
    for (const query of ['page=0', 'paginate_by=0', 'baf=lots', 'wil=-5']) {
      const response = await fetch(
        new URL(`${LIST_PATHS.casinos.results}?${query}`, document.baseURI),
      );
      expect(response.status).toBe(400);
    }
  });
});

describe('large catalogue', () => {
  it('seeds 500 casinos whose first ones are the usual ones, and lists 500 cards at once', async () => {
    const usual = seedDb();
    resetDb(seedDb({ casinos: 500 }));
    expect(db.casinos).toHaveLength(500);
    expect(db.bonuses).toHaveLength(750);
    expect(db.casinos.slice(0, 24)).toEqual(usual.casinos);

    // Read without a DOM: the test DOM takes seconds to parse 500 cards.
    const cards = (answer: ListResults) =>
      [...answer.content.matchAll(/data-card-id="casino-(\d+)"/g)].map((match) => match[1]);
    const answer = await casinos({ paginate_by: MAX_PAGE_SIZE });
    expect(answer.totalResults.number).toBe(500);
    expect(new Set(cards(answer)).size).toBe(500);
    expect(answer.content).not.toContain('data-load-more');
    expect(answer.content).toContain('data-list-end');

    const capped = await casinos({ paginate_by: 2000 });
    expect(cards(capped)).toHaveLength(MAX_PAGE_SIZE);
    expect(cards(await casinos())).toHaveLength(10);
  });
});

describe('filter groups', () => {
  const casinoGroup = lists.filterGroup(LIST_PATHS.casinos.group);

  it('answers the options of a lazy group with counts under the current filters', async () => {
    const markup = await send(casinoGroup, {
      group: 'provider',
      country: 'DE',
      provider: 'NetEnt',
    });
    const options = fragment(markup);
    const list = options.querySelector<HTMLElement>('[data-filter-options="provider"]');
    expect(list?.dataset).toMatchObject({ filterKind: 'multi', optionCount: '5' });
    const accepting = db.casinos.filter((casino) => casino.countries.includes('DE'));
    for (const input of all(options, 'input[data-filter-option]') as HTMLInputElement[]) {
      expect(input.type).toBe('checkbox');
      expect(input.name).toBe('provider');
      const facet = input.closest('li')?.querySelector('[data-facet-count]')?.textContent;
      expect(facet).toBe(String(count(accepting, (c) => c.providers.includes(input.value))));
      expect(input.checked).toBe(input.value === 'NetEnt');
    }
  });

  it('answers a single-choice group as radio buttons with an "Any" choice', async () => {
    const options = fragment(await send(casinoGroup, { group: 'established_from' }));
    const radios = all(options, 'input') as HTMLInputElement[];
    expect(radios.map((radio) => [radio.type, radio.value, radio.checked])).toEqual([
      ['radio', '', true],
      ['radio', '2022', false],
      ['radio', '2020', false],
      ['radio', '2015', false],
      ['radio', '2010', false],
    ]);
  });

  it('answers a range group with the bounds the other filters leave', async () => {
    const bonusGroup = lists.filterGroup(LIST_PATHS.bonuses.group);
    const options = fragment(await send(bonusGroup, { group: 'amount', tab: 'deposit', baf: 100 }));
    const range = options.querySelector<HTMLElement>('[data-filter-kind="range"]');
    const amounts = db.bonuses.filter((b) => b.type === 'DEPOSIT').map((b) => b.amount);
    expect(range?.dataset).toMatchObject({
      rangeMin: String(Math.min(...amounts)),
      rangeMax: String(Math.max(...amounts)),
      rangeStep: '25',
    });
    expect(options.querySelector<HTMLInputElement>('[data-range-from]')?.name).toBe('baf');
    expect(options.querySelector<HTMLInputElement>('[data-range-from]')?.value).toBe('100');
    expect(options.querySelector<HTMLInputElement>('[data-range-to]')?.name).toBe('bat_max');
  });

  it('answers 404 for a group the list does not have, and 400 without a group', async () => {
    expect((await request(casinoGroup, { group: 'no-such-group' })).status).toBe(404);
    const response = await fetch(new URL(LIST_PATHS.casinos.group, document.baseURI));
    expect(response.status).toBe(400);
  });
});
