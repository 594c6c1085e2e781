import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enhanceExpandables } from './enhanceExpandables';

const MARKUP = `
  <div data-cw-expandable-group>
    <div data-cw-expandable data-term-id="7" data-cw-expandable-load>
      <h3><button data-cw-expandable-toggle>Unfair term 1</button></h3>
      <div data-cw-expandable-content hidden></div>
    </div>
    <div data-cw-expandable>
      <h3><button data-cw-expandable-toggle>Unfair term 2</button></h3>
      <div data-cw-expandable-content hidden><p>Static text</p></div>
    </div>
  </div>
  <div data-cw-expandable>
    <button data-cw-expandable-toggle aria-expanded="true">Alone</button>
    <div data-cw-expandable-content><p>Alone text</p></div>
  </div>`;

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  document.body.innerHTML = '';
});

describe('enhanceExpandables', () => {
  it('opens one box of a group at a time and loads a marked box once', async () => {
    const user = userEvent.setup();
    document.body.innerHTML = MARKUP;
    const load = vi.fn(async (box: HTMLElement) => `<p>Term ${box.dataset.termId} text</p>`);
    cleanup = enhanceExpandables(document.body, { load });
    const first = screen.getByRole('button', { name: 'Unfair term 1' });
    const second = screen.getByRole('button', { name: 'Unfair term 2' });
    const alone = screen.getByRole('button', { name: 'Alone' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(alone).toHaveAttribute('aria-expanded', 'true');

    await user.click(first);
    const region = screen.getByRole('region', { name: 'Unfair term 1' });
    expect(first).toHaveAttribute('aria-controls', region.id);
    await vi.waitFor(() => expect(region).toHaveTextContent('Term 7 text'));
    expect(first.closest('[data-cw-expandable]')).toHaveAttribute('data-state', 'expanded');

    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(alone).toHaveAttribute('aria-expanded', 'true');

    await user.click(first);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(load).toHaveBeenCalledTimes(1);

    await user.click(alone);
    expect(alone).toHaveAttribute('aria-expanded', 'false');
    expect(first).toHaveAttribute('aria-expanded', 'true');
  });
});
