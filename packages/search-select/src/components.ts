import { useCallback, useEffect, useRef, useState } from 'react';
import { call, logFailedLoad } from '@casino/core';
import { search } from '@casino/api';
import type {
  CasinoGameItem,
  CountryItem,
  CountrySearchRequest,
  GameSearchRequest,
  SearchComponentRequest,
  ThreadItem,
  ThreadSearchRequest,
} from '@casino/api';
import { COUNTRY_SEARCH_MIN_LENGTH } from './constants';
import { useDebouncedSearch } from './useDebouncedSearch';
import type { DebouncedSearchOptions } from './useDebouncedSearch';

/** SPEC §7/§9: a thread search: limit 400 from offset 0; `postId` leaves its own thread out. */
export function threadSearchParams(
  text: string,
  options: { offset?: number; postId?: number } = {},
): ThreadSearchRequest {
  return {
    text,
    limit: search.THREAD_SEARCH_LIMIT,
    offset: options.offset ?? search.SEARCH_OFFSET,
    ...(options.postId === undefined ? {} : { postId: options.postId }),
  };
}

/** SPEC §7/§9: a country search: limit 400 from offset 0, for a casino and with its bonuses. */
export function countrySearchParams(
  options: { text?: string; casinoId?: number; includeBonuses?: boolean; offset?: number } = {},
): CountrySearchRequest {
  return {
    ...(options.text === undefined ? {} : { text: options.text }),
    ...(options.casinoId === undefined ? {} : { casinoId: options.casinoId }),
    ...(options.includeBonuses === undefined ? {} : { includeBonuses: options.includeBonuses }),
    limit: search.COUNTRY_SEARCH_LIMIT,
    offset: options.offset ?? search.SEARCH_OFFSET,
  };
}

/** SPEC §9: a game search: limit 25 from offset 0. */
export function gameSearchParams(
  text: string,
  offset: number = search.SEARCH_OFFSET,
): GameSearchRequest {
  return { text, limit: search.GAME_SEARCH_LIMIT, offset };
}

/** SPEC §7/§9: the generic search component: limit 20 (or the page's), offset for "load more". */
export function searchComponentParams(
  text: string,
  offset: number = search.SEARCH_OFFSET,
  limit: number = search.SEARCH_COMPONENT_LIMIT,
): SearchComponentRequest {
  return { text, limit, offset };
}

interface More<T> {
  /** The first page these pages follow. */
  base: unknown;
  items: T[];
  exhausted: boolean;
  loading: boolean;
  failed: boolean;
}

const noMore: More<never> = {
  base: null,
  items: [],
  exhausted: false,
  loading: false,
  failed: false,
};

export interface SearchList<T> {
  items: T[];
  loading: boolean;
  failed: boolean;
  /** An answer shorter than the limit: nothing more to load (SPEC §8 "no more results"). */
  exhausted: boolean;
  /** The query was searched and found nothing. */
  empty: boolean;
  /** Loads the next page by offset (the items so far) and appends it. */
  loadMore: () => void;
}

/**
 * A debounced item search with "load more" by offset. `fetchPage(text, offset, signal)`
 * asks for one page of `limit` items.
 */
export function useSearchList<T>(
  text: string,
  fetchPage: (text: string, offset: number, signal: AbortSignal) => Promise<T[]>,
  limit: number,
  options: DebouncedSearchOptions = {},
): SearchList<T> {
  const first = useCallback(
    (query: string, signal: AbortSignal) =>
      fetchPage(query, search.SEARCH_OFFSET, signal).then((items) => ({ query, items })),
    [fetchPage],
  );
  const state = useDebouncedSearch(text, first, options);
  const [more, setMore] = useState<More<T>>(noMore);
  const controller = useRef<AbortController | null>(null);
  // A new first page drops the pages loaded after the previous one.
  useEffect(() => () => controller.current?.abort(), [state.data]);
  const pages = more.base === state.data ? more : (noMore as More<T>);

  const firstItems = state.data?.items ?? [];
  const items = [...firstItems, ...pages.items];
  const exhausted =
    state.data !== null &&
    (firstItems.length < limit || (pages.items.length > 0 && pages.exhausted));

  const loadMore = () => {
    const base = state.data;
    if (!base || exhausted || pages.loading) return;
    const current = new AbortController();
    controller.current = current;
    setMore({ ...pages, base, loading: true });
    fetchPage(base.query, items.length, current.signal).then(
      (page) => {
        if (current.signal.aborted) return;
        setMore((previous) => ({
          base,
          items: [...previous.items, ...page],
          exhausted: page.length < limit,
          loading: false,
          failed: false,
        }));
      },
      (error: unknown) => {
        if (!logFailedLoad(options.label ?? 'Search', error, current.signal)) return;
        setMore((previous) => ({ ...previous, loading: false, failed: true }));
      },
    );
  };

  return {
    items,
    loading: state.loading || pages.loading,
    failed: state.failed || pages.failed,
    exhausted,
    empty: state.data !== null && items.length === 0,
    loadMore,
  };
}

/** Forum threads by title (the move-post picker): limit 400, without the post's own thread. */
export function useThreadSearch(
  url: string,
  text: string,
  options: { postId?: number } & DebouncedSearchOptions = {},
): SearchList<ThreadItem> {
  const { postId } = options;
  const fetchPage = useCallback(
    (query: string, offset: number, signal: AbortSignal) =>
      call(search.threadSearch(url), threadSearchParams(query, { offset, postId }), { signal }),
    [url, postId],
  );
  return useSearchList(text, fetchPage, search.THREAD_SEARCH_LIMIT, {
    label: 'Thread search',
    ...options,
  });
}

/** Countries (of a casino, with its bonuses): limit 400. Searches from the first character. */
export function useCountrySearch(
  url: string,
  text: string,
  options: { casinoId?: number; includeBonuses?: boolean } & DebouncedSearchOptions = {},
): SearchList<CountryItem> {
  const { casinoId, includeBonuses } = options;
  const fetchPage = useCallback(
    (query: string, offset: number, signal: AbortSignal) =>
      call(
        search.countrySearch(url),
        countrySearchParams({ text: query, casinoId, includeBonuses, offset }),
        { signal },
      ),
    [url, casinoId, includeBonuses],
  );
  return useSearchList(text, fetchPage, search.COUNTRY_SEARCH_LIMIT, {
    label: 'Country search',
    minLength: COUNTRY_SEARCH_MIN_LENGTH,
    ...options,
  });
}

/** Games by name or provider: limit 25. */
export function useGameSearch(
  url: string,
  text: string,
  options: DebouncedSearchOptions = {},
): SearchList<CasinoGameItem> {
  const fetchPage = useCallback(
    (query: string, offset: number, signal: AbortSignal) =>
      call(search.gameSearch(url), gameSearchParams(query, offset), { signal }),
    [url],
  );
  return useSearchList(text, fetchPage, search.GAME_SEARCH_LIMIT, {
    label: 'Game search',
    ...options,
  });
}

/** The generic search component: limit 20 (or `limit`), "load more" by offset. */
export function useComponentSearch(
  url: string,
  text: string,
  options: { limit?: number } & DebouncedSearchOptions = {},
): SearchList<CasinoGameItem> {
  const limit = options.limit ?? search.SEARCH_COMPONENT_LIMIT;
  const fetchPage = useCallback(
    (query: string, offset: number, signal: AbortSignal) =>
      call(search.searchComponent(url), searchComponentParams(query, offset, limit), { signal }),
    [url, limit],
  );
  return useSearchList(text, fetchPage, limit, { label: 'Search', ...options });
}
