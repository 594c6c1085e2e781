/**
 * The list engine's HTML: a filter group's options, the filter panel, pagination and
 * the load-more link or list end (see ./listing.ts).
 */
import { forumHooks, listsHooks, pageHooks, reviewsHooks, trackingHooks } from '@casino/api';
import { attrs, html } from './html';
import type { SafeHtml } from './html';
import { bound, optionCounts, rangeBounds } from '../store/listing';
import type { ListState, Group, Option } from '../store/listing';

const groupId = (kind: string, name: string) => `cg-filter-${kind}-${name}`;

/**
 * The options of one filter group with their counts, as the group call answers them and
 * as `filter` carries them for each open group.
 */
export function groupOptionsHtml<T>(state: ListState<T>, group: Group<T>): SafeHtml {
  const { kind } = state.def;
  if (group.kind === 'range') {
    const [min, max] = rangeBounds(state, group);
    const input = (param: string | undefined, edge: 'from' | 'to', label: string) =>
      param &&
      html`<label class="cg-filter-range__field"
        >${label}
        <input
          ${attrs({
            type: 'number',
            name: param,
            inputmode: 'numeric',
            min,
            max,
            step: group.step,
            value: bound(state.named, param),
            placeholder: group.format(edge === 'from' ? min : max),
            [`data-range-${edge}`]: true,
          })}
      /></label>`;
    return html`<div
      ${attrs({
        class: 'cg-filter-range',
        [listsHooks.filterOptions]: group.name,
        'data-filter-kind': 'range',
        'data-range-min': min,
        'data-range-max': max,
        'data-range-step': group.step,
      })}
    >
      ${input(group.from, 'from', 'From')}${input(group.to, 'to', 'To')}
    </div>`;
  }
  const counts = optionCounts(state, group);
  const chosen = state.named[group.name] ?? [];
  const type = group.kind === 'multi' ? 'checkbox' : 'radio';
  const options = group.options();
  const row = (option: Option, count: number | null, checked: boolean) =>
    html`<li class="cg-filter-option">
      <label
        ><input
          ${attrs({
            type,
            name: group.name,
            value: option.value,
            checked,
            disabled: count === 0 && !checked,
            [listsHooks.filterOption]: true,
          })}
        />
        <span class="cg-filter-option__label">${option.label}</span>
        ${
          count !== null &&
          html`<span class="cg-filter-option__count" data-facet-count>${count}</span>`
        }</label
      >
    </li>`;
  return html`<ul
    ${attrs({
      class: 'cg-filter-options',
      [listsHooks.filterOptions]: group.name,
      'data-filter-kind': group.kind,
      'data-option-count': options.length,
      id: `${groupId(kind, group.name)}-options`,
    })}
  >
    ${group.kind === 'single' && row({ value: '', label: 'Any' }, null, chosen.length === 0)}
    ${options.map((option) =>
      row(
        option,
        counts.get(option.value) ?? 0,
        group.kind === 'single' ? chosen[0] === option.value : chosen.includes(option.value),
      ),
    )}
  </ul>`;
}

/** The page's filter panel: every group, open ones with options, lazy ones closed and empty. */
export function filterPanelHtml<T>(state: ListState<T>): SafeHtml {
  const { kind } = state.def;
  return html`<div class="cg-filters" ${listsHooks.filters}="${kind}">
    ${state.def.groups.map((group) => {
      const id = groupId(kind, group.name);
      const open = !group.lazy;
      return html`<section
        ${attrs({
          class: 'cg-filter-group',
          [listsHooks.filterGroup]: group.name,
          'data-filter-group-lazy': group.lazy,
          [listsHooks.filterGroupClosed]: !open,
          'data-filter-group-status': open ? 'loaded' : 'idle',
        })}
      >
        <h3 class="cg-filter-group__title">
          <button
            ${attrs({
              type: 'button',
              [listsHooks.filterGroupToggle]: true,
              'aria-expanded': String(open),
              'aria-controls': `${id}-body`,
            })}
          >
            ${group.label}
          </button>
        </h3>
        <div ${attrs({ id: `${id}-body`, [listsHooks.filterGroupBody]: true, hidden: !open })}>
          ${open && groupOptionsHtml(state, group)}
        </div>
      </section>`;
    })}
  </div>`;
}

export function pageUrl(pagePath: string, page: number): string {
  return page <= 1 ? pagePath : `${pagePath.replace(/\/$/, '')}/${page}`;
}

/** Page links: first, last, and the current page with its neighbours, gaps as "…". */
export function paginationHtml(pagePath: string, page: number, count: number): SafeHtml | null {
  if (count <= 1) return null;
  const shown = [...new Set([1, page - 1, page, page + 1, count])]
    .filter((number) => number >= 1 && number <= count)
    .sort((a, b) => a - b);
  const items: SafeHtml[] = [];
  shown.forEach((number, index) => {
    const previous = shown[index - 1];
    if (previous !== undefined && number - previous > 1)
      items.push(html`<li class="cg-pagination__gap" aria-hidden="true">…</li>`);
    items.push(
      html`<li>
        <a
          ${attrs({
            href: pageUrl(pagePath, number),
            [pageHooks.pageLink]: number,
            'aria-current': number === page ? 'page' : null,
          })}
          >${number}</a
        >
      </li>`,
    );
  });
  return html`<nav
    ${attrs({
      class: 'cg-pagination',
      'aria-label': 'Pages',
      [reviewsHooks.pagination]: true,
      'data-base-path': pagePath,
      [forumHooks.page]: page,
      'data-page-count': count,
    })}
  >
    <ol>
      ${items}
    </ol>
  </nav>`;
}

export interface LoadMoreLink {
  /** The site page the link falls back to without scripts. */
  href: string;
  url: string;
  method: 'GET' | 'POST';
  params: Record<string, string | number | string[]>;
  remaining: number;
  label: string;
}

export function loadMoreHtml(link: LoadMoreLink): SafeHtml {
  return html`<a
    ${attrs({
      class: 'cg-load-more',
      href: link.href,
      [pageHooks.loadMore]: true,
      [trackingHooks.cwUserscore]: 'show-more',
      'data-load-more-url': link.url,
      'data-load-more-method': link.method,
      [pageHooks.loadMoreParams]: link.params,
      'data-remaining': link.remaining,
      [trackingHooks.track]: 'show-more',
    })}
    >${link.label}</a
  >`;
}

export function listEndHtml(text: string): SafeHtml {
  return html`<p class="cg-list-end" ${pageHooks.listEnd}>${text}</p>`;
}
