import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TAB_INITIAL_JUMP_MS } from './hash';
import { enhanceTabs } from './enhanceTabs';

const MARKUP = `
  <div data-cw-tabs>
    <div data-cw-tablist aria-label="Casino sections">
      <button data-cw-tab="homepage">Homepage</button>
      <button data-cw-tab="bonuses">Bonuses</button>
      <button data-cw-tab="discussion">Discussion</button>
    </div>
    <section data-cw-tab-panel="homepage"><p>Overview</p></section>
    <section data-cw-tab-panel="bonuses" data-cw-tab-load><p>Bonuses load here</p></section>
    <section data-cw-tab-panel="discussion"><p>Forum</p></section>
  </div>`;

let cleanup: (() => void) | undefined;

function setup(options: Parameters<typeof enhanceTabs>[1] = {}) {
  document.body.innerHTML = MARKUP;
  cleanup = enhanceTabs(document.body, options);
}

afterEach(() => {
  cleanup?.();
  document.body.innerHTML = '';
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('enhanceTabs', () => {
  it('gives server tabs their roles, states and the hash round trip', async () => {
    const user = userEvent.setup();
    setup();
    expect(screen.getByRole('tablist', { name: 'Casino sections' })).toBeInTheDocument();
    const home = screen.getByRole('tab', { name: 'Homepage' });
    expect(home).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Homepage' })).toHaveTextContent('Overview');
    await user.click(screen.getByRole('tab', { name: 'Discussion' }));
    expect(window.location.hash).toBe('#tab=discussion');
    expect(screen.getByRole('tabpanel', { name: 'Discussion' })).toBeVisible();
    expect(home.tabIndex).toBe(-1);
  });

  it('is operated with the keyboard', async () => {
    const user = userEvent.setup();
    setup();
    screen.getByRole('tab', { name: 'Homepage' }).focus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Discussion' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Discussion' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Homepage' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the tab of the address, jumps after 400 ms and loads a marked panel once', async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/#tab=bonuses');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const load = vi.fn(async () => '<p>Ten free spins</p>');
    setup({ load });
    expect(screen.getByRole('tab', { name: 'Bonuses' })).toHaveAttribute('aria-selected', 'true');
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(TAB_INITIAL_JUMP_MS - 1);
    expect(scrollTo).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.dynamicImportSettled();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    const panel = screen.getByRole('tabpanel', { name: 'Bonuses' });
    expect(panel).toHaveTextContent('Ten free spins');
    expect(panel).toHaveAttribute('data-state', 'loaded');
    screen.getByRole('tab', { name: 'Homepage' }).click();
    screen.getByRole('tab', { name: 'Bonuses' }).click();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops listening on cleanup', async () => {
    setup();
    cleanup?.();
    cleanup = undefined;
    screen.getByRole('tab', { name: 'Bonuses' }).click();
    expect(screen.getByRole('tab', { name: 'Bonuses' })).toHaveAttribute('aria-selected', 'false');
  });
});
