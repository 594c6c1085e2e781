/**
 * Site search (SPEC §2 Search overlay, §3 Search items, §4 Search, §7 "Lists, search,
 * content", §9 "Search and lists"). The search target and the search URLs come from
 * the page, so each call is a function of its path; the same path gives the same
 * endpoint object.
 */
import * as z from 'zod/mini';
import { cachedEndpoint, defineEndpoint } from './endpoint';

import { text } from './schemas';
import { fulltextSearchType } from './fulltextSearch';

// What the header search needs on every page, in a module of its own: the rest of this
// contract goes with the search overlay and the search components, which load later.
export { FULLTEXT_SEARCH_TYPES, SEARCH_READ_MORE_STEP, fulltextSearchType } from './fulltextSearch';
export type { FulltextSearchType } from './fulltextSearch';

/** SPEC §4/§9: the site search fires from this many characters (debounced 500 ms). */
export const SEARCH_MIN_QUERY_LENGTH = 3;
/** SPEC §9: thread search page size. */
export const THREAD_SEARCH_LIMIT = 400;
/** SPEC §9: country search page size. */
export const COUNTRY_SEARCH_LIMIT = 400;
/** SPEC §9: game search page size. */
export const GAME_SEARCH_LIMIT = 25;
/** SPEC §7/§9: the search component's page size when the page does not give one. */
export const SEARCH_COMPONENT_LIMIT = 20;
/** SPEC §9: searches start at the first item. */
export const SEARCH_OFFSET = 0;

export const reputationColor = z.enum(['green', 'orange', 'red']);
export type ReputationColor = z.infer<typeof reputationColor>;

const limit = z.optional(z.int().check(z.gte(1)));
const offset = z.optional(z.int().check(z.gte(0)));
const id = z.int().check(z.gte(1));

/** SPEC §3: a casino or game found by a search component. */
export const casinoGameItem = z.object({
  /** The casino's or game's id. */
  value: id,
  label: z.string(),
  /** For example "3 bonuses" or "412 likes"; null when there is nothing to count. */
  countLabel: z.nullable(z.string()),
  /** CSS colour behind the logo. */
  backgroundColor: z.string(),
  logoImageUrl: z.string(),
  /** Casinos only; null for games. */
  reputationColor: z.nullable(reputationColor),
  /** Out of 10, one decimal. */
  basicRatingRounded: z.nullable(z.number().check(z.gte(0), z.lte(10))),
});
export type CasinoGameItem = z.infer<typeof casinoGameItem>;

/** SPEC §3: a forum thread; `highlightedTitle` is HTML with the match in `<mark>`. */
export const threadItem = z.object({
  id: id,
  title: z.string(),
  highlightedTitle: z.string(),
});
export type ThreadItem = z.infer<typeof threadItem>;

/** SPEC §3: a country; `available` says whether the casino (or any casino) takes its players. */
export const countryItem = z.object({
  /** The country's id (`pageCountryId`). */
  value: id,
  label: z.string(),
  name: z.string(),
  /** ISO 3166-1 alpha-2. */
  code: z.string().check(z.minLength(2), z.maxLength(2)),
  available: z.boolean(),
});
export type CountryItem = z.infer<typeof countryItem>;

/** SPEC §3: a choice of the country selection; `alias` holds other names to match. */
export const countryOption = z.object({
  code: z.string().check(z.minLength(2), z.maxLength(2)),
  name: z.string(),
  alias: z.string(),
  /** Lower-case code of the flag image. */
  flagCode: z.string(),
});
export type CountryOption = z.infer<typeof countryOption>;

export const searchOverlayRequest = z.object({
  query: z.string(),
  /** The country of a country page; its casinos come first. */
  pageCountryId: z.optional(id),
  fulltextSearchType: z.optional(fulltextSearchType),
});
export type SearchOverlayRequest = z.infer<typeof searchOverlayRequest>;

/** `POST {search target}`: the overlay's results HTML with one tab per kind of result. */
export function searchOverlay(target: string) {
  return cachedEndpoint(`overlay ${target}`, () =>
    defineEndpoint({
      method: 'POST',
      path: target,
      request: searchOverlayRequest,
      response: text,
      text: true,
    }),
  );
}

export const threadSearchRequest = z.object({
  text: z.string(),
  /** {@link THREAD_SEARCH_LIMIT} */
  limit: limit,
  /** {@link SEARCH_OFFSET} */
  offset: offset,
  /** The post being moved: its own thread is left out. */
  postId: z.optional(id),
});
export type ThreadSearchRequest = z.infer<typeof threadSearchRequest>;

/** Forum threads by title (the move-post target picker). */
export function threadSearch(url: string) {
  return cachedEndpoint(`threads ${url}`, () =>
    defineEndpoint({
      method: 'POST',
      path: url,
      request: threadSearchRequest,
      response: z.array(threadItem),
    }),
  );
}

export const countrySearchRequest = z.object({
  /** Countries of this casino are `available`; without it, countries any casino takes. */
  casinoId: z.optional(id),
  /** Count the casino's bonuses per country in the label. */
  includeBonuses: z.optional(z.boolean()),
  text: z.optional(z.string()),
  /** {@link COUNTRY_SEARCH_LIMIT} */
  limit: limit,
  /** {@link SEARCH_OFFSET} */
  offset: offset,
});
export type CountrySearchRequest = z.infer<typeof countrySearchRequest>;

export function countrySearch(url: string) {
  return cachedEndpoint(`countries ${url}`, () =>
    defineEndpoint({
      method: 'POST',
      path: url,
      request: countrySearchRequest,
      response: z.array(countryItem),
    }),
  );
}

export const gameSearchRequest = z.object({
  text: z.string(),
  /** {@link GAME_SEARCH_LIMIT} */
  limit: limit,
  /** {@link SEARCH_OFFSET} */
  offset: offset,
});
export type GameSearchRequest = z.infer<typeof gameSearchRequest>;

export function gameSearch(url: string) {
  return cachedEndpoint(`games ${url}`, () =>
    defineEndpoint({
      method: 'POST',
      path: url,
      request: gameSearchRequest,
      response: z.array(casinoGameItem),
    }),
  );
}

export const searchComponentRequest = z.object({
  text: z.string(),
  /** {@link SEARCH_COMPONENT_LIMIT} */
  limit: limit,
  /** {@link SEARCH_OFFSET} */
  offset: offset,
});
export type SearchComponentRequest = z.infer<typeof searchComponentRequest>;

/**
 * The generic search component (casino pickers and the like). Fewer items than
 * `limit` means the search is exhausted (SPEC §8 "no more results").
 */
export function searchComponent(url: string) {
  return cachedEndpoint(`component ${url}`, () =>
    defineEndpoint({
      method: 'POST',
      path: url,
      request: searchComponentRequest,
      response: z.array(casinoGameItem),
    }),
  );
}
