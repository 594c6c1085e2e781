import type { lists } from '@casino/api';
import type { Casino } from '../../fixtures/catalogue';
import { GAME_PROVIDERS } from '../../fixtures/catalogue';
import { COUNTRIES, countryByCode } from '../../fixtures/countries';
import { matching, plural } from '../listing';
import type { ChoiceGroup, ListState, Option, RangeGroup } from '../listing';
import { REPUTATION_LABELS } from '../../markup/lists/cards';

/*
 * Filter groups, one factory per kind of facet; the lists only say which facet of their
 * items a group reads. Facet counts, chips and options HTML are ../listing.ts's, shared.
 */

/** Options whose values are their own labels. */
export const plainOptions = (values: readonly string[]): readonly Option[] =>
  values.map((value) => ({ value, label: value }));

/** Options of a set of values with labels. */
export const labelledOptions = <V extends string>(labels: Record<V, string>): readonly Option[] =>
  (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }));

/** Options of a yes/no facet (`1` and `0`). */
export const flagOptions = (yes: string, no?: string): readonly Option[] =>
  no === undefined
    ? [{ value: '1', label: yes }]
    : [
        { value: '1', label: yes },
        { value: '0', label: no },
      ];
export const flag = (on: boolean) => (on ? '1' : '0');

/**
 * A choice group over a facet the items have one or several values of: an item matches
 * an option when it has that value (`multi`: any chosen value, `single`: the chosen one).
 */
export function valueGroup<T>(
  kind: 'multi' | 'single',
  name: string,
  label: string,
  options: readonly Option[],
  values: (item: T) => string | undefined | readonly string[],
  lazy: boolean,
): ChoiceGroup<T> {
  return {
    kind,
    name,
    label,
    lazy,
    options: () => options,
    test: (item, value) => {
      const has = values(item);
      return typeof has === 'string' || has === undefined ? has === value : has.includes(value);
    },
  };
}

/** A single choice of thresholds: the items whose number is at least the chosen one. */
export function atLeastGroup<T>(
  name: string,
  label: string,
  thresholds: readonly number[],
  format: (value: number) => string,
  number: (item: T) => number,
  lazy: boolean,
): ChoiceGroup<T> {
  return {
    kind: 'single',
    name,
    label,
    lazy,
    options: () => thresholds.map((value) => ({ value: String(value), label: format(value) })),
    test: (item, value) => number(item) >= Number(value),
  };
}

export const ratingFrom = <T>(label: string, rating: (item: T) => number, lazy: boolean) =>
  atLeastGroup('rating_from', label, [9, 8, 7, 5], (value) => `${value} or more`, rating, lazy);

export const countryGroup = <T>(countries: (item: T) => readonly string[]) =>
  valueGroup(
    'multi',
    'country',
    'Accepts players from',
    COUNTRIES.map((country) => ({ value: country.code, label: country.name })),
    countries,
    false,
  );

export const reputationGroup = <T>(
  reputation: (item: T) => Casino['reputationColor'] | undefined,
  lazy: boolean,
) =>
  valueGroup(
    'multi',
    'reputation',
    'Reputation',
    labelledOptions(REPUTATION_LABELS),
    reputation,
    lazy,
  );

export const providerGroup = <T>(
  label: string,
  providers: (item: T) => string | readonly string[],
  lazy: boolean,
) => valueGroup('multi', 'provider', label, plainOptions(GAME_PROVIDERS), providers, lazy);

export function range<T>(
  name: string,
  label: string,
  params: { from?: string; to?: string },
  step: number,
  format: (value: number) => string,
  value: (item: T) => number,
): RangeGroup<T> {
  return { kind: 'range', name, label, lazy: true, ...params, step, format, value };
}

/** "7 casinos do not accept players from Germany": when a country filter hides casinos. */
export function countryExplanation<T>(
  state: ListState<T>,
  casinoOfItem: (item: T) => Casino | undefined,
): lists.CasinoFilteringExplanation | null {
  const codes = state.named.country;
  const group = state.def.groups.find((candidate) => candidate.name === 'country');
  if (!codes || !group) return null;
  const hidden = matching(state, group).filter(
    (item) => !codes.some((code) => casinoOfItem(item)?.countries.includes(code)),
  );
  const casinos = new Set(hidden.map((item) => casinoOfItem(item)?.id));
  if (casinos.size === 0) return null;
  const names = codes.map((code) => countryByCode(code)?.name ?? code).join(' or ');
  return {
    title: 'Why are some casinos missing?',
    text: `${plural(casinos.size, 'casino does', 'casinos do')} not accept players from ${names}, so we do not show ${casinos.size === 1 ? 'it' : 'them'}${state.def.kind === 'bonuses' ? ` or ${hidden.length === 1 ? 'its bonus' : 'their bonuses'}` : ''}.`,
    hiddenCount: hidden.length,
  };
}
