import { pageItems, pageUrl, parsePageInput, sanitizePageInput } from './pageUrl';

describe('pageUrl', () => {
  it.each([
    ['/casinos/3', 7, '/casinos/7'],
    ['/casinos', 7, '/casinos/7'],
    ['/casinos/', 7, '/casinos/7'],
    ['/casinos/12/', 2, '/casinos/2'],
    ['/casinos/3?sort=new', 4, '/casinos/4?sort=new'],
    ['/casinos#list', 2, '/casinos/2#list'],
    ['/', 5, '/5'],
    ['', 5, '/5'],
    ['/casinos-2024', 3, '/casinos-2024/3'],
    ['/bonuses/no-deposit/10', 11, '/bonuses/no-deposit/11'],
    ['https://example.com/games/4', 9, 'https://example.com/games/9'],
  ])('%s, page %i → %s', (base, page, expected) => {
    expect(pageUrl(base, page)).toBe(expected);
  });
});

describe('go-to-page input', () => {
  it('keeps digits only', () => {
    expect(sanitizePageInput('1a2', 100)).toBe('12');
    expect(sanitizePageInput('-3.5', 100)).toBe('35');
    expect(sanitizePageInput('abc', 100)).toBe('');
    expect(sanitizePageInput('007', 100)).toBe('7');
    expect(sanitizePageInput('0', 100)).toBe('');
  });

  it('caps at the last page', () => {
    expect(sanitizePageInput('25', 20)).toBe('20');
    expect(sanitizePageInput('20', 20)).toBe('20');
    expect(sanitizePageInput('99999999999999999999', 20)).toBe('20');
  });

  it('names a page or none', () => {
    expect(parsePageInput('', 20)).toBeNull();
    expect(parsePageInput('x', 20)).toBeNull();
    expect(parsePageInput('4', 20)).toBe(4);
    expect(parsePageInput('40', 20)).toBe(20);
  });
});

describe('pageItems', () => {
  it('shows first, last and the neighbours of the current page with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 19, 20]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
