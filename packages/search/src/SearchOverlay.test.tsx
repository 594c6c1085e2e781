import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { on } from '@casino/core';
import { server } from '@casino/mocks/node';
import { SEARCH_DEBOUNCE_MS } from '@casino/search-select';
import { SEARCH_QUERY_MAX_LENGTH, analyticsText } from './constants';
import { navigation } from './events';
import { text } from './messages';
import { SearchOverlay } from './SearchOverlay';
import { SearchPanel } from './SearchPanel';
import { OVERLAY, answerOverlay, recordRequests, resultsHtml } from './testing';

const props = { target: OVERLAY, label: 'Search' };

function renderPanel() {
  render(<SearchPanel {...props} label="Search" />);
  return screen.getByRole('combobox', { name: 'Search' });
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('search debounce and minimum length', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));

  it('sends nothing for 2 characters', async () => {
    const bodies = recordRequests(OVERLAY);
    const input = renderPanel();
    type(input, 'ro');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 4));
    expect(bodies).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends one request exactly 500 ms after the third character', async () => {
    const bodies = recordRequests(OVERLAY);
    const input = renderPanel();
    type(input, 'roy');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1));
    expect(bodies).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(bodies).toEqual([{ query: 'roy' }]));
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getAllByRole('tab').length).toBeGreaterThan(1);
  });

  it('cuts a pasted page to the longest query before it is shown or sent', async () => {
    const bodies = recordRequests(OVERLAY);
    const input = renderPanel();
    type(input, 'royal '.repeat(20_000));
    expect(input).toHaveValue('royal '.repeat(20_000).slice(0, SEARCH_QUERY_MAX_LENGTH));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    vi.useRealTimers();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect((bodies[0] as { query: string }).query.length).toBeLessThanOrEqual(
      SEARCH_QUERY_MAX_LENGTH,
    );
  });

  it('restarts the wait when typing within 500 ms', async () => {
    const bodies = recordRequests(OVERLAY);
    const input = renderPanel();
    type(input, 'roy');
    await act(() => vi.advanceTimersByTimeAsync(400));
    type(input, 'roya');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(bodies).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    vi.useRealTimers();
    await waitFor(() => expect(bodies).toEqual([{ query: 'roya' }]));
  });

  it('hides the results when the input gets shorter', async () => {
    const input = renderPanel();
    type(input, 'royal');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    vi.useRealTimers();
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    type(input, 'ro');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent(text.tooShort());
  });
});

describe('search answers', () => {
  it('aborts the older query and never lets its late answer overwrite the newer one', async () => {
    let releaseSlow: () => void = () => undefined;
    const slowGate = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    let aborted = false;
    server.use(
      http.post(OVERLAY, async ({ request }) => {
        const query = new URLSearchParams(await request.text()).get('query');
        if (query === 'slow') {
          request.signal.addEventListener('abort', () => {
            aborted = true;
          });
          await slowGate;
          return HttpResponse.text(resultsHtml(1, 'slow'));
        }
        return HttpResponse.text(resultsHtml(2, query ?? ''));
      }),
    );
    const input = renderPanel();
    type(input, 'slow');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text.searching()));
    type(input, 'fast');
    await screen.findByText('Game 1 fast');
    releaseSlow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(aborted).toBe(true);
    expect(screen.queryByText('Game 1 slow')).toBeNull();
    expect(screen.getByText('Game 1 fast')).toBeInTheDocument();
  });

  // SPEC §4/§9: 10 per click; the answer's button here names no step of its own.
  it('reveals 10 hidden items per click, then the no-more-results text', async () => {
    answerOverlay(() => resultsHtml(25));
    const user = userEvent.setup();
    const input = renderPanel();
    type(input, 'spin');
    const panel = await screen.findByRole('tabpanel', { name: /Games/ });
    const shown = () =>
      [...panel.querySelectorAll<HTMLElement>('[data-search-item]')].filter((item) => !item.hidden);
    expect(shown()).toHaveLength(10);
    const more = screen.getByRole('button', { name: 'Show more results' });
    await user.click(more);
    expect(shown()).toHaveLength(20);
    expect(screen.getByText(text.noMore())).not.toBeVisible();
    await user.click(more);
    expect(shown()).toHaveLength(25);
    expect(more).not.toBeVisible();
    expect(screen.getByText(text.noMore())).toBeVisible();
  });

  it('shows the no-results text', async () => {
    const input = renderPanel();
    type(input, 'zzzqx');
    expect(await screen.findByText('No results for “zzzqx”.')).toBeInTheDocument();
  });

  it('keeps the previous results and shows an error text when a search fails', async () => {
    answerOverlay((query) => resultsHtml(3, query));
    const input = renderPanel();
    type(input, 'spin');
    await screen.findByText('Game 1 spin');
    server.use(http.post(OVERLAY, () => HttpResponse.error()));
    type(input, 'spins');
    expect(await screen.findByText(text.failed())).toBeInTheDocument();
    expect(screen.getByText('Game 1 spin')).toBeInTheDocument();
  });
});

describe('search keyboard and analytics', () => {
  it('cuts analytics texts to 20 characters', () => {
    expect(analyticsText('Royal Spins Casino Deluxe Edition')).toBe('Royal Spins Casino D');
    expect(analyticsText('  Short\n name ')).toBe('Short name');
    expect(analyticsText('x'.repeat(20))).toHaveLength(20);
  });

  it('moves through items with the arrows and opens the active one with Enter', async () => {
    answerOverlay((query) => resultsHtml(3, query));
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const selected: unknown[] = [];
    const stop = on('search:select', (detail) => selected.push(detail));
    const user = userEvent.setup();
    const input = renderPanel();
    await user.click(input);
    await user.type(input, 'a long spinning wheel');
    await screen.findByText('Game 1 a long spinning wheel');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByText('Game 2 a long spinning wheel').closest('a')!;
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    const third = screen.getByText('Game 3 a long spinning wheel').closest('a')!;
    expect(input).toHaveAttribute('aria-activedescendant', third.id);
    await user.keyboard('{Enter}');
    expect(go).toHaveBeenCalledWith(third.href);
    expect(selected).toEqual([
      {
        text: 'Game 3 a long spinni',
        kind: 'game',
        href: '/games/3',
        tab: 'games',
        query: 'a long spinning wheel',
      },
    ]);
    stop();
  });

  it('switches tabs with the arrow keys and by click', async () => {
    answerOverlay((query) => resultsHtml(3, query));
    const user = userEvent.setup();
    const input = renderPanel();
    type(input, 'spin');
    const games = await screen.findByRole('tab', { name: /Games/ });
    expect(games).toHaveAttribute('aria-selected', 'true');
    games.focus();
    await user.keyboard('{ArrowLeft}');
    const all = screen.getByRole('tab', { name: /All/ });
    expect(all).toHaveFocus();
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: /All/ })).toBeVisible();
    await user.click(games);
    expect(games).toHaveAttribute('aria-selected', 'true');
  });

  it('opens as a dialog, Escape clears then closes, and focus returns to the button', async () => {
    const user = userEvent.setup();
    render(<SearchOverlay {...props} />);
    const button = screen.getByRole('button', { name: 'Search' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    // The field's code loads on this first open; the field then takes the focus.
    const input = await screen.findByRole('combobox', { name: 'Search' });
    expect(dialog).toContainElement(input);
    expect(input).toHaveFocus();
    await user.type(input, 'roy');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });
});
