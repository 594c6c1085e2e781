/**
 * Filtered lists of casinos, bonuses and games (SPEC §2 Lists, §3 Filter state and
 * Filter group, §7 "Lists, search, content"). The paths of these calls come from the
 * page (attributes of the list widget), so each call is a function of its path;
 * the same path always gives the same endpoint object.
 */
import * as z from 'zod/mini';
import { cachedEndpoint, defineEndpoint } from './endpoint';
import type { Endpoint, HttpMethod } from './endpoint';
import { jsonString, text } from './schemas';

/** SPEC §3: the range filters, as `[from, to]` parameter pairs (`wil` has one bound). */
export const RANGE_FILTERS = [
  ['baf', 'bat_max'],
  ['bpf', 'bpt_max'],
  ['fsf', 'fst_max'],
  ['wil'],
  ['mwr', 'mwr_max'],
  ['norf', 'nort_max'],
] as const;

/** The parameter names of SPEC §3's range filters, in the order above. */
export const RANGE_PARAMS = RANGE_FILTERS.flat();
export type RangeParam = (typeof RANGE_PARAMS)[number];

/** The first page of a list. */
export const FIRST_PAGE = 1;

const pageNumber = z.int().check(z.gte(FIRST_PAGE));
const count = z.int().check(z.gte(0));
const bound = z.optional(z.number().check(z.gte(0)));

/**
 * A named filter as it travels: one value, or a list of values (repeated parameter).
 * Numbers and booleans are allowed so the declared fields fit the same map.
 */
export const filterValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.union([z.string(), z.number()])),
]);
export type FilterValue = z.infer<typeof filterValue>;

const rangeShape = {
  baf: bound,
  bat_max: bound,
  bpf: bound,
  bpt_max: bound,
  fsf: bound,
  fst_max: bound,
  wil: bound,
  mwr: bound,
  mwr_max: bound,
  norf: bound,
  nort_max: bound,
};

/**
 * The filter state of a list (SPEC §3): sort, tab, page, page size, the range pairs,
 * the filter groups that are open (`activeGroups`, whose fresh HTML comes back in
 * `filter`), and any named filter (`country=DE&country=GB`, `provider=NetEnt`, ...).
 */
export const listFilterRequest = z.catchall(
  z.object({
    sort_by: z.optional(z.string()),
    tab: z.optional(z.string()),
    page: z.optional(pageNumber),
    paginate_by: z.optional(z.int().check(z.gte(1))),
    ...rangeShape,
    activeGroups: z.optional(z.array(z.string())),
  }),
  filterValue,
);
export type ListFilterRequest = z.infer<typeof listFilterRequest>;

/** A chip of an applied filter: removing it drops `value` from the parameter `name`. */
export const activeFilter = z.object({
  name: z.string(),
  value: z.string(),
  label: z.string(),
});
export type ActiveFilter = z.infer<typeof activeFilter>;

/** A quick filter pill above the list: toggles `value` of the parameter `name`. */
export const topFilter = z.object({
  name: z.string(),
  value: z.string(),
  label: z.string(),
  count: count,
  active: z.boolean(),
});
export type TopFilter = z.infer<typeof topFilter>;

/** A preset: a named set of filter parameters that replaces the current named filters. */
export const presetFilter = z.object({
  id: z.string(),
  label: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  active: z.boolean(),
});
export type PresetFilter = z.infer<typeof presetFilter>;

/**
 * A game slider shown with the results; `content` is its slides' HTML (a
 * `[data-list-items][data-carousel-track]` box of `[data-carousel-slide]`), ending with a
 * GET load-more link for the next slides when there are more.
 */
export const listCarousel = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
});
export type ListCarousel = z.infer<typeof listCarousel>;

/** One entry of `filter`: the fresh options HTML (`value`) of the open group `name`. */
export const filterGroupHtml = z.object({ name: z.string(), value: z.string() });
export type FilterGroupHtml = z.infer<typeof filterGroupHtml>;

