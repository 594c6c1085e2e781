import { pageHooks } from '@casino/api';
import { db } from '../db';
import type { Game } from '../../fixtures/catalogue';
import { html } from '../../markup/html';
import type { SafeHtml } from '../../markup/html';
import { loadMoreHtml } from '../../markup/listingHtml';
import type { ListDefinition, ListState } from '../listing';
import { LIST_PATHS, GAME_SLIDES_PATH, CAROUSEL_SIZE } from './paths';
import { GENRE_LABELS, gameCard, gameSlide } from '../../markup/lists/cards';
import {
  labelledOptions,
  flagOptions,
  flag,
  valueGroup,
  ratingFrom,
  providerGroup,
  range,
} from './facets';

export const CAROUSELS: readonly {
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

export function slidesHtml(
  state: ListState<Game>,
  carousel: string,
  games: readonly Game[],
  page: number,
): SafeHtml {
  const start = (page - 1) * CAROUSEL_SIZE;
  const shown = games.slice(start, start + CAROUSEL_SIZE);
  const remaining = games.length - start - shown.length;
  // Not a list: the slider makes each slide a group of its own (role, "n of m").
  return html`<div class="cg-slides" ${pageHooks.listItems} ${pageHooks.carouselTrack}>
      ${shown.map(gameSlide)}
    </div>
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

export const TABLE_GENRES: readonly Game['genre'][] = ['ROULETTE', 'BLACKJACK', 'POKER'];

export const gameList: ListDefinition<Game> = {
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
