/**
 * Casino, bonus and game lists (api `lists`): results, lazy filter groups, load more.
 *
 * Paths (the page hands them to the widget; `LIST_PATHS`):
 *   GET  /frontendService/lists/{casinos|bonuses|games}        results (`listResults`)
 *   GET  /frontendService/lists/{kind}/group?group={name}&...  group options (`filterGroup`)
 *   POST /frontendService/lists/{kind}/more                    next page (`loadMore`)
 *   GET  /frontendService/lists/games/slides                   next slides of a carousel
 *
 * Filter state: `tab`, `sort_by`, `page` (from 1), `paginate_by` (default 10, games 12,
 * at most 500), the SPEC range pairs and named filters, repeated for several values:
 *   casinos  country, reputation (green|orange|red), rating_from, provider, payment,
 *            established_from, deposit_max (min. deposit at most), wil (withdrawal
 *            limit per month at least); tabs all|top-rated|new;
 *            sorts recommended|rating|newest|name|min-deposit (tab `new` has no
 *            `recommended`: it answers `overrideSort` newest).
 *   bonuses  country, reputation, exclusive=1, baf/bat_max amount €, bpf/bpt_max
 *            deposit match %, fsf/fst_max free spins, mwr/mwr_max wagering ×;
 *            tabs all|no-deposit|deposit|free-spins|cashback; sorts recommended|newest|
 *            amount|free-spins|wagering (tab `free-spins` has no `amount`).
 *   games    provider, genre, live (1|0), rating_from, norf/nort_max reels;
 *            tabs all|slots|table|live; sorts popular|newest|rating|name.
 * Choices of one group are alternatives (OR); groups combine (AND). Facet counts of a
 * group ignore that group's own choices. An unknown tab is `all`; an unknown or
 * unavailable sort is replaced by the tab's default and reported in `overrideSort`.
 *
 * The HTML of `content`, of the list page (`renderListPage`) and of the group options follows
 * the hooks the list widget binds: see packages/filters/README.md ("Server HTML hooks").
 */
import { lists } from '@casino/api';
import { db } from '../db';
import type { Bonus, Casino, Game } from '../fixtures/catalogue';
import { GAME_PROVIDERS, PAYMENT_METHODS } from '../fixtures/catalogue';
import { COUNTRIES, countryByCode } from '../fixtures/countries';
import { handle } from '../handle';
import { attrs, html, raw } from './html';
import type { SafeHtml } from './html';
import {
  activeFilters,
  filterPanelHtml,
  formatNumber,
  groupOptionsHtml,
  listEndHtml,
  loadMoreHtml,
  matching,
  pageCount,
  pageOf,
  pageUrl,
  paginationHtml,
  plural,
  presetFilters,
  readState,
  results,
  tabFacets,
  texts,
  topFilters,
} from './listing';
import type {
  ChoiceGroup,
  Group,
  Input,
  ListDefinition,
  ListState,
  Option,
  RangeGroup,
} from './listing';

export const LIST_PATHS = {
  casinos: {
    results: '/frontendService/lists/casinos',
    group: '/frontendService/lists/casinos/group',
    more: '/frontendService/lists/casinos/more',
  },
  bonuses: {
    results: '/frontendService/lists/bonuses',
    group: '/frontendService/lists/bonuses/group',
    more: '/frontendService/lists/bonuses/more',
  },
  games: {
    results: '/frontendService/lists/games',
    group: '/frontendService/lists/games/group',
    more: '/frontendService/lists/games/more',
  },
} as const;

export const GAME_SLIDES_PATH = '/frontendService/lists/games/slides';
export const CAROUSEL_SIZE = 6;

export type ListKind = keyof typeof LIST_PATHS;

const euro = (value: number) => `€${formatNumber(value)}`;
const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();

export const casinoUrl = (casino: Casino) => `/casino/${casino.id}/${casino.slug}`;
export const gameUrl = (game: Game) => `/games/${game.id}/${slugify(game.name)}`;
export const bonusUrl = (bonus: Bonus) => `/casino-bonuses/${bonus.id}/${slugify(bonus.name)}`;

export const REPUTATION_LABELS: Record<Casino['reputationColor'], string> = {
  green: 'Good reputation',
  orange: 'Mixed reputation',
  red: 'Poor reputation',
};

