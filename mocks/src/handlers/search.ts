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
import { SEARCH_READ_MORE_STEP, search } from '@casino/api';
import type { CasinoGameItem, CountryItem, FulltextSearchType, ThreadItem } from '@casino/api';
import { db } from '../db';
import type { Bonus, Casino, Game } from '../fixtures/catalogue';
import type { Thread } from '../fixtures/community';
import { COUNTRIES } from '../fixtures/countries';
import type { Country } from '../fixtures/countries';
import { handle } from '../handle';
import { attrs, highlight, html } from './html';
import type { SafeHtml } from './html';
import { bonusUrl, casinoUrl, gameUrl, logoHtml, logoImageUrl } from './lists';
import { plural } from './listing';

export const SEARCH_PATHS = {
  overlay: '/frontendService/search',
  threads: '/frontendService/search/threads',
  countries: '/frontendService/search/countries',
  games: '/frontendService/search/games',
  casinos: '/frontendService/search/casinos',
} as const;

/** Items of a result tab shown at once; the rest are revealed by read-more. */
export const SEARCH_VISIBLE_ITEMS = 10;
/** SPEC §4: read-more reveals this many hidden items per click. */
/** Items of each kind on the "all" tab. */
export const SEARCH_ALL_TAB_ITEMS = 3;

const normalize = (text: string) => text.trim().toLowerCase();

/** Items whose texts contain the query; those where one starts with it come first. */
function find<T>(items: readonly T[], query: string, textsOf: (item: T) => string[]): T[] {
  const needle = normalize(query);
  const scored = items
    .map((item, index) => {
      const texts = textsOf(item).map(normalize);
      const rank = texts.some((text) => text.startsWith(needle))
        ? 0
        : texts.some((text) => text.includes(needle))
          ? 1
          : 2;
      return { item, rank, index };
    })
    .filter((entry) => entry.rank < 2);
  return scored.sort((a, b) => a.rank - b.rank || a.index - b.index).map((entry) => entry.item);
}

const casinoTexts = (casino: Casino) => [casino.name];
const bonusTexts = (bonus: Bonus) => [bonus.name];
const gameTexts = (game: Game) => [game.name, game.provider];
const threadTexts = (thread: Thread) => [thread.title];
const countryTexts = (country: Country) => [
  country.name,
  country.code,
  ...country.alias.split(',').map((alias) => alias.trim()),
];

const bonusCount = (casinoId: number) =>
  db.bonuses.filter((bonus) => bonus.casinoId === casinoId).length;

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

// ---- overlay ---------------------------------------------------------------------

type TabName = 'all' | 'casinos' | 'bonuses' | 'games' | 'forum' | 'countries';

const TAB_OF_TYPE: Record<FulltextSearchType, TabName> = {
  ALL: 'all',
  CASINOS: 'casinos',
  BONUSES: 'bonuses',
  GAMES: 'games',
  FORUM: 'forum',
  COUNTRIES: 'countries',
};

interface Row {
  kind: string;
  id: number;
  href: string;
  body: SafeHtml;
  extra?: Record<string, string | number | null>;
}

interface Kind {
  tab: Exclude<TabName, 'all'>;
  label: string;
  noun: [string, string];
  rows: Row[];
}

function rowHtml(row: Row, hidden = false): SafeHtml {
  return html`<li
    ${attrs({
      class: 'cg-search-item',
      'data-search-item': row.kind,
      'data-item-id': row.id,
      ...row.extra,
      hidden,
      'data-search-hidden': hidden,
    })}
  >
    <a href="${row.href}">${row.body}</a>
  </li>`;
}

