import { lists } from '@casino/api';

/**
 * The filter state of a list (SPEC §3) as it lives in the URL hash: `sort_by`, `tab`,
 * `page`, `paginate_by`, the range pairs and named filters; a named filter chosen several
 * times repeats its parameter (`#country=DE&country=GB`). Values are kept as texts.
 */
export type FilterState = Record<string, string | string[]>;

/** The parameters that are not named filters. */
export const CONTROL_PARAMS = ['sort_by', 'tab', 'page', 'paginate_by'] as const;
const INT_PARAMS = new Set<string>(['page', 'paginate_by']);
const RANGES = new Set<string>(lists.RANGE_PARAMS);

export function isRangeParam(name: string): boolean {
  return RANGES.has(name);
}

/** True for the named filters and ranges (what a reset clears). */
export function isFilterParam(name: string): boolean {
  return !(CONTROL_PARAMS as readonly string[]).includes(name);
}

/** Reads a hash (`#a=1&b=2`, with or without `#`); empty values are dropped. */
export function hashToState(hash: string): FilterState {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const state: FilterState = {};
  for (const [key, value] of params) {
    if (!value) continue;
    const known = state[key];
    if (known === undefined) state[key] = value;
    else state[key] = Array.isArray(known) ? [...known, value] : [known, value];
  }
  return state;
}

/** Writes the state as a hash without `#`, keys sorted so equal states give equal hashes. */
export function stateToHash(state: FilterState): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(state).sort()) {
    const value = state[key];
    for (const item of Array.isArray(value) ? value : [value]) if (item) params.append(key, item);
  }
  return params.toString();
}

/** Sets (or with an empty value, removes) one parameter; returns a new state. */
export function withParam(
  state: FilterState,
  name: string,
  value: string | readonly string[] | undefined,
): FilterState {
  const next = { ...state };
  const list = value === undefined ? [] : typeof value === 'string' ? [value] : [...value];
  const kept = list.filter(Boolean);
  if (kept.length === 0) delete next[name];
  else next[name] = kept.length === 1 ? kept[0]! : kept;
  return next;
}

/** Drops one value of a parameter (a removed chip). */
export function withoutValue(state: FilterState, name: string, value: string): FilterState {
  return withParam(
    state,
    name,
    valuesOf(state, name).filter((item) => item !== value),
  );
}

export function valuesOf(state: FilterState, name: string): string[] {
  const value = state[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** The request of the results call: numbers where the contract wants numbers. */
export function toRequest(
  state: FilterState,
  activeGroups: string[] = [],
): lists.ListFilterRequest {
  const request: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(state)) {
    if (INT_PARAMS.has(key) || RANGES.has(key)) {
      const number = Number(Array.isArray(value) ? value[0] : value);
      if (Number.isFinite(number) && number >= 0 && (!INT_PARAMS.has(key) || number >= 1))
        request[key] = INT_PARAMS.has(key) ? Math.trunc(number) : number;
    } else request[key] = value;
  }
  if (activeGroups.length) request.activeGroups = activeGroups;
  return request as lists.ListFilterRequest;
}
