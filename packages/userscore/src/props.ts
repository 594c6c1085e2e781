import * as z from 'zod/mini';

export const userscoreProps = z.object({
  /** The SPEC §2 page type; the page's `data-page-type` marker when absent. */
  pageType: z.optional(z.string()),
  /** The game of a game detail page (its id); the page's path when absent. */
  game: z.optional(z.string().check(z.minLength(1))),
  /** Focus points a second (SPEC §9: 1, configurable). */
  pointsPerSecond: z.optional(z.number().check(z.positive())),
  /** The analytics script, loaded on the first interaction or after 3500 ms; none when absent. */
  analyticsSrc: z.optional(z.string().check(z.minLength(1))),
  /** The cookie holding the visitor id; `cw_visitor` when absent. */
  visitorCookie: z.optional(z.string().check(z.regex(/^[\w-]+$/))),
});

export type UserscoreProps = z.output<typeof userscoreProps>;