function overlayHtml(query: string, pageCountryId: number | undefined, type: FulltextSearchType) {
  const trimmed = query.trim();
  const empty = (message: string) =>
    html`<div
      ${attrs({
        class: 'cg-search-results',
        'data-search-results': true,
        'data-query': trimmed,
        'data-total': 0,
      })}
    >
      <p class="cg-search-empty" data-search-empty>${message}</p>
    </div>`;
  if (trimmed.length < search.SEARCH_MIN_QUERY_LENGTH)
    return empty(`Type at least ${search.SEARCH_MIN_QUERY_LENGTH} characters to search.`);

  const country = COUNTRIES.find((candidate) => candidate.id === pageCountryId);
  let casinos = find(db.casinos, trimmed, casinoTexts);
  if (country) {
    const accepts = (casino: Casino) => casino.countries.includes(country.code);
    casinos = [...casinos.filter(accepts), ...casinos.filter((casino) => !accepts(casino))];
  }
  const kinds: Kind[] = [
    {
      tab: 'casinos',
      label: 'Casinos',
      noun: ['casino', 'casinos'],
      rows: casinos.map((casino) => ({
        kind: 'casino',
        id: casino.id,
        href: casinoUrl(casino),
        body: html`${logoHtml(casino.name, casino.backgroundColor)}
          <span class="cg-search-item__label">${highlight(casino.name, trimmed)}</span>
          <span class="cg-search-item__meta">${casino.rating.toFixed(1)}/10</span>`,
        extra: {
          'data-reputation': casino.reputationColor,
          'data-accepts-country':
            country && casino.countries.includes(country.code) ? country.code : null,
        },
      })),
    },
    {
      tab: 'bonuses',
      label: 'Bonuses',
      noun: ['bonus', 'bonuses'],
      rows: find(db.bonuses, trimmed, bonusTexts).map((bonus) => ({
        kind: 'bonus',
        id: bonus.id,
        href: bonusUrl(bonus),
        body: html`<span class="cg-search-item__label">${highlight(bonus.name, trimmed)}</span>`,
        extra: { 'data-casino-id': bonus.casinoId },
      })),
    },
    {
      tab: 'games',
      label: 'Games',
      noun: ['game', 'games'],
      rows: find(db.games, trimmed, gameTexts).map((game) => ({
        kind: 'game',
        id: game.id,
        href: gameUrl(game),
        body: html`${logoHtml(game.name, game.backgroundColor)}
          <span class="cg-search-item__label">${highlight(game.name, trimmed)}</span>
          <span class="cg-search-item__meta">${highlight(game.provider, trimmed)}</span>`,
      })),
    },
    {
      tab: 'forum',
      label: 'Forum',
      noun: ['thread', 'threads'],
      rows: find(db.threads, trimmed, threadTexts).map((thread) => ({
        kind: 'thread',
        id: thread.id,
        href: `/forum/thread/${thread.id}`,
        body: html`<span class="cg-search-item__label">${highlight(thread.title, trimmed)}</span>`,
      })),
    },
    {
      tab: 'countries',
      label: 'Countries',
      noun: ['country', 'countries'],
      rows: find(COUNTRIES, trimmed, countryTexts).map((found) => ({
        kind: 'country',
        id: found.id,
        href: `/casinos/country/${found.code.toLowerCase()}`,
        body: html`<span class="cg-search-item__label">${highlight(found.name, trimmed)}</span>`,
        extra: { 'data-country-code': found.code },
      })),
    },
  ];
  const total = kinds.reduce((sum, kind) => sum + kind.rows.length, 0);
  if (total === 0) return empty(`No results for “${trimmed}”.`);

  const wanted = TAB_OF_TYPE[type];
  const active: TabName =
    wanted === 'all' || kinds.some((kind) => kind.tab === wanted && kind.rows.length > 0)
      ? wanted
      : 'all';
  const tab = (name: TabName, label: string, count: number) =>
    html`<button
      ${attrs({
        type: 'button',
        role: 'tab',
        class: 'cg-search-tab',
        id: `cg-search-tab-${name}`,
        'aria-controls': `cg-search-panel-${name}`,
        'aria-selected': String(name === active),
        tabindex: name === active ? 0 : -1,
        disabled: count === 0,
        'data-search-tab': name,
      })}
    >
      ${label} <span data-search-count>${count}</span>
    </button>`;
  const panel = (name: TabName, body: SafeHtml) =>
    html`<section
      ${attrs({
        role: 'tabpanel',
        class: 'cg-search-panel',
        id: `cg-search-panel-${name}`,
        'aria-labelledby': `cg-search-tab-${name}`,
        hidden: name !== active,
        'data-search-panel': name,
      })}
    >
      ${body}
    </section>`;
  const allPanel = kinds
    .filter((kind) => kind.rows.length > 0)
    .map(
      (kind) =>
        html`<h3 class="cg-search-panel__heading">${kind.label}</h3>
          <ul class="cg-search-items" data-search-items>
            ${kind.rows.slice(0, SEARCH_ALL_TAB_ITEMS).map((row) => rowHtml(row))}
          </ul>
          ${
            kind.rows.length > SEARCH_ALL_TAB_ITEMS &&
            html`<button
              type="button"
              class="cg-search-tab-link"
              data-search-tab-link="${kind.tab}"
            >
              See all ${plural(kind.rows.length, kind.noun[0], kind.noun[1])}
            </button>`
          }`,
    );
  return html`<div
    ${attrs({
      class: 'cg-search-results',
      'data-search-results': true,
      'data-query': trimmed,
      'data-total': total,
      'data-active-tab': active,
    })}
  >
    <div role="tablist" class="cg-search-tabs" aria-label="Search results" data-search-tabs>
      ${tab('all', 'All', total)}${kinds.map((kind) => tab(kind.tab, kind.label, kind.rows.length))}
    </div>
    ${panel('all', html`${allPanel}`)}
    ${kinds.map((kind) =>
      panel(
        kind.tab,
        html`<ul class="cg-search-items" data-search-items>
            ${kind.rows.map((row, index) => rowHtml(row, index >= SEARCH_VISIBLE_ITEMS))}
          </ul>
          ${
            kind.rows.length > SEARCH_VISIBLE_ITEMS &&
            html`<button
                type="button"
                class="cg-search-read-more"
                data-search-read-more
                data-search-step="${SEARCH_READ_MORE_STEP}"
              >
                Show more results
              </button>
              <p class="cg-search-exhausted" data-search-exhausted hidden>No more results.</p>`
          }`,
      ),
    )}
  </div>`;
}

// ---- components ------------------------------------------------------------------

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