const GENRE_LABELS: Record<Game['genre'], string> = {
  SLOT: 'Slots',
  ROULETTE: 'Roulette',
  BLACKJACK: 'Blackjack',
  POKER: 'Poker',
  LIVE: 'Live casino',
};

const BONUS_TYPE_LABELS: Record<Bonus['type'], string> = {
  NO_DEPOSIT: 'No deposit bonus',
  DEPOSIT: 'Deposit bonus',
  FREE_SPINS: 'Free spins',
  CASHBACK: 'Cashback',
};

function casinoOf(id: number): Casino | undefined {
  return db.casinos.find((casino) => casino.id === id);
}

/** The casino's logo: its initials on its colour (no image requests in demos and tests). */
export function logoHtml(name: string, color: string): SafeHtml {
  return html`<span class="cg-logo" style="background:${color}" aria-hidden="true"
    >${initials(name)}</span
  >`;
}

/** A logo image for JSON answers: an SVG data address with the initials on the colour. */
export function logoImageUrl(name: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="48" viewBox="0 0 96 48"><rect width="96" height="48" rx="6" fill="${color}"/><text x="48" y="31" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">${initials(name).replace(/[<>&"]/g, '')}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * A card as a server sends it: no white space between tags and none before a tag's end
 * (the templates are formatted for reading). Text keeps its spaces.
 */
function tight(markup: SafeHtml): SafeHtml {
  return raw(markup.value.replace(/>\s+</g, '><').replace(/\s+(\/?>)/g, '$1'));
}

/*
 * Filter groups, one factory per kind of facet; the lists only say which facet of their
 * items a group reads. Facet counts, chips and options HTML are ./listing.ts's, shared.
 */

/** Options whose values are their own labels. */
const plainOptions = (values: readonly string[]): readonly Option[] =>
  values.map((value) => ({ value, label: value }));

/** Options of a set of values with labels. */
const labelledOptions = <V extends string>(labels: Record<V, string>): readonly Option[] =>
  (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }));

/** Options of a yes/no facet (`1` and `0`). */
const flagOptions = (yes: string, no?: string): readonly Option[] =>
  no === undefined
    ? [{ value: '1', label: yes }]
    : [
        { value: '1', label: yes },
        { value: '0', label: no },
      ];
const flag = (on: boolean) => (on ? '1' : '0');

/**
 * A choice group over a facet the items have one or several values of: an item matches
 * an option when it has that value (`multi`: any chosen value, `single`: the chosen one).
 */
