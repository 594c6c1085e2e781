/** The search overlay's HTML answer: result tabs, items and read-more (see ./search.ts). */
import { gamesHooks, reviewsHooks, search, SEARCH_READ_MORE_STEP, searchHooks } from '@casino/api';
import type { FulltextSearchType } from '@casino/api';
import { db } from '../store/db';
import type { Casino } from '../fixtures/catalogue';
import { COUNTRIES } from '../fixtures/countries';
import { attrs, highlight, html } from './html';
import type { SafeHtml } from './html';
import { bonusUrl, casinoUrl, gameUrl, logoHtml } from '../handlers/lists';
import { plural } from '../store/listing';
import {
  bonusTexts,
  casinoTexts,
  countryTexts,
  find,
  gameTexts,
  threadTexts,
} from '../store/searchMatch';

/** Items of a result tab shown at once; the rest are revealed by read-more. */
export const SEARCH_VISIBLE_ITEMS = 10;
/** SPEC §4: read-more reveals this many hidden items per click. */
/** Items of each kind on the "all" tab. */
export const SEARCH_ALL_TAB_ITEMS = 3;

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
      [searchHooks.searchItem]: row.kind,
      [gamesHooks.itemId]: row.id,
      ...row.extra,
      hidden,
      [searchHooks.searchHidden]: hidden,
    })}
  >
    <a href="${row.href}">${row.body}</a>
  </li>`;
}

export function overlayHtml(
  query: string,
  pageCountryId: number | undefined,
  type: FulltextSearchType,
) {
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
        extra: { [reviewsHooks.casinoId]: bonus.casinoId },
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
        [searchHooks.searchTab]: name,
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
        [searchHooks.searchPanel]: name,
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
              ${searchHooks.searchTabLink}="${kind.tab}"
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
                ${searchHooks.searchReadMore}
                data-search-step="${SEARCH_READ_MORE_STEP}"
              >
                Show more results
              </button>
              <p class="cg-search-exhausted" ${searchHooks.searchExhausted} hidden>
                No more results.
              </p>`
          }`,
      ),
    )}
  </div>`;
}

// ---- components ------------------------------------------------------------------
