import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@casino/mocks';
import { SCROLL_OFFSET_PX } from '../scroll/smoothScroll';
import { TAB_INITIAL_JUMP_MS } from './hash';
import { Tabs } from './Tabs';
import type { TabDefinition } from './Tabs';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const staticTabs: TabDefinition[] = [
  { name: 'homepage', label: 'Homepage', content: <p>Casino overview</p> },
  { name: 'bonuses', label: 'Bonuses', content: <p>Welcome bonus</p> },
  { name: 'reputation', label: 'Reputation', content: <p>Complaints</p> },
  { name: 'discussion', label: 'Discussion', content: <p>Forum</p> },
];

const renderTabs = (props: Partial<Parameters<typeof Tabs>[0]> = {}) =>
  render(<Tabs tabs={staticTabs} label="Casino sections" {...props} />);

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('Tabs', () => {
  it('follows the WAI-ARIA tabs pattern with a roving tabindex', () => {
    renderTabs();
    const list = screen.getByRole('tablist', { name: 'Casino sections' });
    const tabs = screen.getAllByRole('tab');
    expect(list).toContainElement(tabs[0]!);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
      'false',
    ]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'Homepage' });
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Casino overview');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('writes #tab={name} with replaceState and no history entry', async () => {
    const user = userEvent.setup();
    const replace = vi.spyOn(window.history, 'replaceState');
    const push = vi.spyOn(window.history, 'pushState');
    const onChange = vi.fn();
    renderTabs({ onChange });
    await user.click(screen.getByRole('tab', { name: 'Bonuses' }));
    expect(window.location.hash).toBe('#tab=bonuses');
    expect(replace).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenCalledWith('bonuses');
    expect(screen.getByRole('tabpanel', { name: 'Bonuses' })).toHaveTextContent('Welcome bonus');
  });

  it('shows the tab a page is opened with, then jumps to the tabs after 400 ms', async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/casino#tab=reputation');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(100);
    const { container } = renderTabs();
    vi.spyOn(container.firstElementChild!, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 1500, width: 800, height: 400 }),
    );
    expect(screen.getByRole('tab', { name: 'Reputation' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    act(() => vi.advanceTimersByTime(TAB_INITIAL_JUMP_MS - 1));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    await vi.dynamicImportSettled();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({
      top: 1500 + 100 - SCROLL_OFFSET_PX,
      behavior: 'smooth',
    });
    expect(document.activeElement).toBe(document.body);
  });

  it('does not jump when the address names no tab or an unknown one', () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/casino#tab=nope');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderTabs({ defaultTab: 'bonuses' });
    act(() => vi.advanceTimersByTime(TAB_INITIAL_JUMP_MS * 2));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'Bonuses' })).toHaveAttribute('aria-selected', 'true');
  });

  it('leaves the address alone when hash is off', async () => {
    const user = userEvent.setup();
    renderTabs({ hash: false });
    await user.click(screen.getByRole('tab', { name: 'Bonuses' }));
    expect(window.location.hash).toBe('');
  });

  it('follows a later change of the hash', () => {
    renderTabs();
    act(() => {
      window.history.replaceState(null, '', '/#tab=discussion');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByRole('tab', { name: 'Discussion' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('is operated with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Homepage' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const bonuses = screen.getByRole('tab', { name: 'Bonuses' });
    expect(bonuses).toHaveFocus();
    expect(bonuses).toHaveAttribute('aria-selected', 'true');
    expect(bonuses.tabIndex).toBe(0);
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Discussion' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Homepage' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Discussion' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Homepage' })).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Homepage' })).toHaveFocus();
  });

  it('moves focus only, until Enter, with manual activation', async () => {
    const user = userEvent.setup();
    renderTabs({ activation: 'manual' });
    await user.tab();
    await user.keyboard('{ArrowRight}');
    const bonuses = screen.getByRole('tab', { name: 'Bonuses' });
    expect(bonuses).toHaveFocus();
    expect(bonuses).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    expect(bonuses).toHaveAttribute('aria-selected', 'true');
  });

  it('loads a tab once, on first view, and never again when revisited', async () => {
    const user = userEvent.setup();
    const pending = deferred<string>();
    const load = vi.fn(() => pending.promise.then((text) => <p>{text}</p>));
    renderTabs({
      tabs: [
        { name: 'homepage', label: 'Homepage', content: <p>Overview</p> },
        { name: 'bonuses', label: 'Bonuses', load },
      ],
    });
    expect(load).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'Bonuses' }));
    const panel = screen.getByRole('tabpanel', { name: 'Bonuses' });
    expect(panel).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => pending.resolve('Free spins'));
    expect(panel).toHaveTextContent('Free spins');
    expect(panel).not.toHaveAttribute('aria-busy');
    await user.click(screen.getByRole('tab', { name: 'Homepage' }));
    await user.click(screen.getByRole('tab', { name: 'Bonuses' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('tabpanel', { name: 'Bonuses' })).toHaveTextContent('Free spins');
  });

  it('loads an eager tab at once and server HTML as given', async () => {
    const load = vi.fn(async () => ({ html: '<p class="server">Server bonuses</p>' }));
    const { container } = renderTabs({
      tabs: [
        { name: 'homepage', label: 'Homepage', content: <p>Overview</p> },
        { name: 'bonuses', label: 'Bonuses', load, eager: true },
      ],
    });
    expect(load).toHaveBeenCalledTimes(1);
    const panel = container.querySelector('[role="tabpanel"][data-name="bonuses"]')!;
    expect(panel).not.toBeVisible();
    await vi.waitFor(() =>
      expect(panel.querySelector('.server')).toHaveTextContent('Server bonuses'),
    );
  });

  it('on a failed load only logs and removes the loader, keeping the server text (SPEC §8)', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('HTTP 500'))
      .mockResolvedValueOnce('Loaded at last');
    window.history.replaceState(null, '', '/#tab=bonuses');
    renderTabs({
      jumpOnLoad: false,
      tabs: [
        { name: 'homepage', label: 'Homepage', content: <p>Overview</p> },
        { name: 'bonuses', label: 'Bonuses', content: <p>Server bonuses</p>, load },
      ],
    });
    const panel = screen.getByRole('tabpanel', { name: 'Bonuses' });
    await vi.waitFor(() => expect(panel).toHaveAttribute('data-state', 'error'));
    expect(db.errorLog).toEqual(['Tab "bonuses" failed: Error: HTTP 500']);
    expect(panel).toHaveTextContent(/^Server bonuses$/);
    expect(panel).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    // Showing the tab again is the next try.
    await user.click(screen.getByRole('tab', { name: 'Homepage' }));
    await user.click(screen.getByRole('tab', { name: 'Bonuses' }));
    expect(await screen.findByText('Loaded at last')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('aborts a load under way when it goes away', async () => {
    let signal: AbortSignal | undefined;
    const { unmount } = renderTabs({
      tabs: [
        {
          name: 'bonuses',
          label: 'Bonuses',
          load: (s) => {
            signal = s;
            return new Promise(() => undefined);
          },
        },
      ],
    });
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
