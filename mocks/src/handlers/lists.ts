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

import { handle } from '../handle';

import { readState, results, texts } from '../store/listing';
import { groupOptionsHtml } from '../markup/listingHtml';
import type { Input, ListDefinition } from '../store/listing';
import { LIST_PATHS, GAME_SLIDES_PATH } from '../store/lists/paths';
import type { ListKind } from '../store/lists/paths';

import { casinoList } from '../store/lists/casinos';
import { CAROUSELS, slidesHtml, gameList } from '../store/lists/games';
import { bonusList } from '../store/lists/bonuses';
import { pageItemsHtml, listAnswer } from '../markup/lists/page';

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

export { GAME_SLIDES_PATH, LIST_PATHS } from '../store/lists/paths';
export type { ListKind } from '../store/lists/paths';
export { renderListPage, LIST_DEFINITIONS } from '../markup/lists/page';
export { bonusUrl, casinoUrl, gameUrl, logoHtml, logoImageUrl } from '../markup/lists/cards';