function valueGroup<T>(
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
function atLeastGroup<T>(
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

const ratingFrom = <T>(label: string, rating: (item: T) => number, lazy: boolean) =>
  atLeastGroup('rating_from', label, [9, 8, 7, 5], (value) => `${value} or more`, rating, lazy);

const countryGroup = <T>(countries: (item: T) => readonly string[]) =>
  valueGroup(
    'multi',
    'country',
    'Accepts players from',
    COUNTRIES.map((country) => ({ value: country.code, label: country.name })),
    countries,
    false,
  );

const reputationGroup = <T>(
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

const providerGroup = <T>(
  label: string,
  providers: (item: T) => string | readonly string[],
  lazy: boolean,
) => valueGroup('multi', 'provider', label, plainOptions(GAME_PROVIDERS), providers, lazy);

function range<T>(
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
function countryExplanation<T>(
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

function recommendedCasinoScore(casino: Casino): number {
  const reputation = { green: 1, orange: 0, red: -2 }[casino.reputationColor];
  return casino.rating + reputation + casino.providers.length * 0.1;
}

function casinoCard(casino: Casino): SafeHtml {
  const details = `cc${casino.id}`;
  const bonuses = db.bonuses.filter((bonus) => bonus.casinoId === casino.id).length;
  const rating = casino.rating.toFixed(1);
  const countries = casino.countries.map((code) => countryByCode(code)?.name ?? code);
  return tight(
    html`<li
      class="cg-casino-card"
      data-card="casino"
      data-card-id="casino-${casino.id}"
      data-casino-id="${casino.id}"
      data-reputation="${casino.reputationColor}"
    >
      ${logoHtml(casino.name, casino.backgroundColor)}
      <h3><a href="${casinoUrl(casino)}">${casino.name}</a></h3>
      <p class="cg-rating" data-rating="${rating}">
        Safety Index ${rating}/10, ${REPUTATION_LABELS[casino.reputationColor]}
      </p>
      <p>
        Minimum deposit ${euro(casino.minDeposit)} · Withdrawal limit
        ${euro(casino.withdrawalLimit)} a month · Established ${casino.established}
      </p>
      <button type="button" data-card-toggle aria-expanded="false" aria-controls="${details}">
        More about ${casino.name}
      </button>
      <p id="${details}" data-card-details hidden>
        Accepts players from ${countries.join(', ')}. Payment methods:
        ${casino.paymentMethods.join(', ')}. Game providers: ${casino.providers.join(', ')}.
        Bonuses: ${bonuses}.
      </p>
      <a
        class="cg-button"
        href="/exit/casino/${casino.id}"
        rel="nofollow noopener sponsored"
        target="_blank"
        data-track="casino-visit"
        >Visit casino</a
      >
    </li>`,
  );
}

function bonusValue(bonus: Bonus): string {
  const parts: string[] = [];
  if (bonus.percentage > 0) parts.push(`${bonus.percentage}% up to ${euro(bonus.amount)}`);
  else if (bonus.amount > 0)
    parts.push(`${euro(bonus.amount)}${bonus.type === 'CASHBACK' ? ' cashback' : ''}`);
  if (bonus.freeSpins > 0) parts.push(`${bonus.freeSpins} free spins`);
  return parts.join(' + ') || BONUS_TYPE_LABELS[bonus.type];
}

function bonusCard(bonus: Bonus): SafeHtml {
  const casino = casinoOf(bonus.casinoId);
  const details = `bc${bonus.id}`;
  return tight(
    html`<li
      class="cg-bonus-card"
      data-card="bonus"
      data-card-variant="mini"
      data-card-id="bonus-${bonus.id}"
      data-bonus-id="${bonus.id}"
      data-casino-id="${bonus.casinoId}"
      data-bonus-type="${bonus.type}"
    >
      ${casino && logoHtml(casino.name, casino.backgroundColor)}
      <h3><a href="${bonusUrl(bonus)}">${bonus.name}</a></h3>
      <p>${bonusValue(bonus)}</p>
      ${bonus.exclusive && html`<p class="cg-badge" data-exclusive>Exclusive</p>`}
      <button type="button" data-card-toggle aria-expanded="false" aria-controls="${details}">
        Bonus terms
      </button>
      <dl id="${details}" data-card-details hidden>
        <dt>Type</dt>
        <dd>${BONUS_TYPE_LABELS[bonus.type]}</dd>
        <dt>Wagering</dt>
        <dd>${bonus.wagering === 0 ? 'No wagering' : `${bonus.wagering}×`}</dd>
        ${
          casino &&
          html`<dt>Casino</dt>
            <dd><a href="${casinoUrl(casino)}">${casino.name}</a></dd>`
        }
      </dl>
      <a
        class="cg-button"
        href="/exitb/bonus/${bonus.id}"
        rel="nofollow noopener sponsored"
        target="_blank"
        data-track="bonus-visit"
        >Get bonus</a
      >
    </li>`,
  );
}

function gameFlags(game: Game) {
  return {
    'data-live': String(game.live),
    'data-has-casino': String(
      db.casinos.some((casino) => casino.providers.includes(game.provider)),
    ),
    'data-has-review': String(game.rating >= 6),
    'data-in-my-list': 'false',
  };
}

function gameCard(game: Game): SafeHtml {
  const rating = game.rating.toFixed(1);
  return tight(
    html`<li
      ${attrs({
        class: 'cg-game-card',
        'data-card': 'game',
        'data-card-id': `game-${game.id}`,
        'data-game-id': game.id,
        'data-card-type': game.cardType,
        ...gameFlags(game),
      })}
    >
      ${logoHtml(game.name, game.backgroundColor)}
      <h3><a href="${gameUrl(game)}">${game.name}</a></h3>
      <p>
        ${game.provider} · ${GENRE_LABELS[game.genre]}${game.reels > 0 && ` · ${game.reels} reels`}
      </p>
      <p class="cg-rating" data-rating="${rating}">
        Rating <b>${rating}</b>/10 ·
        <span data-like-count>${plural(game.likes, 'like', 'likes')}</span>
      </p>
      <a class="cg-button" href="${gameUrl(game)}#playGame" data-track="play-free">Play for free</a>
    </li>`,
  );
}

function gameSlide(game: Game): SafeHtml {
  return html`<li
    ${attrs({ class: 'cg-slide', 'data-slide': true, 'data-game-id': game.id, ...gameFlags(game) })}
  >
    <a href="${gameUrl(game)}">${logoHtml(game.name, game.backgroundColor)} ${game.name}</a>
  </li>`;
}

const CAROUSELS: readonly {
  id: string;
  title: string;
  pick: (games: readonly Game[]) => Game[];
}[] = [
  {
    id: 'live',
    title: 'Live games',
    pick: (games) => games.filter((game) => game.live).sort((a, b) => b.likes - a.likes),
  },
  {
    id: 'top-rated',
    title: 'Top rated',
    pick: (games) => [...games].sort((a, b) => b.rating - a.rating || a.id - b.id),
  },
];

function slidesHtml(
  state: ListState<Game>,
  carousel: string,
  games: readonly Game[],
  page: number,
): SafeHtml {
  const start = (page - 1) * CAROUSEL_SIZE;
  const shown = games.slice(start, start + CAROUSEL_SIZE);
  const remaining = games.length - start - shown.length;
  return html`<ol class="cg-slides" data-list-items start="${start + 1}">
      ${shown.map(gameSlide)}
    </ol>
    ${
      remaining > 0 &&
      loadMoreHtml({
        href: state.def.pagePath,
        url: GAME_SLIDES_PATH,
        method: 'GET',
        params: { page: page + 1, carousel, tab: state.tab.name, ...state.named },
        remaining,
        label: `Show more ${carousel === 'live' ? 'live games' : 'games'}`,
      })
    }`;
}

const casinoList: ListDefinition<Casino> = {
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

const bonusCasino = (bonus: Bonus) => casinoOf(bonus.casinoId);
const typeTab = (
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

const bonusList: ListDefinition<Bonus> = {
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

function bonusScore(bonus: Bonus): number {
  const casino = bonusCasino(bonus);
  return (
    (casino?.rating ?? 0) +
    bonus.amount / 500 +
    bonus.freeSpins / 100 -
    bonus.wagering / 30 +
    (bonus.exclusive ? 1 : 0)
  );
}

const TABLE_GENRES: readonly Game['genre'][] = ['ROULETTE', 'BLACKJACK', 'POKER'];

const gameList: ListDefinition<Game> = {
  kind: 'games',
  noun: { one: 'game', many: 'games' },
  pagePath: '/free-games',
  morePath: LIST_PATHS.games.more,
  defaultPageSize: 12,
  items: () => db.games,
  id: (game) => game.id,
  tabs: [
    { name: 'all', label: 'All games', test: () => true, defaultSort: 'popular' },
    {
      name: 'slots',
      label: 'Slots',
      test: (game) => game.genre === 'SLOT',
      defaultSort: 'popular',
    },
    {
      name: 'table',
      label: 'Table games',
      test: (game) => TABLE_GENRES.includes(game.genre),
      defaultSort: 'popular',
    },
    {
      name: 'live',
      label: 'Live games',
      test: (game) => game.live,
      defaultSort: 'popular',
    },
  ],
  sorts: [
    { value: 'popular', label: 'Most popular', compare: (a, b) => b.likes - a.likes },
    { value: 'newest', label: 'Newest', compare: (a, b) => b.id - a.id },
    { value: 'rating', label: 'Best rated', compare: (a, b) => b.rating - a.rating },
    { value: 'name', label: 'Name (A–Z)', compare: (a, b) => a.name.localeCompare(b.name) },
  ],
  groups: [
    providerGroup('Provider', (game) => game.provider, false),
    valueGroup(
      'multi',
      'genre',
      'Genre',
      labelledOptions(GENRE_LABELS),
      (game) => game.genre,
      false,
    ),
    valueGroup(
      'single',
      'live',
      'Live dealer',
      flagOptions('Live games only', 'Without live dealer'),
      (game) => flag(game.live),
      true,
    ),
    ratingFrom('Rating', (game) => game.rating, true),
    range('reels', 'Reels', { from: 'norf', to: 'nort_max' }, 1, String, (game) => game.reels),
  ],
  presets: [
    {
      id: 'evolution-live',
      label: 'Evolution live tables',
      params: { provider: ['Evolution'], live: '1' },
    },
    { id: 'classic-slots', label: 'Classic 3-reel slots', params: { norf: '3', nort_max: '3' } },
  ],
  top: [
    { name: 'provider', value: 'NetEnt' },
    { name: 'provider', value: 'Evolution' },
    { name: 'genre', value: 'SLOT' },
    { name: 'genre', value: 'LIVE' },
  ],
  card: gameCard,
  carousels: (state, sorted) =>
    CAROUSELS.flatMap((carousel) => {
      const games = carousel.pick(sorted);
      if (games.length === 0) return [];
      return [
        {
          id: carousel.id,
          title: carousel.title,
          content: slidesHtml(state, carousel.id, games, 1).value,
        },
      ];
    }),
};

export const LIST_DEFINITIONS = {
  casinos: casinoList,
  bonuses: bonusList,
  games: gameList,
} satisfies Record<ListKind, unknown>;

/** The items of one page and what follows them (the load-more answer). */
function pageItemsHtml<T>(state: ListState<T>, sorted: readonly T[]): SafeHtml {
  const { def, page, pageSize } = state;
  const total = sorted.length;
  const shownUntil = Math.min(page * pageSize, total);
  const remaining = total - shownUntil;
  const seen = shownUntil - (state.initialPage - 1) * pageSize;
  const tail =
    remaining > 0
      ? loadMoreHtml({
          href: pageUrl(def.pagePath, page + 1),
          url: def.morePath,
          method: 'POST',
          params: {
            page: page + 1,
            initialPage: state.initialPage,
            tab: state.tab.name,
            sort: state.sort.value,
            paginate_by: pageSize,
            ...state.named,
          },
          remaining,
          label: `Show ${plural(Math.min(pageSize, remaining), `more ${def.noun.one}`, `more ${def.noun.many}`)} (${formatNumber(seen)} of ${formatNumber(total)} shown)`,
        })
      : total > 0 && listEndHtml(`That is all: ${plural(total, def.noun.one, def.noun.many)}.`);
  return html`<ol
      ${attrs({
        class: `cg-list-items cg-list-items--${def.kind}`,
        'data-list-items': true,
        start: (page - 1) * pageSize + 1,
      })}
    >
      ${pageOf(state, sorted).map(def.card)}
    </ol>
    ${tail}`;
}

function contentHtml<T>(state: ListState<T>, sorted: readonly T[]): SafeHtml {
  const { def } = state;
  const total = sorted.length;
  const pages = pageCount(total, state.pageSize);
  return html`<div
    ${attrs({
      class: 'cg-list-results',
      'data-list-results': def.kind,
      'data-total': total,
      'data-page': state.page,
      'data-page-size': state.pageSize,
      'data-page-count': pages,
      'data-tab': state.tab.name,
      'data-sort': state.sort.value,
    })}
  >
    ${
      total === 0
        ? html`<p class="cg-list-empty" data-list-empty>No ${def.noun.many} match these filters.</p>
            <button type="button" class="cg-button" data-filter-reset>Clear all filters</button>`
        : html`${pageItemsHtml(state, sorted)}${paginationHtml(def.pagePath, state.page, pages)}`
    }
  </div>`;
}

function listAnswer<T>(def: ListDefinition<T>, input: lists.ListFilterRequest) {
  const state = readState(def, input as Input);
  const sorted = results(state);
  const total = sorted.length;
  const groups = (input.activeGroups ?? [])
    .map((name) => def.groups.find((group) => group.name === name))
    .filter((group): group is Group<T> => group !== undefined);
  return {
    content: contentHtml(state, sorted).value,
    activeFilters: JSON.stringify(activeFilters(state)),
    filterTop: JSON.stringify(topFilters(state)),
    totalResults: JSON.stringify({
      number: total,
      label: plural(total, def.noun.one, def.noun.many),
    }),
    presetFilters: JSON.stringify(presetFilters(state)),
    carousels: JSON.stringify(def.carousels?.(state, sorted) ?? []),
    filter: JSON.stringify(
      groups.map((group) => ({ name: group.name, value: groupOptionsHtml(state, group).value })),
    ),
    tabFacets: JSON.stringify(tabFacets(state)),
    overrideSort: JSON.stringify(
      state.overridden ? { value: state.sort.value, label: state.sort.label } : null,
    ),
    casinoFilteringExplanation: JSON.stringify(def.explanation?.(state) ?? null),
  };
}

const badGroup = (name: string) =>
  new Response(`<p data-filter-error>Unknown filter group “${name.replace(/[<>&]/g, '')}”.</p>`, {
    status: 404,
    headers: { 'Content-Type': 'text/html' },
  });

function listHandlers<T>(kind: ListKind, def: ListDefinition<T>) {
  const paths = LIST_PATHS[kind];
  return [
    handle(lists.listResults(paths.results), (input) => listAnswer(def, input)),
    handle(lists.filterGroup(paths.group), (input) => {
      const group = def.groups.find((candidate) => candidate.name === input.group);
      if (!group) return badGroup(input.group);
      return groupOptionsHtml(readState(def, input as Input), group).value;
    }),
    handle(lists.loadMore(paths.more, 'POST'), (input) => {
      const state = readState(def, input as Input);
      return pageItemsHtml(state, results(state)).value;
    }),
  ];
}

export const listsHandlers = [
  ...listHandlers('casinos', casinoList),
  ...listHandlers('bonuses', bonusList),
  ...listHandlers('games', gameList),
  handle(lists.loadMore(GAME_SLIDES_PATH, 'GET'), (input) => {
    const { carousel: carouselId, ...rest } = input;
    const carousel = CAROUSELS.find((candidate) => candidate.id === texts(carouselId)[0]);
    if (!carousel) return badGroup(String(carouselId));
    const state = readState(gameList, { ...rest, page: 1 } as Input);
    return slidesHtml(state, carousel.id, carousel.pick(results(state)), input.page).value;
  }),
];

/**
 * The server-rendered list page of a kind, as a CMS page would carry it: filter panel,
 * tabs with counts, sort select, presets and top filter pills, a slot for chips, the
 * total and the first results. The demo and Storybook put it inside the list widget's placeholder.
 */
export function renderListPage(kind: ListKind, input: lists.ListFilterRequest = {}): string {
  const def = LIST_DEFINITIONS[kind] as ListDefinition<unknown>;
  const state = readState(def, input as Input);
  const sorted = results(state);
  const counts = new Map(tabFacets(state).map((facet) => [facet.tab, facet.count]));
  return html`<div class="cg-list-page" data-list-page="${kind}">
    <aside class="cg-list-page__filters">${filterPanelHtml(state)}</aside>
    <div class="cg-list-page__main">
      <div role="tablist" class="cg-list-tabs" data-list-tabs>
        ${def.tabs.map(
          (tab) =>
            html`<a
              ${attrs({
                role: 'tab',
                href: `#tab=${tab.name}`,
                'data-list-tab': tab.name,
                'aria-selected': String(tab === state.tab),
              })}
              >${tab.label} <span data-tab-count>${counts.get(tab.name) ?? 0}</span></a
            >`,
        )}
      </div>
      <label class="cg-list-sort"
        >Sort by
        <select name="sort_by" data-list-sort>
          ${def.sorts.map(
            (sort) =>
              html`<option ${attrs({ value: sort.value, selected: sort === state.sort })}>
                ${sort.label}
              </option>`,
          )}
        </select></label
      >
      <div class="cg-list-presets" data-list-presets>
        ${presetFilters(state).map(
          (preset) =>
            html`<button
              ${attrs({
                type: 'button',
                class: 'cw-filters__preset',
                'data-preset': preset.id,
                'data-preset-params': preset.params,
                'aria-pressed': String(preset.active),
              })}
            >
              ${preset.label}
            </button>`,
        )}
      </div>
      <div class="cg-list-top-filters" data-list-top-filters>
        ${topFilters(state).map(
          (pill) =>
            html`<button
              ${attrs({
                type: 'button',
                class: 'cw-filters__pill',
                'data-top-filter': true,
                'data-filter-name': pill.name,
                'data-filter-value': pill.value,
                'aria-pressed': String(pill.active),
              })}
            >
              ${pill.label} <span>${pill.count}</span>
            </button>`,
        )}
      </div>
      <div class="cg-active-filters" data-active-filters></div>
      <p class="cg-total-results" data-total-results>
        ${plural(sorted.length, def.noun.one, def.noun.many)}
      </p>
      ${contentHtml(state, sorted)}
    </div>
  </div>`.value;
}
