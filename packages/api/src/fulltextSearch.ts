import * as z from 'zod/mini';

/** SPEC §4/§9: read-more reveals this many hidden results per click (the server says it too). */
export const SEARCH_READ_MORE_STEP = 10;

/** The overlay's result tabs; `fulltextSearchType` names the tab shown first. */
export const FULLTEXT_SEARCH_TYPES = [
  'ALL',
  'CASINOS',
  'BONUSES',
  'GAMES',
  'FORUM',
  'COUNTRIES',
] as const;
export const fulltextSearchType = z.enum(FULLTEXT_SEARCH_TYPES);
export type FulltextSearchType = z.infer<typeof fulltextSearchType>;
