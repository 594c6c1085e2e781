import { hashToState, stateToHash, toRequest, withParam, withoutValue } from './state';

describe('filter state in the URL hash', () => {
  it('round-trips sort, tab, page, ranges and repeated named filters', () => {
    const state = {
      sort_by: 'rating',
      tab: 'new',
      page: '3',
      paginate_by: '20',
      country: ['DE', 'GB'],
      baf: '10',
      bat_max: '500',
      wil: '1000',
      provider: 'NetEnt',
    };
    const hash = stateToHash(state);
    expect(hash).toContain('country=DE&country=GB');
    expect(hashToState(`#${hash}`)).toEqual(state);
    expect(stateToHash(hashToState(hash))).toBe(hash);
  });

  it('drops empty values and reads an empty hash as no state', () => {
    expect(hashToState('')).toEqual({});
    expect(hashToState('#country=&tab=all')).toEqual({ tab: 'all' });
  });

  it('adds and removes single values of a parameter', () => {
    const state = withParam({}, 'country', ['DE', 'GB']);
    expect(withoutValue(state, 'country', 'DE')).toEqual({ country: 'GB' });
    expect(withoutValue({ country: 'GB' }, 'country', 'GB')).toEqual({});
  });

  it('sends numbers for the page, page size and range pairs', () => {
    expect(
      toRequest({ page: '2', paginate_by: '500', bpf: '50', nort_max: '5', genre: 'Slots' }, [
        'provider',
      ]),
    ).toEqual({
      page: 2,
      paginate_by: 500,
      bpf: 50,
      nort_max: 5,
      genre: 'Slots',
      activeGroups: ['provider'],
    });
    expect(toRequest({ page: 'x', baf: '-1' })).toEqual({});
  });
});