/** The number of results of a tab under the current filters. */
export const tabFacet = z.object({ tab: z.string(), count: count });
export type TabFacet = z.infer<typeof tabFacet>;

/** The sort the server used instead of the requested one (the widget shows it as chosen). */
export const overrideSort = z.object({ value: z.string(), label: z.string() });
export type OverrideSort = z.infer<typeof overrideSort>;

/** Why casinos are missing from the results (for example: they refuse the chosen country). */
export const casinoFilteringExplanation = z.object({
  title: z.string(),
  text: z.string(),
  hiddenCount: count,
});
export type CasinoFilteringExplanation = z.infer<typeof casinoFilteringExplanation>;

export const totalResults = z.object({ number: count, label: z.string() });
export type TotalResults = z.infer<typeof totalResults>;

/** The results of a filter change; every field but `content` arrives as a JSON string. */
export const listResultsResponse = z.looseObject({
  /** The results HTML: cards, pagination and the load-more link (see the mocks' lists handler). */
  content: z.string(),
  activeFilters: jsonString(z.array(activeFilter)),
  filterTop: jsonString(z.array(topFilter)),
  totalResults: jsonString(totalResults),
  presetFilters: jsonString(z.array(presetFilter)),
  carousels: jsonString(z.array(listCarousel)),
  filter: jsonString(z.array(filterGroupHtml)),
  tabFacets: jsonString(z.array(tabFacet)),
  overrideSort: jsonString(z.nullable(overrideSort)),
  casinoFilteringExplanation: jsonString(z.nullable(casinoFilteringExplanation)),
});
export type ListResults = z.infer<typeof listResultsResponse>;

type ListResultsEndpoint = Endpoint<
  ListFilterRequest,
  ListResults,
  z.input<typeof listResultsResponse>
>;

export const filterGroupRequest = z.catchall(
  z.object({ ...listFilterRequest.shape, group: z.string().check(z.minLength(1)) }),
  filterValue,
);
export type FilterGroupRequest = z.infer<typeof filterGroupRequest>;

/**
 * SPEC §7 load-more links: the page to load, the page the visitor started on, and the
 * list's context (tab, the member of a profile, the casino of a reviews filter, the
 * sort); list links add their named filters and page size.
 */
export const loadMoreRequest = z.catchall(
  z.object({
    page: pageNumber,
    initialPage: z.optional(pageNumber),
    tab: z.optional(z.string()),
    cmsUserId: z.optional(z.int()),
    filterCasinoId: z.optional(z.int()),
    sort: z.optional(z.string()),
    paginate_by: z.optional(z.int().check(z.gte(1))),
    ...rangeShape,
  }),
  filterValue,
);
export type LoadMoreRequest = z.infer<typeof loadMoreRequest>;

/** `GET {loadUrlBase}`: the results of the filter state; the path comes from the page. */
export function listResults(loadUrlBase: string): ListResultsEndpoint {
  return cachedEndpoint(`results ${loadUrlBase}`, () =>
    defineEndpoint({
      method: 'GET',
      path: loadUrlBase,
      request: listFilterRequest,
      response: listResultsResponse,
      // A long list's answer is hundreds of KB of HTML in JSON.
      offMainThread: true,
    }),
  );
}

/** `GET {filterGroupUrl}?group={name}&...filters`: the options HTML of one filter group. */
export function filterGroup(filterGroupUrl: string) {
  return cachedEndpoint(`group ${filterGroupUrl}`, () =>
    defineEndpoint({
      method: 'GET',
      path: filterGroupUrl,
      request: filterGroupRequest,
      response: text,
      text: true,
    }),
  );
}

/** A load-more link (GET or POST, as the link says): the next page's items as HTML. */
export function loadMore(link: string, method: Extract<HttpMethod, 'GET' | 'POST'> = 'POST') {
  return cachedEndpoint(`more ${method} ${link}`, () =>
    defineEndpoint({
      method,
      path: link,
      request: loadMoreRequest,
      response: text,
      text: true,
    }),
  );
}
