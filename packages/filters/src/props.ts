import * as z from 'zod/mini';
import { listsHooks } from '@casino/api';

export const filtersProps = z.object({
  /** `GET {loadUrlBase}` answers the results of a filter state (required: without it the widget fails). */
  loadUrlBase: z.string().check(z.minLength(1)),
  /** `GET {filterGroupUrl}?group=` answers a lazy group's options; `{loadUrlBase}/group` by default. */
  filterGroupUrl: z.optional(z.string().check(z.minLength(1))),
  /** The server-rendered list page the widget enhances. */
  list: z._default(z.string().check(z.minLength(1)), `[${listsHooks.listPage}]`),
});

export type FiltersProps = z.output<typeof filtersProps>;
