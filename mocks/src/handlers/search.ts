/**
 * Site search (api `search`): the overlay's results HTML and the search components.
 *
 * Paths (the page hands them to the widget; `SEARCH_PATHS`):
 *   POST /frontendService/search            overlay: query, pageCountryId, fulltextSearchType
 *   POST /frontendService/search/threads    forum threads (text, limit 400, offset, postId)
 *   POST /frontendService/search/countries  countries (casinoId, includeBonuses, limit 400)
 *   POST /frontendService/search/games      games (text, limit 25, offset)
 *   POST /frontendService/search/casinos    the generic component: casinos (text, limit 20)
 * Matching is a case-insensitive substring: casinos by name, bonuses by name, games by
 * name or provider, threads by title, countries by name, alias or code. Names that start
 * with the text come first. Components answer JSON lists; fewer than `limit` items means
 * the search is exhausted.
 *
 * Overlay HTML (queries shorter than 3 characters answer the empty state too):
 *   <div data-search-results data-query="royal" data-total="9" data-active-tab="all">
 *     <div role="tablist" data-search-tabs>
 *       <button role="tab" data-search-tab="all|casinos|bonuses|games|forum|countries"
 *               aria-selected aria-controls [disabled when 0]> Casinos
 *         <span data-search-count>3</span>
 *     <section role="tabpanel" data-search-panel="casinos" [hidden]>
 *       <ul data-search-items>
 *         <li data-search-item="casino|bonus|game|thread|country" data-item-id="3">
 *           <a href> ... <mark>Royal</mark> Spins ...</a>
 *         <li ... hidden data-search-hidden>      (after the first 10 of a panel)
 *       <button data-search-read-more data-search-step="10">   (reveals 10 per click)
 *       <p data-search-exhausted hidden>No more results.</p>   (show when nothing is hidden)
 *     The "all" panel shows the first 3 of each kind with
 *       <button data-search-tab-link="casinos">See all 3 casinos</button>.
 *   No match: <div data-search-results data-total="0"><p data-search-empty>No results
 *   for “…”.</p></div>
 * With `pageCountryId`, casinos taking players from that country come first and carry
 * `data-accepts-country="DE"`.
 */
import { search } from '@casino/api';
import type { CasinoGameItem, CountryItem, ThreadItem } from '@casino/api';
import { db } from '../store/db';
import type { Casino, Game } from '../fixtures/catalogue';
import { COUNTRIES } from '../fixtures/countries';
import { handle } from '../handle';
import { highlight } from '../markup/html';
import { logoImageUrl } from './lists';
import { plural } from '../store/listing';
import {
  bonusCount,
  casinoTexts,
  countryTexts,
  find,
  gameTexts,
  threadTexts,
} from '../store/searchMatch';
import { overlayHtml } from '../markup/searchOverlay';

export const SEARCH_PATHS = {
  overlay: '/frontendService/search',
  threads: '/frontendService/search/threads',
  countries: '/frontendService/search/countries',
  games: '/frontendService/search/games',
  casinos: '/frontendService/search/casinos',
} as const;

export { SEARCH_ALL_TAB_ITEMS, SEARCH_VISIBLE_ITEMS } from '../markup/searchOverlay';

function casinoItem(casino: Casino): CasinoGameItem {
  const bonuses = bonusCount(casino.id);
  return {
    value: casino.id,
    label: casino.name,
    countLabel: bonuses > 0 ? plural(bonuses, 'bonus', 'bonuses') : null,
    backgroundColor: casino.backgroundColor,
    logoImageUrl: logoImageUrl(casino.name, casino.backgroundColor),
    reputationColor: casino.reputationColor,
    basicRatingRounded: Math.round(casino.rating * 10) / 10,
  };
}

function gameItem(game: Game): CasinoGameItem {
  return {
    value: game.id,
    label: game.name,
    countLabel: plural(game.likes, 'like', 'likes'),
    backgroundColor: game.backgroundColor,
    logoImageUrl: logoImageUrl(game.name, game.backgroundColor),
    reputationColor: null,
    basicRatingRounded: Math.round(game.rating * 10) / 10,
  };
}

function page<T>(items: readonly T[], offset: number | undefined, limit: number): T[] {
  const start = offset ?? search.SEARCH_OFFSET;
  return items.slice(start, start + limit);
}

function threadItems(text: string, postId: number | undefined): ThreadItem[] {
  const post = postId === undefined ? undefined : db.posts.find((item) => item.id === postId);
  const threads = text.trim() ? find(db.threads, text, threadTexts) : db.threads;
  return threads
    .filter((thread) => thread.id !== post?.threadId)
    .map((thread) => ({
      id: thread.id,
      title: thread.title,
      highlightedTitle: highlight(thread.title, text).value,
    }));
}

function countryItems(
  text: string | undefined,
  casinoId: number | undefined,
  includeBonuses: boolean,
): CountryItem[] {
  const casino = casinoId === undefined ? undefined : db.casinos.find((c) => c.id === casinoId);
  const takers = (code: string) =>
    casinoId === undefined
      ? db.casinos.filter((candidate) => candidate.countries.includes(code))
      : casino && casino.countries.includes(code)
        ? [casino]
        : [];
  const countries = text?.trim() ? find(COUNTRIES, text, countryTexts) : COUNTRIES;
  return countries.map((country) => {
    const casinos = takers(country.code);
    const bonuses = casinos.reduce((sum, taker) => sum + bonusCount(taker.id), 0);
    return {
      value: country.id,
      label: includeBonuses
        ? `${country.name} (${plural(bonuses, 'bonus', 'bonuses')})`
        : country.name,
      name: country.name,
      code: country.code,
      available: casinos.length > 0,
    };
  });
}

export const searchHandlers = [
  handle(
    search.searchOverlay(SEARCH_PATHS.overlay),
    (input) =>
      overlayHtml(input.query, input.pageCountryId, input.fulltextSearchType ?? 'ALL').value,
  ),
  handle(search.threadSearch(SEARCH_PATHS.threads), (input) =>
    page(
      threadItems(input.text, input.postId),
      input.offset,
      input.limit ?? search.THREAD_SEARCH_LIMIT,
    ),
  ),
  handle(search.countrySearch(SEARCH_PATHS.countries), (input) =>
    page(
      countryItems(input.text, input.casinoId, input.includeBonuses ?? false),
      input.offset,
      input.limit ?? search.COUNTRY_SEARCH_LIMIT,
    ),
  ),
  handle(search.gameSearch(SEARCH_PATHS.games), (input) =>
    page(
      find(db.games, input.text, gameTexts).map(gameItem),
      input.offset,
      input.limit ?? search.GAME_SEARCH_LIMIT,
    ),
  ),
  handle(search.searchComponent(SEARCH_PATHS.casinos), (input) =>
    page(
      find(db.casinos, input.text, casinoTexts).map(casinoItem),
      input.offset,
      input.limit ?? search.SEARCH_COMPONENT_LIMIT,
    ),
  ),
];
