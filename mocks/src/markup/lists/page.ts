import type { lists } from '@casino/api';
import { forumHooks, listsHooks, pageHooks } from '@casino/api';
import { attrs, html, raw } from '../html';
import type { SafeHtml } from '../html';
import {
  activeFilters,
  formatNumber,
  pageCount,
  pageOf,
  plural,
  presetFilters,
  readState,
  results,
  tabFacets,
  topFilters,
} from '../../store/listing';
import {
  filterPanelHtml,
  groupOptionsHtml,
  listEndHtml,
  loadMoreHtml,
  pageUrl,
  paginationHtml,
} from '../listingHtml';
import type { Group, Input, ListDefinition, ListState } from '../../store/listing';
import type { ListKind } from '../../store/lists/paths';
import { casinoList } from '../../store/lists/casinos';
import { gameList } from '../../store/lists/games';
import { bonusList } from '../../store/lists/bonuses';

export const LIST_DEFINITIONS = {
  casinos: casinoList,
  bonuses: bonusList,
  games: gameList,
} satisfies Record<ListKind, unknown>;

/** The items of one page and what follows them (the load-more answer). */
export function pageItemsHtml<T>(state: ListState<T>, sorted: readonly T[]): SafeHtml {
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
        [pageHooks.listItems]: true,
        start: (page - 1) * pageSize + 1,
      })}
    >
      ${pageOf(state, sorted).map(def.card)}
    </ol>
    ${tail}`;
}

export function contentHtml<T>(state: ListState<T>, sorted: readonly T[]): SafeHtml {
  const { def } = state;
  const total = sorted.length;
  const pages = pageCount(total, state.pageSize);
  return html`<div
    ${attrs({
      class: 'cg-list-results',
      [listsHooks.listResults]: def.kind,
      'data-total': total,
      [forumHooks.page]: state.page,
      'data-page-size': state.pageSize,
      'data-page-count': pages,
      'data-tab': state.tab.name,
      'data-sort': state.sort.value,
    })}
  >
    ${
      total === 0
        ? html`<p class="cg-list-empty" data-list-empty>No ${def.noun.many} match these filters.</p>
            <button type="button" class="cg-button" ${listsHooks.filterReset}>
              Clear all filters
            </button>`
        : html`${pageItemsHtml(state, sorted)}${paginationHtml(def.pagePath, state.page, pages)}`
    }
  </div>`;
}

export function listAnswer<T>(def: ListDefinition<T>, input: lists.ListFilterRequest) {
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

/**
 * The list's sliders (the game sliders) in `[data-list-carousels]`, as the answer's
 * `carousels` describe them; the list widget writes the same markup after a change.
 */
function slidersHtml(carousels: readonly lists.ListCarousel[]): SafeHtml {
  return html`<div class="cg-list-carousels" ${listsHooks.listCarousels}>
    ${carousels.map(
      (carousel) =>
        html`<section
          ${attrs({
            class: 'cg-list-carousel',
            [listsHooks.listCarousel]: carousel.id,
            [pageHooks.carousel]: 'game',
            'aria-label': carousel.title,
          })}
        >
          <h2>${carousel.title}</h2>
          <div ${pageHooks.carouselViewport}>${raw(carousel.content)}</div>
        </section>`,
    )}
  </div>`;
}

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
  return html`<div class="cg-list-page" ${listsHooks.listPage}="${kind}">
    <aside class="cg-list-page__filters">${filterPanelHtml(state)}</aside>
    <div class="cg-list-page__main">
      <div role="tablist" class="cg-list-tabs" data-list-tabs>
        ${def.tabs.map(
          (tab) =>
            html`<a
              ${attrs({
                role: 'tab',
                href: `#tab=${tab.name}`,
                [listsHooks.listTab]: tab.name,
                'aria-selected': String(tab === state.tab),
              })}
              >${tab.label} <span ${listsHooks.tabCount}>${counts.get(tab.name) ?? 0}</span></a
            >`,
        )}
      </div>
      <label class="cg-list-sort"
        >Sort by
        <select name="sort_by" ${listsHooks.listSort}>
          ${def.sorts.map(
            (sort) =>
              html`<option ${attrs({ value: sort.value, selected: sort === state.sort })}>
                ${sort.label}
              </option>`,
          )}
        </select></label
      >
      <div class="cg-list-presets" ${listsHooks.listPresets}>
        ${presetFilters(state).map(
          (preset) =>
            html`<button
              ${attrs({
                type: 'button',
                class: 'cw-filters__preset',
                [listsHooks.preset]: preset.id,
                [listsHooks.presetParams]: preset.params,
                'aria-pressed': String(preset.active),
              })}
            >
              ${preset.label}
            </button>`,
        )}
      </div>
      <div class="cg-list-top-filters" ${listsHooks.listTopFilters}>
        ${topFilters(state).map(
          (pill) =>
            html`<button
              ${attrs({
                type: 'button',
                class: 'cw-filters__pill',
                [listsHooks.topFilter]: true,
                'data-filter-name': pill.name,
                'data-filter-value': pill.value,
                'aria-pressed': String(pill.active),
              })}
            >
              ${pill.label} <span>${pill.count}</span>
            </button>`,
        )}
      </div>
      ${def.carousels && slidersHtml(def.carousels(state, sorted))}
      <div class="cg-active-filters" ${listsHooks.activeFilters}></div>
      <p class="cg-total-results" ${pageHooks.totalResults}>
        ${plural(sorted.length, def.noun.one, def.noun.many)}
      </p>
      ${contentHtml(state, sorted)}
    </div>
  </div>`.value;
}
