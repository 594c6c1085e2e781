import { db } from '../db';
import type { Bonus } from '../../fixtures/catalogue';
import type { ListDefinition } from '../listing';
import { LIST_PATHS } from './paths';
import { euro, casinoOf, bonusCard } from '../../markup/lists/cards';
import {
  flagOptions,
  flag,
  valueGroup,
  countryGroup,
  reputationGroup,
  range,
  countryExplanation,
} from './facets';

export const bonusCasino = (bonus: Bonus) => casinoOf(bonus.casinoId);
export const typeTab = (
  name: string,
  label: string,
  type: Bonus['type'],
  defaultSort = 'recommended',
) => ({
  name,
  label,
  test: (bonus: Bonus) => bonus.type === type,
  defaultSort,
});

export const bonusList: ListDefinition<Bonus> = {
  kind: 'bonuses',
  noun: { one: 'bonus', many: 'bonuses' },
  pagePath: '/casino-bonuses',
  morePath: LIST_PATHS.bonuses.more,
  defaultPageSize: 10,
  items: () => db.bonuses,
  id: (bonus) => bonus.id,
  tabs: [
    { name: 'all', label: 'All bonuses', test: () => true, defaultSort: 'recommended' },
    typeTab('no-deposit', 'No deposit', 'NO_DEPOSIT'),
    typeTab('deposit', 'Deposit', 'DEPOSIT'),
    {
      ...typeTab('free-spins', 'Free spins', 'FREE_SPINS', 'free-spins'),
      sorts: ['recommended', 'newest', 'free-spins', 'wagering'],
    },
    typeTab('cashback', 'Cashback', 'CASHBACK'),
  ],
  sorts: [
    {
      value: 'recommended',
      label: 'Recommended',
      compare: (a, b) => bonusScore(b) - bonusScore(a),
    },
    { value: 'newest', label: 'Newest', compare: (a, b) => b.id - a.id },
    { value: 'amount', label: 'Highest amount', compare: (a, b) => b.amount - a.amount },
    { value: 'free-spins', label: 'Most free spins', compare: (a, b) => b.freeSpins - a.freeSpins },
    { value: 'wagering', label: 'Lowest wagering', compare: (a, b) => a.wagering - b.wagering },
  ],
  groups: [
    countryGroup((bonus) => bonusCasino(bonus)?.countries ?? []),
    range('amount', 'Bonus amount', { from: 'baf', to: 'bat_max' }, 25, euro, (b) => b.amount),
    range(
      'percentage',
      'Deposit match',
      { from: 'bpf', to: 'bpt_max' },
      25,
      (v) => `${v}%`,
      (b) => b.percentage,
    ),
    range(
      'free-spins',
      'Free spins',
      { from: 'fsf', to: 'fst_max' },
      10,
      String,
      (b) => b.freeSpins,
    ),
    range(
      'wagering',
      'Wagering',
      { from: 'mwr', to: 'mwr_max' },
      1,
      (v) => `${v}×`,
      (b) => b.wagering,
    ),
    valueGroup(
      'multi',
      'exclusive',
      'Exclusive',
      flagOptions('Exclusive bonuses only'),
      (bonus) => flag(bonus.exclusive),
      true,
    ),
    reputationGroup((bonus) => bonusCasino(bonus)?.reputationColor, true),
  ],
  presets: [
    { id: 'no-wagering', label: 'No wagering', params: { mwr_max: '0' } },
    { id: 'big-spins', label: '100+ free spins', params: { fsf: '100' } },
    { id: 'exclusive', label: 'Exclusive', params: { exclusive: ['1'] } },
  ],
  top: [
    { name: 'country', value: 'GB' },
    { name: 'exclusive', value: '1' },
    { name: 'reputation', value: 'green' },
  ],
  card: bonusCard,
  explanation: (state) => countryExplanation(state, bonusCasino),
};

export function bonusScore(bonus: Bonus): number {
  const casino = bonusCasino(bonus);
  return (
    (casino?.rating ?? 0) +
    bonus.amount / 500 +
    bonus.freeSpins / 100 -
    bonus.wagering / 30 +
    (bonus.exclusive ? 1 : 0)
  );
}
