import { useEffect, useRef, useState } from 'react';
import { clock, logFailedLoad } from '@casino/core';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from './constants';

export interface DebouncedSearchState<T> {
  /** The latest answer; kept when a later search fails; null when the query is too short. */
  data: T | null;
  /** A search is waiting for its answer. */
  loading: boolean;
  /** The latest search failed (the previous data stays). */
  failed: boolean;
}

export interface DebouncedSearchOptions {
  /** Shorter (trimmed) queries do not search and clear the data; 3 by default. */
  minLength?: number;
  /** 500 ms by default. */
  debounceMs?: number;
  /** Named in the error log. */
  label?: string;
}

/**
 * SPEC §4: searches `query` once it is long enough, `debounceMs` after the last change
 * (through core's clock). A newer search aborts the older one and an older answer that
 * still arrives is ignored. Failures are reported to the error log (`logFailedLoad`); the
 * data stays.
 */
export function useDebouncedSearch<T>(
  query: string,
  run: (query: string, signal: AbortSignal) => Promise<T>,
  options: DebouncedSearchOptions = {},
): DebouncedSearchState<T> {
  const {
    minLength = SEARCH_MIN_LENGTH,
    debounceMs = SEARCH_DEBOUNCE_MS,
    label = 'Search',
  } = options;
  const [state, setState] = useState<DebouncedSearchState<T>>({
    data: null,
    loading: false,
    failed: false,
  });
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });
  const controller = useRef<AbortController | null>(null);
  const sequence = useRef(0);

  useEffect(() => {
    const text = query.trim();
    if (text.length < minLength) {
      sequence.current += 1;
      controller.current?.abort();
      controller.current = null;
      return undefined;
    }
    const timer = clock.setTimeout(() => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      sequence.current += 1;
      const id = sequence.current;
      setState((previous) => ({ ...previous, loading: true }));
      runRef.current(text, current.signal).then(
        (data) => {
          if (id !== sequence.current) return;
          setState({ data, loading: false, failed: false });
        },
        (error: unknown) => {
          if (id !== sequence.current || !logFailedLoad(label, error, current.signal)) return;
          setState((previous) => ({ ...previous, loading: false, failed: true }));
        },
      );
    }, debounceMs);
    return () => clock.clearTimeout(timer);
  }, [query, minLength, debounceMs, label]);

  useEffect(
    () => () => {
      sequence.current += 1;
      controller.current?.abort();
    },
    [],
  );
  // Shorter input hides the results (React's "adjust state while rendering" pattern).
  if (query.trim().length < minLength && (state.data !== null || state.loading || state.failed)) {
    setState({ data: null, loading: false, failed: false });
  }
  return state;
}
