import * as z from 'zod/mini';
import { FORUM_POST_MAX_CHARACTERS } from '@casino/api';

/** A category, a casino: the id the call sends and the name shown. */
const named = z.object({ id: z.int().check(z.minimum(1)), name: z.string().check(z.minLength(1)) });

/**
 * Names of the casinos a representative may post on behalf of (`onBehalfOfId`); the ids
 * come from the member (`representedCasinoIds`), a casino missing here is "Casino {id}".
 */
const representedNames = z._default(z.array(named), []);

export const forumThreadProps = z.object({
  /**
   * The thread whose page this is: the `[data-thread-id]` root the widget binds. Without
   * it, the thread root around the placeholder, else the first one on the page.
   */
  threadId: z.optional(z.int().check(z.minimum(1))),
  /** SPEC §5 "Reply text has a page-given maximum": characters of a reply or an edit. */
  replyMaxLength: z._default(
    z.int().check(z.minimum(1), z.maximum(FORUM_POST_MAX_CHARACTERS)),
    FORUM_POST_MAX_CHARACTERS,
  ),
  casinos: representedNames,
});

export type ForumThreadProps = z.output<typeof forumThreadProps>;

export const forumStartThreadProps = z.object({
  /** The forum's categories the member chooses from (`categoryId`), in this order. */
  categories: z.array(named).check(z.minLength(1)),
  casinos: representedNames,
  /** The search component of casinos (SPEC §7), for the related casino. */
  casinoSearchUrl: z._default(z.string().check(z.minLength(1)), '/frontendService/search/casinos'),
  /** The game search (SPEC §7), for the related game. */
  gameSearchUrl: z._default(z.string().check(z.minLength(1)), '/frontendService/search/games'),
});

export type ForumStartThreadProps = z.output<typeof forumStartThreadProps>;
export type NamedItem = z.output<typeof named>;
