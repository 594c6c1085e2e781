import { parseFragment } from './fragment';

describe('parseFragment', () => {
  it('turns server HTML into nodes, comments and attributes holding "<" included', () => {
    const fragment = parseFragment(
      '<li data-card title="a < b">One</li><!-- <li> --><li data-card>Two</li>',
    );
    expect([...fragment.querySelectorAll('[data-card]')].map((card) => card.textContent)).toEqual([
      'One',
      'Two',
    ]);
    expect(fragment.querySelector('li')!.title).toBe('a < b');
  });
});
