import { db } from '../db';
import type { Casino } from '../../fixtures/catalogue';
import { PAYMENT_METHODS } from '../../fixtures/catalogue';
import type { ListDefinition } from '../listing';
import { LIST_PATHS } from './paths';
import { euro, casinoCard } from '../../markup/lists/cards';
import {
  plainOptions,
  valueGroup,
  atLeastGroup,
  ratingFrom,
  countryGroup,
  reputationGroup,
  providerGroup,
  range,
  countryExplanation,
} from './facets';

export function recommendedCasinoScore(casino: Casino): number {
  const reputation = { green: 1, orange: 0, red: -2 }[casino.reputationColor];
  return casino.rating + reputation + casino.providers.length * 0.1;
}

export const casinoList: ListDefinition<Casino> = {
  kind: 'casinos',
  noun: { one: 'casino', many: 'casinos' },
  pagePath: '/casinos',
  morePath: LIST_PATHS.casinos.more,
  defaultPageSize: 10,
  items: () => db.casinos,
  id: (casino) => casino.id,
  tabs: [
    { name: 'all', label: 'All casinos', test: () => true, defaultSort: 'recommended' },
    {
      name: 'top-rated',
      label: 'Top rated',
      test: (casino) => casino.reputationColor === 'green',
      defaultSort: 'rating',
    },
    {
      name: 'new',
      label: 'New casinos',
      test: (casino) => casino.established >= 2021,
      defaultSort: 'newest',
      sorts: ['newest', 'rating', 'name', 'min-deposit'],
    },
  ],
  sorts: [
    {
      value: 'recommended',
      label: 'Recommended',
      compare: (a, b) => recommendedCasinoScore(b) - recommendedCasinoScore(a),
    },
    { value: 'rating', label: 'Best rated', compare: (a, b) => b.rating - a.rating },
    { value: 'newest', label: 'Newest', compare: (a, b) => b.established - a.established },
    { value: 'name', label: 'Name (A–Z)', compare: (a, b) => a.name.localeCompare(b.name) },
    {
      value: 'min-deposit',
      label: 'Lowest minimum deposit',
      compare: (a, b) => a.minDeposit - b.minDeposit,
    },
  ],
  groups: [
    countryGroup((casino) => casino.countries),
    reputationGroup((casino) => casino.reputationColor, false),
    ratingFrom('Safety Index', (casino) => casino.rating, false),
    providerGroup('Game providers', (casino) => casino.providers, true),
    valueGroup(
      'multi',
      'payment',
      'Payment methods',
      plainOptions(PAYMENT_METHODS),
      (casino) => casino.paymentMethods,
      true,
    ),
    atLeastGroup(
      'established_from',
      'Established',
      [2022, 2020, 2015, 2010],
      (year) => `${year} or later`,
      (casino) => casino.established,
      true,
    ),
    range('deposit', 'Minimum deposit', { to: 'deposit_max' }, 1, euro, (c) => c.minDeposit),
    range(
      'withdrawal',
      'Withdrawal limit a month',
      { from: 'wil' },
      1000,
      euro,
      (casino) => casino.withdrawalLimit,
    ),
  ],
  presets: [
    { id: 'safest', label: 'Safest casinos', params: { reputation: ['green'] } },
    { id: 'low-deposit', label: 'Low minimum deposit', params: { deposit_max: '10' } },
    { id: 'crypto', label: 'Bitcoin casinos', params: { payment: ['Bitcoin'] } },
  ],
  top: [
    { name: 'country', value: 'GB' },
    { name: 'country', value: 'DE' },
    { name: 'reputation', value: 'green' },
    { name: 'payment', value: 'PayPal' },
  ],
  card: casinoCard,
  explanation: (state) => countryExplanation(state, (casino) => casino),
};
