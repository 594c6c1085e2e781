/**
 * The fake backend's list engine, shared by the casino, bonus and game lists and the
 * review lists: filter groups with facet counts, tabs, sorts, pages, and the HTML of
 * filter groups, pagination and load-more links. See ./lists.ts for the conventions.
 */
import type { lists } from '@casino/api';
import type { SafeHtml } from '../markup/html';

/** The largest page a list answers (a benchmark renders 500 cards at once). */
export const MAX_PAGE_SIZE = 500;

/** Named filters as they arrive, read as lists of non-empty texts. */
export type Named = Record<string, string[]>;

export interface Option {
  value: string;
  label: string;
}

interface GroupBase {
  /** The `group` of the filter group call and `data-filter-group`. */
  name: string;
  label: string;
  /** Lazy groups are rendered closed and empty; their options come from the group call. */
  lazy: boolean;
}

/** Checkboxes (`multi`, any chosen value matches) or radio buttons (`single`). */
export interface ChoiceGroup<T> extends GroupBase {
  kind: 'multi' | 'single';
  options: () => readonly Option[];
  test: (item: T, value: string) => boolean;
}

/** A number range: `from` and/or `to` parameters (SPEC §3 range pairs or named ones). */
export interface RangeGroup<T> extends GroupBase {
  kind: 'range';
  from?: string;
  to?: string;
  step: number;
  format: (value: number) => string;
  value: (item: T) => number;
}

export type Group<T> = ChoiceGroup<T> | RangeGroup<T>;

export interface Tab<T> {
  name: string;
  label: string;
  test: (item: T) => boolean;
  defaultSort: string;
  /** Sorts offered in this tab; every sort when left out. */
  sorts?: readonly string[];
}

export interface Sort<T> {
  value: string;
  label: string;
  compare: (a: T, b: T) => number;
}

export interface Preset {
  id: string;
  label: string;
  params: Record<string, string | string[]>;
}

export interface ListDefinition<T> {
  kind: string;
  noun: { one: string; many: string };
  /** The site's page of the list; page N is `{pagePath}/{N}`. */
  pagePath: string;
  /** Where the load-more links of the list POST to. */
  morePath: string;
  defaultPageSize: number;
  items: () => readonly T[];
  id: (item: T) => number;
  tabs: readonly Tab<T>[];
  sorts: readonly Sort<T>[];
  groups: readonly Group<T>[];
  presets: readonly Preset[];
  /** The quick filter pills: one value of one choice group each. */
  top: readonly { name: string; value: string }[];
  card: (item: T) => SafeHtml;
  /** Sliders shown with the results, made from the sorted results. */
  carousels?: (state: ListState<T>, sorted: readonly T[]) => lists.ListCarousel[];
  explanation?: (state: ListState<T>) => lists.CasinoFilteringExplanation | null;
}

/** Request fields that are not named filters. */
const RESERVED = new Set([
  'sort_by',
  'sort',
  'tab',
  'page',
  'initialPage',
  'paginate_by',
  'activeGroups',
  'group',
  'cmsUserId',
  'filterCasinoId',
]);

export type Input = Record<string, lists.FilterValue | undefined>;

export function texts(value: lists.FilterValue | undefined): string[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map(String).filter((item) => item !== '');
}

export interface ListState<T> {
  def: ListDefinition<T>;
  tab: Tab<T>;
  sort: Sort<T>;
  /** Set when the requested sort was unknown or not offered in the tab. */
  overridden: boolean;
  page: number;
  initialPage: number;
  pageSize: number;
  named: Named;
}

export function readState<T>(def: ListDefinition<T>, input: Input): ListState<T> {
  const tab = def.tabs.find((candidate) => candidate.name === input.tab) ?? (def.tabs[0] as Tab<T>);
  const requested = texts(input.sort_by ?? input.sort)[0];
  const offered = (value: string) => !tab.sorts || tab.sorts.includes(value);
  const fallback = def.sorts.find((sort) => sort.value === tab.defaultSort) as Sort<T>;
  const chosen = def.sorts.find((sort) => sort.value === requested && offered(sort.value));
  const named: Named = {};
  for (const [key, value] of Object.entries(input)) {
    if (RESERVED.has(key)) continue;
    const values = texts(value);
    if (values.length > 0) named[key] = values;
  }
  const page = typeof input.page === 'number' ? input.page : 1;
  const size = typeof input.paginate_by === 'number' ? input.paginate_by : def.defaultPageSize;
  return {
    def,
    tab,
    sort: chosen ?? fallback,
    overridden: requested !== undefined && !chosen,
    page,
    initialPage: typeof input.initialPage === 'number' ? Math.min(input.initialPage, page) : page,
    pageSize: Math.min(Math.max(size, 1), MAX_PAGE_SIZE),
    named,
  };
}

