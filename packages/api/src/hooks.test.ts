import * as api from './index';

/** Every `…Hooks` constant the package exports, by its name. */
const contracts = Object.entries(api).filter(([name]) => name.endsWith('Hooks')) as [
  string,
  Record<string, string>,
][];

/** The `dataset` name of a `data-*` attribute (HTML's rule: drop `data-`, and each `-`
 * before a lowercase ASCII letter, which becomes uppercase). */
const datasetName = (attribute: string) =>
  attribute.slice('data-'.length).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

describe('the server HTML hooks', () => {
  it('exports the hooks of each domain', () => {
    expect(contracts.map(([name]) => name)).toEqual(
      expect.arrayContaining(['forumHooks', 'listsHooks', 'pageHooks', 'reviewsHooks']),
    );
  });

  it('names each hook by its dataset key, so `element.dataset[key]` reads it', () => {
    for (const [, hooks] of contracts) {
      for (const [key, attribute] of Object.entries(hooks)) {
        expect(attribute).toMatch(/^data-[a-z][a-z0-9-]*[a-z0-9]$/);
        expect(datasetName(attribute)).toBe(key);
      }
    }
  });

  it('defines each hook in one domain only', () => {
    const all = contracts.flatMap(([, hooks]) => Object.values(hooks));
    expect(new Set(all).size).toBe(all.length);
  });
});
