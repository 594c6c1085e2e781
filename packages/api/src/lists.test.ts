import { lists } from './index';

const wire = {
  content: '<div data-list-results></div>',
  activeFilters: '[{"name":"country","value":"DE","label":"Accepts players from: Germany"}]',
  filterTop: '[{"name":"country","value":"GB","label":"United Kingdom","count":14,"active":false}]',
  totalResults: '{"number":13,"label":"13 casinos"}',
  presetFilters:
    '[{"id":"safest","label":"Safest","params":{"reputation":["green"]},"active":true}]',
  carousels: '[{"id":"live","title":"Live games","content":"<ol data-list-items></ol>"}]',
  filter: '[{"name":"provider","value":"<ul data-filter-options=\\"provider\\"></ul>"}]',
  tabFacets: '[{"tab":"all","count":13},{"tab":"new","count":5}]',
  overrideSort: '{"value":"newest","label":"Newest"}',
  casinoFilteringExplanation: 'null',
};

describe('list results', () => {
  it('is a GET of the path the page gives, the same endpoint object per path', () => {
    const endpoint = lists.listResults('/casinos/filter');
    expect(endpoint).toMatchObject({ method: 'GET', path: '/casinos/filter', encoding: 'query' });
    expect(endpoint.text).toBeUndefined();
    expect(lists.listResults('/casinos/filter')).toBe(endpoint);
    expect(lists.listResults('/bonuses/filter')).not.toBe(endpoint);
  });

  it('reads every JSON-string field of the answer', () => {
    const answer = lists.listResults('/a').response.parse(wire);
    expect(answer.totalResults.number).toBe(13);
    expect(answer.activeFilters[0]?.value).toBe('DE');
    expect(answer.filterTop[0]).toMatchObject({ count: 14, active: false });
    expect(answer.presetFilters[0]?.params).toEqual({ reputation: ['green'] });
    expect(answer.carousels[0]?.id).toBe('live');
    expect(answer.filter).toEqual([
      { name: 'provider', value: '<ul data-filter-options="provider"></ul>' },
    ]);
    expect(answer.tabFacets).toHaveLength(2);
    expect(answer.overrideSort).toEqual({ value: 'newest', label: 'Newest' });
    expect(answer.casinoFilteringExplanation).toBeNull();
  });

  it.each([
    ['totalResults', '{"label":"13 casinos"}'],
    ['totalResults', '{"number":-1,"label":"x"}'],
    ['tabFacets', '{"all":13}'],
    ['activeFilters', '[{"name":"country"}]'],
    ['overrideSort', '"newest"'],
    ['filter', '[{"name":"provider","value":"<ul'],
  ])('rejects a broken %s', (field, value) => {
    expect(lists.listResults('/a').response.safeParse({ ...wire, [field]: value }).success).toBe(
      false,
    );
  });

  it('rejects an answer without its content or one of the JSON fields', () => {
    const without = (field: keyof typeof wire) =>
      Object.fromEntries(Object.entries(wire).filter(([key]) => key !== field));
    expect(lists.listResults('/a').response.safeParse(without('content')).success).toBe(false);
    expect(lists.listResults('/a').response.safeParse(without('tabFacets')).success).toBe(false);
  });

  it('takes the filter state: sort, tab, page, page size, ranges, groups and named filters', () => {
    const request = lists.listResults('/a').request;
    const state = {
      sort_by: 'rating',
      tab: 'new',
      page: 2,
      paginate_by: 20,
      baf: 100,
      bat_max: 500,
      wil: 5000,
      activeGroups: ['country', 'provider'],
      country: ['DE', 'GB'],
      provider: 'NetEnt',
    };
    expect(request.parse(state)).toEqual(state);
    expect(request.parse({})).toEqual({});
  });

  it.each([
    { page: 0 },
    { page: 1.5 },
    { paginate_by: 0 },
    { baf: -1 },
    { mwr_max: 'ten' },
    { activeGroups: 'country' },
  ])('rejects the filter state %j', (state) => {
    expect(lists.listResults('/a').request.safeParse(state).success).toBe(false);
  });

  it('names the range pairs of SPEC §3', () => {
    expect(lists.RANGE_FILTERS).toEqual([
      ['baf', 'bat_max'],
      ['bpf', 'bpt_max'],
      ['fsf', 'fst_max'],
      ['wil'],
      ['mwr', 'mwr_max'],
      ['norf', 'nort_max'],
    ]);
    const shape = lists.listFilterRequest.shape;
    for (const param of lists.RANGE_PARAMS) expect(shape).toHaveProperty(param);
  });
});

describe('filter group', () => {
  it('is a GET answering HTML, with the group and the filters', () => {
    const endpoint = lists.filterGroup('/casinos/group');
    expect(endpoint).toMatchObject({ method: 'GET', path: '/casinos/group', text: true });
    expect(lists.filterGroup('/casinos/group')).toBe(endpoint);
    expect(endpoint.request.parse({ group: 'provider', country: 'DE', baf: 10 })).toEqual({
      group: 'provider',
      country: 'DE',
      baf: 10,
    });
    expect(endpoint.request.safeParse({ country: 'DE' }).success).toBe(false);
    expect(endpoint.request.safeParse({ group: '' }).success).toBe(false);
    expect(endpoint.response.parse('<ul></ul>')).toBe('<ul></ul>');
  });
});

describe('load more', () => {
  it('POSTs (or GETs) a page link and answers HTML', () => {
    const post = lists.loadMore('/casinos/more');
    expect(post).toMatchObject({ method: 'POST', encoding: 'form', text: true });
    const get = lists.loadMore('/casinos/more', 'GET');
    expect(get).toMatchObject({ method: 'GET', encoding: 'query' });
    expect(get).not.toBe(post);
    expect(lists.loadMore('/casinos/more', 'POST')).toBe(post);
  });

  it('takes page, initialPage, tab, cmsUserId, filterCasinoId, sort and filters', () => {
    const request = lists.loadMore('/more').request;
    const link = {
      page: 3,
      initialPage: 2,
      tab: 'all',
      cmsUserId: 7,
      filterCasinoId: 4,
      sort: 'newest',
      country: ['DE'],
    };
    expect(request.parse(link)).toEqual(link);
    expect(request.safeParse({ tab: 'all' }).success).toBe(false);
    expect(request.safeParse({ page: 2, cmsUserId: 'alice' }).success).toBe(false);
  });
});
