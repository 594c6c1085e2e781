import * as z from 'zod/mini';
import { fulltextSearchType } from '@casino/api';

export const searchProps = z.object({
  /** The overlay's search target (POST query, pageCountryId, fulltextSearchType → results HTML). */
  target: z._default(z.string().check(z.minLength(1)), '/frontendService/search'),
  /** On a country page: its casinos come first. */
  pageCountryId: z.optional(z.int().check(z.minimum(1))),
  /** The result tab shown first. */
  fulltextSearchType: z.optional(fulltextSearchType),
  /** The label of the header button and the overlay's title; the localized "Search" without it. */
  label: z.optional(z.string().check(z.minLength(1))),
});

export type SearchProps = z.output<typeof searchProps>;
