import * as z from 'zod/mini';
import { FORUM_POST_MAX_CHARACTERS } from '@casino/api';

/** A category, a casino: the id the call sends and the name shown. */
export const named = z.object({
  id: z.int().check(z.minimum(1)),
  name: z.string().check(z.minLength(1)),
});

/**
 * Names of the casinos a representative may post on behalf of (`onBehalfOfId`); the ids
 * come from the member (`representedCasinoIds`), a casino missing here is "Casino {id}".
 */
export const representedNames = z._default(z.array(named), []);

/** The search component of casinos and the game search (SPEC §7). */
export const DEFAULT_SEARCH_URLS = {
  casinos: '/frontendService/search/casinos',
  games: '/frontendService/search/games',
} as const;
export const casinoSearchUrl = z._default(
  z.string().check(z.minLength(1)),
  DEFAULT_SEARCH_URLS.casinos,
);
export const gameSearchUrl = z._default(
  z.string().check(z.minLength(1)),
  DEFAULT_SEARCH_URLS.games,
);

/** SPEC §5 "Reply text has a page-given maximum": characters of a reply or an edit. */
export const replyMaxLength = z._default(
  z.int().check(z.minimum(1), z.maximum(FORUM_POST_MAX_CHARACTERS)),
  FORUM_POST_MAX_CHARACTERS,
);

/** Where the casino and game pickers search. */
export interface SearchUrls {
  casinos: string;
  games: string;
}

export const forumThreadProps = z.object({
  /**
   * The thread whose page this is: the `[data-thread-id]` root the widget binds. Without
   * it, the thread root around the placeholder, else the first one on the page.
   */
  threadId: z.optional(z.int().check(z.minimum(1))),
  replyMaxLength,
  casinos: representedNames,
  /** For the casino and the game of a winning screenshot. */
  casinoSearchUrl,
  gameSearchUrl,
});

export type ForumThreadProps = z.output<typeof forumThreadProps>;

export type NamedItem = z.output<typeof named>;