/** A range filter's chosen bound, when it is a number. */
export function bound(named: Named, param: string | undefined): number | undefined {
  const value = param === undefined ? undefined : named[param]?.[0];
  if (value === undefined) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

function passesGroup<T>(item: T, group: Group<T>, named: Named): boolean {
  if (group.kind === 'range') {
    const from = bound(named, group.from);
    const to = bound(named, group.to);
    const value = group.value(item);
    return (from === undefined || value >= from) && (to === undefined || value <= to);
  }
  const values = named[group.name];
  if (!values) return true;
  if (group.kind === 'single') return group.test(item, values[0] as string);
  return values.some((value) => group.test(item, value));
}

/** The items of the tab that pass every group but `except`. */
export function matching<T>(state: ListState<T>, except?: Group<T>, tab: Tab<T> = state.tab): T[] {
  return state.def
    .items()
    .filter(
      (item) =>
        tab.test(item) &&
        state.def.groups.every(
          (group) => group === except || passesGroup(item, group, state.named),
        ),
    );
}

export function results<T>(state: ListState<T>): T[] {
  const { def, sort } = state;
  return matching(state).sort((a, b) => sort.compare(a, b) || def.id(a) - def.id(b));
}

export function pageOf<T>(state: ListState<T>, sorted: readonly T[]): T[] {
  const start = (state.page - 1) * state.pageSize;
  return sorted.slice(start, start + state.pageSize);
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function tabFacets<T>(state: ListState<T>): lists.TabFacet[] {
  return state.def.tabs.map((tab) => ({
    tab: tab.name,
    count: matching(state, undefined, tab).length,
  }));
}

/** How many items each option of a choice group would give, its other choices aside. */
export function optionCounts<T>(state: ListState<T>, group: ChoiceGroup<T>): Map<string, number> {
  const pool = matching(state, group);
  return new Map(
    group
      .options()
      .map((option) => [
        option.value,
        pool.filter((item) => group.test(item, option.value)).length,
      ]),
  );
}

/** The lowest and highest value among the items the other filters leave. */
export function rangeBounds<T>(state: ListState<T>, group: RangeGroup<T>): [number, number] {
  const values = matching(state, group).map(group.value);
  if (values.length === 0) return [0, 0];
  return [Math.min(...values), Math.max(...values)];
}

const numberFormat = new Intl.NumberFormat('en-GB');
export const formatNumber = (value: number) => numberFormat.format(value);
export const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;

export function activeFilters<T>(state: ListState<T>): lists.ActiveFilter[] {
  const chips: lists.ActiveFilter[] = [];
  for (const group of state.def.groups) {
    if (group.kind === 'range') {
      const from = bound(state.named, group.from);
      const to = bound(state.named, group.to);
      if (group.from && from !== undefined)
        chips.push({
          name: group.from,
          value: String(from),
          label: `${group.label}: from ${group.format(from)}`,
        });
      if (group.to && to !== undefined)
        chips.push({
          name: group.to,
          value: String(to),
          label: `${group.label}: up to ${group.format(to)}`,
        });
      continue;
    }
    const values = state.named[group.name] ?? [];
    const chosen = group.kind === 'single' ? values.slice(0, 1) : values;
    for (const value of chosen) {
      const option = group.options().find((candidate) => candidate.value === value);
      chips.push({ name: group.name, value, label: `${group.label}: ${option?.label ?? value}` });
    }
  }
  return chips;
}

export function topFilters<T>(state: ListState<T>): lists.TopFilter[] {
  return state.def.top.map(({ name, value }) => {
    const group = state.def.groups.find((candidate) => candidate.name === name);
    if (!group || group.kind === 'range') throw new Error(`No choice group ${name}`);
    const option = group.options().find((candidate) => candidate.value === value);
    return {
      name,
      value,
      label: option?.label ?? value,
      count: optionCounts(state, group).get(value) ?? 0,
      active: (state.named[name] ?? []).includes(value),
    };
  });
}

function sameParams(named: Named, params: Record<string, string | string[]>): boolean {
  const keys = Object.keys(params);
  if (keys.length !== Object.keys(named).length) return false;
  return keys.every((key) => {
    const wanted = texts(params[key]).sort();
    const have = [...(named[key] ?? [])].sort();
    return wanted.length === have.length && wanted.every((value, index) => value === have[index]);
  });
}

export function presetFilters<T>(state: ListState<T>): lists.PresetFilter[] {
  return state.def.presets.map((preset) => ({
    ...preset,
    active: sameParams(state.named, preset.params),
  }));
}
