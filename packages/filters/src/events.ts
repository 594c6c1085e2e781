import { listsHooks, pageHooks } from '@casino/api';
import { toggleCard } from './cards';
import { isFilterParam, valuesOf, withParam, withoutValue } from './state';
import type { FilterState } from './state';

/** What the event table needs of its list. */
export interface EventHost {
  readonly root: HTMLElement;
  readonly state: FilterState;
  /** Applies a new filter state (hash replaced, results loaded). */
  change(next: FilterState): void;
  setSort(value: string): void;
  toggleGroup(group: HTMLElement): void;
}

const resetPage = (state: FilterState) => withParam(state, 'page', undefined);

/** The state without its named filters and ranges (sort, tab and page size stay). */
function withoutFilters(state: FilterState): FilterState {
  const kept: FilterState = {};
  for (const [key, value] of Object.entries(state))
    if (!isFilterParam(key) && key !== 'page') kept[key] = value;
  return kept;
}

interface ClickHook {
  selector: string;
  /** Follows a link or submits: the list handles it instead. */
  preventDefault?: boolean;
  run(host: EventHost, element: HTMLElement): void;
}

/** The clicks the list handles, by the server hook they land in (first match wins). */
export const CLICK_HOOKS: readonly ClickHook[] = [
  {
    selector: `[${listsHooks.listTab}]`,
    preventDefault: true,
    run: (host, tab) => host.change(resetPage(withParam(host.state, 'tab', tab.dataset.listTab))),
  },
  {
    selector: `[${listsHooks.listResults}] [${pageHooks.pageLink}]`,
    preventDefault: true,
    run: (host, link) => {
      const page = link.dataset.pageLink;
      host.change(withParam(host.state, 'page', page === '1' ? undefined : page));
      host.root.querySelector(`[${listsHooks.listResults}]`)?.scrollIntoView?.({ block: 'start' });
    },
  },
  { selector: `[${listsHooks.cardToggle}]`, run: (host, toggle) => toggleCard(host.root, toggle) },
  {
    selector: `[${listsHooks.filterGroupToggle}]`,
    run: (host, toggle) => {
      const group = toggle.closest<HTMLElement>(`[${listsHooks.filterGroup}]`);
      if (group) host.toggleGroup(group);
    },
  },
  {
    selector: `[${listsHooks.filterReset}]`,
    preventDefault: true,
    run: (host) => host.change(withoutFilters(host.state)),
  },
  {
    selector: `[${listsHooks.removeFilter}]`,
    run: (host, chip) => {
      const { filterName = '', filterValue = '' } = chip.dataset;
      host.change(resetPage(withoutValue(host.state, filterName, filterValue)));
    },
  },
  {
    selector: `[${listsHooks.topFilter}]`,
    run: (host, pill) => {
      const { filterName = '', filterValue = '' } = pill.dataset;
      const values = valuesOf(host.state, filterName);
      const next = values.includes(filterValue)
        ? withoutValue(host.state, filterName, filterValue)
        : withParam(host.state, filterName, [...values, filterValue]);
      host.change(resetPage(next));
    },
  },
  {
    selector: `[${listsHooks.preset}][${listsHooks.presetParams}]`,
    run: (host, preset) => {
      const params = JSON.parse(preset.dataset.presetParams!) as Record<string, string | string[]>;
      let next = withoutFilters(host.state);
      for (const [key, value] of Object.entries(params)) next = withParam(next, key, value);
      host.change(next);
    },
  },
];

export function onClick(host: EventHost, event: MouseEvent): void {
  const target = event.target as Element;
  for (const hook of CLICK_HOOKS) {
    const element = target.closest<HTMLElement>(hook.selector);
    if (!element) continue;
    if (hook.preventDefault) event.preventDefault();
    hook.run(host, element);
    return;
  }
}

/** Sort select, option checkboxes and range inputs. */
export function onChange(host: EventHost, event: Event): void {
  const target = event.target as HTMLElement;
  if (target instanceof HTMLSelectElement && target.matches(`[${listsHooks.listSort}]`)) {
    host.setSort(target.value);
    return;
  }
  if (!(target instanceof HTMLInputElement)) return;
  if (target.matches(`[${listsHooks.filterOption}]`)) {
    const { name } = target;
    const group = target.closest(`[${listsHooks.filterOptions}]`);
    const chosen = [
      ...(group ?? host.root).querySelectorAll<HTMLInputElement>(
        `input[${listsHooks.filterOption}][name="${CSS.escape(name)}"]`,
      ),
    ]
      .filter((input) => input.checked && input.value)
      .map((input) => input.value);
    host.change(resetPage(withParam(host.state, name, chosen)));
  } else if (target.matches(`[${listsHooks.rangeFrom}], [${listsHooks.rangeTo}]`) && target.name) {
    const value = target.value.trim();
    host.change(resetPage(withParam(host.state, target.name, value || undefined)));
  }
}

/**
 * Listens on the list page and on the filter panel; the panel moves into the mobile menu
 * (outside the page) and keeps its own listeners, so the page's skip its events.
 */
export function bindEvents(host: EventHost, panel: HTMLElement | null): () => void {
  const outside = (event: Event) => !panel?.contains(event.target as Node);
  const onRootClick = (event: MouseEvent) => outside(event) && onClick(host, event);
  const onRootChange = (event: Event) => outside(event) && onChange(host, event);
  const onPanelClick = (event: MouseEvent) => onClick(host, event);
  const onPanelChange = (event: Event) => onChange(host, event);
  host.root.addEventListener('click', onRootClick);
  host.root.addEventListener('change', onRootChange);
  panel?.addEventListener('click', onPanelClick);
  panel?.addEventListener('change', onPanelChange);
  return () => {
    host.root.removeEventListener('click', onRootClick);
    host.root.removeEventListener('change', onRootChange);
    panel?.removeEventListener('click', onPanelClick);
    panel?.removeEventListener('change', onPanelChange);
  };
}
