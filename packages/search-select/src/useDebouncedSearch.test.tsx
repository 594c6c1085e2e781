import { act, renderHook } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS } from './constants';
import { useDebouncedSearch } from './useDebouncedSearch';

interface Pending {
  query: string;
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

/** A search function whose calls wait until the test answers them. */
function deferredSearch() {
  const calls: Pending[] = [];
  const run = (query: string, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => calls.push({ query, signal, resolve, reject }));
  return { calls, run };
}

function renderSearch(run: (query: string, signal: AbortSignal) => Promise<string>) {
  return renderHook(({ query }) => useDebouncedSearch(query, run, { label: 'Probe search' }), {
    initialProps: { query: '' },
  });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('useDebouncedSearch', () => {
  it('searches the trimmed query 500 ms after the last change, from 3 characters', async () => {
    const { calls, run } = deferredSearch();
    const { rerender } = renderSearch(run);
    rerender({ query: 'ro' });
    await advance(SEARCH_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(0);
    rerender({ query: ' roy' });
    await advance(SEARCH_DEBOUNCE_MS - 1);
    rerender({ query: ' roya ' });
    await advance(SEARCH_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    await advance(1);
    expect(calls.map((call) => call.query)).toEqual(['roya']);
  });

  it('aborts the older search and never shows its late answer', async () => {
    const { calls, run } = deferredSearch();
    const { result, rerender } = renderSearch(run);
    rerender({ query: 'roy' });
    await advance(SEARCH_DEBOUNCE_MS);
    rerender({ query: 'royal' });
    await advance(SEARCH_DEBOUNCE_MS);
    const [older, newer] = calls;
    expect(older?.signal.aborted).toBe(true);
    expect(newer?.signal.aborted).toBe(false);
    await act(async () => newer?.resolve('newer answer'));
    await act(async () => older?.resolve('older answer'));
    expect(result.current).toEqual({ data: 'newer answer', loading: false, failed: false });
  });

  it('keeps the data of the last answer when a search fails, and clears it for a short query', async () => {
    const { calls, run } = deferredSearch();
    const { result, rerender } = renderSearch(run);
    rerender({ query: 'roy' });
    await advance(SEARCH_DEBOUNCE_MS);
    await act(async () => calls[0]?.resolve('first answer'));
    rerender({ query: 'royal' });
    await advance(SEARCH_DEBOUNCE_MS);
    expect(result.current.loading).toBe(true);
    await act(async () => calls[1]?.reject(new Error('offline')));
    expect(result.current).toEqual({ data: 'first answer', loading: false, failed: true });
    rerender({ query: 'ro' });
    expect(result.current).toEqual({ data: null, loading: false, failed: false });
  });
});
