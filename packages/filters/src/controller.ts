import { RequestError, call, getCookie, reportError, setCookie } from '@casino/core';
import { lists } from '@casino/api';
import { enhanceLoadMore } from '@casino/ui';
import type { LoadMore } from '@casino/ui';
import {
  hashToState,
  isFilterParam,
  stateToHash,
  toRequest,
  valuesOf,
  withParam,
  withoutValue,
} from './state';
import type { FilterState } from './state';
import { renderProgressively } from './progressive';
import { layoutPills } from './pills';
import type { ProgressiveRender } from './progressive';

/** SPEC §9 infinite load (at most 2 automatic clicks), shared with every load-more list. */
export { INFINITE_LOAD_MARGIN_PX, INFINITE_LOAD_MAX_AUTO_CLICKS } from '@casino/ui';
/** SPEC §9: the sort preference is kept for a year. */
export const SORT_COOKIE_DAYS = 365;
/** The history state of the entry the mobile filter menu adds. */
export const MENU_HISTORY_KEY = 'cwFiltersMenu';

/** A performance mark and measure around each results render (the benchmark reads it). */
export const RENDER_MARK = 'cw-filters:render';
/** A measure from the answer's arrival until its last card is in the page. */
export const COMPLETE_MARK = 'cw-filters:complete';

export type ListStatus = 'idle' | 'loading';
export type GroupStatus = 'idle' | 'loading' | 'loaded';

export interface ListOptions {
  loadUrlBase: string;
  filterGroupUrl: string;
  /** Called with the status and the announced total after every change. */
  onStatus?: (status: ListStatus, total: string) => void;
  /** Called when the mobile filter menu opens or closes (also by Back and Forward). */
  onMenu?: (open: boolean) => void;
}

export const menuInHistory = () =>
  Boolean((history.state as Record<string, unknown> | null)?.[MENU_HISTORY_KEY]);

export const sortCookieName = (kind: string) => `cw_sort_${kind}`;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * Binds a server-rendered list page (`[data-list-page]`, see the mocks' lists handler
 * for its hooks) to the filter state in the URL hash: every change replaces the hash
 * (no history entry) and loads the results, cancelling the request in flight; the
 * results container is replaced (a long answer progressively: ./progressive.ts).
 * `destroy()` is the cleanup.
 */
export class ListController {
  readonly kind: string;
  state: FilterState;
  status: ListStatus = 'idle';
  total = '';
  private request: AbortController | null = null;
  private readonly groupLoads = new Map<string, AbortController>();
  /** Load more and infinite load of the results' link. */
  private readonly more: LoadMore;
  /** The last answer while some of its cards are still to come (./progressive.ts). */
  private progress: ProgressiveRender | null = null;
  private readonly cleanups: (() => void)[] = [];
  private readonly live: HTMLElement;

  constructor(
    readonly root: HTMLElement,
    readonly options: ListOptions,
  ) {
    this.kind = root.dataset.listPage ?? 'list';
    const fromHash = hashToState(location.hash);
    const sortCookie = getCookie(sortCookieName(this.kind));
    this.state = fromHash;
    this.live = document.createElement('p');
    this.live.className = 'cw-filters__live';
    this.live.setAttribute('aria-live', 'polite');
    this.live.setAttribute('data-filters-live', '');
    root.append(this.live);

    const panel = this.panel();
    // Events of the panel are handled by the panel's own listeners (it moves, see below).
    const outside = (event: Event) => !panel?.contains(event.target as Node);
    const onRootClick = (event: MouseEvent) => {
      if (outside(event)) this.onClick(event);
    };
    const onRootChange = (event: Event) => {
      if (outside(event)) this.onChange(event);
    };
    const onClick = (event: MouseEvent) => this.onClick(event);
    const onChange = (event: Event) => this.onChange(event);
    root.addEventListener('click', onRootClick);
    root.addEventListener('change', onRootChange);
    // The panel moves into the mobile menu; it keeps its own listeners.
    if (panel) {
      panel.addEventListener('click', onClick);
      panel.addEventListener('change', onChange);
    }
    const onPop = () => this.onHistory();
    window.addEventListener('popstate', onPop);
    window.addEventListener('hashchange', onPop);
    this.cleanups.push(() => {
      root.removeEventListener('click', onRootClick);
      root.removeEventListener('change', onRootChange);
      panel?.removeEventListener('click', onClick);
      panel?.removeEventListener('change', onChange);
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('hashchange', onPop);
      this.live.remove();
    });
    this.more = enhanceLoadMore(root, {
      scope: '[data-list-results]',
      infinite: true,
      // The cards still to come go before the next page's.
      beforeLoad: () => this.progress?.flush(),
    });

    const pills = root.querySelector<HTMLElement>('[data-list-top-filters]');
    if (pills) layoutPills(pills);

    const sortOptions = [...(this.sortSelect()?.options ?? [])].map((option) => option.value);
    if (!this.state.sort_by && sortCookie && sortOptions.includes(sortCookie)) {
      if (this.sortSelect()?.value !== sortCookie)
        this.state = { ...this.state, sort_by: sortCookie };
    }
    if (Object.keys(this.state).length) {
      this.syncControls();
      void this.load();
    }
  }

  destroy(): void {
    this.progress?.cancel();
    this.request?.abort();
    this.groupLoads.forEach((controller) => controller.abort());
    this.more.destroy();
    this.cleanups.forEach((cleanup) => cleanup());
  }

  panel(): HTMLElement | null {
    return this.root.querySelector<HTMLElement>('[data-filters]') ?? this.detachedPanel;
  }

  /** The panel while it is in the mobile menu (outside the root). */
  detachedPanel: HTMLElement | null = null;

  private sortSelect(): HTMLSelectElement | null {
    return this.root.querySelector<HTMLSelectElement>('select[data-list-sort]');
  }

  private results(): HTMLElement | null {
    return this.root.querySelector<HTMLElement>('[data-list-results]');
  }

  /** Applies a new filter state: hash replaced (no history entry) and results loaded. */
  change(next: FilterState): void {
    this.state = next;
    const hash = stateToHash(next);
    const url = `${location.pathname}${location.search}${hash ? `#${hash}` : ''}`;
    history.replaceState(history.state, '', url || location.pathname);
    this.syncControls();
    void this.load();
  }

  /** Whether the mobile filter menu's history entry is the current one. */
  menuOpen = false;

  /** Opens the mobile filter menu with one history entry of its own. */
  openMenu(): void {
    if (this.menuOpen) return;
    const state = { ...(history.state as object | null), [MENU_HISTORY_KEY]: true };
    history.pushState(state, '', location.href);
    this.menuOpen = true;
    this.options.onMenu?.(true);
  }

  /** Closes the menu by going back over its entry (as the browser's Back does). */
  closeMenu(): void {
    if (!this.menuOpen) return;
    if (menuInHistory()) history.back();
    else {
      this.menuOpen = false;
      this.options.onMenu?.(false);
    }
  }

  private onHistory(): void {
    const inMenu = menuInHistory();
    if (this.menuOpen !== inMenu) {
      this.menuOpen = inMenu;
      this.options.onMenu?.(inMenu);
      if (!inMenu) {
        // Back closed the menu: the filters chosen in it stay.
        const hash = stateToHash(this.state);
        history.replaceState(
          history.state,
          '',
          `${location.pathname}${location.search}${hash ? `#${hash}` : ''}`,
        );
        return;
      }
    }
    const next = hashToState(location.hash);
    if (stateToHash(next) === stateToHash(this.state)) return;
    this.state = next;
    this.syncControls();
    void this.load();
  }

  private resetPage(state: FilterState): FilterState {
    return withParam(state, 'page', undefined);
  }

  private onChange(event: Event): void {
    const target = event.target as HTMLElement;
    if (target instanceof HTMLSelectElement && target.matches('[data-list-sort]')) {
      this.setSort(target.value);
      return;
    }
    if (!(target instanceof HTMLInputElement)) return;
    if (target.matches('[data-filter-option]')) {
      const { name } = target;
      const group = target.closest('[data-filter-options]');
      const chosen = [
        ...(group ?? this.root).querySelectorAll<HTMLInputElement>(
          `input[data-filter-option][name="${CSS.escape(name)}"]`,
        ),
      ]
        .filter((input) => input.checked && input.value)
        .map((input) => input.value);
      this.change(this.resetPage(withParam(this.state, name, chosen)));
    } else if (target.matches('[data-range-from], [data-range-to]') && target.name) {
      const value = target.value.trim();
      this.change(this.resetPage(withParam(this.state, target.name, value || undefined)));
    }
  }

  setSort(value: string): void {
    setCookie(sortCookieName(this.kind), value, SORT_COOKIE_DAYS);
    this.change(this.resetPage(withParam(this.state, 'sort_by', value)));
  }

  private onClick(event: MouseEvent): void {
    const target = event.target as HTMLElement;
    const tab = target.closest<HTMLElement>('[data-list-tab]');
    if (tab) {
      event.preventDefault();
      this.change(this.resetPage(withParam(this.state, 'tab', tab.dataset.listTab)));
      return;
    }
    const pageLink = target.closest<HTMLElement>('[data-page-link]');
    if (pageLink?.closest('[data-list-results]')) {
      event.preventDefault();
      const page = pageLink.dataset.pageLink;
      this.change(withParam(this.state, 'page', page === '1' ? undefined : page));
      this.results()?.scrollIntoView?.({ block: 'start' });
      return;
    }
    const toggle = target.closest<HTMLElement>('[data-card-toggle]');
    if (toggle) {
      this.toggleCard(toggle);
      return;
    }
    const groupToggle = target.closest<HTMLElement>('[data-filter-group-toggle]');
    if (groupToggle) {
      const group = groupToggle.closest<HTMLElement>('[data-filter-group]');
      if (group) this.toggleGroup(group);
      return;
    }
    if (target.closest('[data-filter-reset]')) {
      event.preventDefault();
      const kept: FilterState = {};
      for (const [key, value] of Object.entries(this.state))
        if (!isFilterParam(key) && key !== 'page') kept[key] = value;
      this.change(kept);
      return;
    }
    const chip = target.closest<HTMLElement>('[data-remove-filter]');
    if (chip) {
      const { filterName = '', filterValue = '' } = chip.dataset;
      this.change(this.resetPage(withoutValue(this.state, filterName, filterValue)));
      return;
    }
    const pill = target.closest<HTMLElement>('[data-top-filter]');
    if (pill) {
      const { filterName = '', filterValue = '' } = pill.dataset;
      const values = valuesOf(this.state, filterName);
      const next = values.includes(filterValue)
        ? withoutValue(this.state, filterName, filterValue)
        : withParam(this.state, filterName, [...values, filterValue]);
      this.change(this.resetPage(next));
      return;
    }
    const preset = target.closest<HTMLElement>('[data-preset]');
    if (preset?.dataset.presetParams) {
      const params = JSON.parse(preset.dataset.presetParams) as Record<string, string | string[]>;
      let next: FilterState = {};
      for (const [key, value] of Object.entries(this.state))
        if (!isFilterParam(key) && key !== 'page') next[key] = value;
      for (const [key, value] of Object.entries(params)) next = withParam(next, key, value);
      this.change(next);
    }
  }

  /** Casino cards expand on their own; only one mini card is expanded at a time. */
  toggleCard(toggle: HTMLElement): void {
    const card = toggle.closest<HTMLElement>('[data-card]');
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    if (open && card?.dataset.cardVariant === 'mini') {
      const list = card.closest('[data-list-items]') ?? this.root;
      list
        .querySelectorAll<HTMLElement>(
          '[data-card-variant="mini"] [data-card-toggle][aria-expanded="true"]',
        )
        .forEach((other) => {
          if (other !== toggle) setExpanded(other, false);
        });
    }
    setExpanded(toggle, open);
  }

  /** Opens or closes a filter group; a lazy group loads its options once. */
  toggleGroup(group: HTMLElement): void {
    const closed = group.hasAttribute('data-filter-group-closed');
    const toggle = group.querySelector<HTMLElement>('[data-filter-group-toggle]');
    const body = group.querySelector<HTMLElement>('[data-filter-group-body]');
    group.toggleAttribute('data-filter-group-closed', !closed);
    toggle?.setAttribute('aria-expanded', String(closed));
    if (body) body.hidden = !closed;
    if (closed && group.dataset.filterGroupStatus === 'idle') void this.loadGroup(group);
  }

  private async loadGroup(group: HTMLElement): Promise<void> {
    const name = group.dataset.filterGroup ?? '';
    const body = group.querySelector<HTMLElement>('[data-filter-group-body]');
    const controller = new AbortController();
    this.groupLoads.set(name, controller);
    group.dataset.filterGroupStatus = 'loading';
    group.setAttribute('aria-busy', 'true');
    try {
      const html = await call(
        lists.filterGroup(this.options.filterGroupUrl),
        { ...toRequest(this.state), group: name },
        { signal: controller.signal },
      );
      if (body) body.innerHTML = html;
      group.dataset.filterGroupStatus = 'loaded';
    } catch (error) {
      group.dataset.filterGroupStatus = 'idle';
      if (!controller.signal.aborted) reportError(`Filter group ${name} failed: ${String(error)}`);
    } finally {
      group.removeAttribute('aria-busy');
      this.groupLoads.delete(name);
    }
  }

  /** The open groups whose options are on the page: their fresh options come back. */
  private activeGroups(): string[] {
    const panel = this.panel();
    if (!panel) return [];
    return [...panel.querySelectorAll<HTMLElement>('[data-filter-group]')]
      .filter(
        (group) =>
          !group.hasAttribute('data-filter-group-closed') &&
          group.dataset.filterGroupStatus === 'loaded',
      )
      .map((group) => group.dataset.filterGroup ?? '');
  }

  /**
   * Loads the results of the current state; a newer change aborts this one. The answer is
   * fetched and parsed off the main thread (the endpoint is `offMainThread`).
   */
  async load(): Promise<void> {
    this.request?.abort();
    const controller = new AbortController();
    this.request = controller;
    this.setStatus('loading');
    try {
      const answer = await call(
        lists.listResults(this.options.loadUrlBase),
        toRequest(this.state, this.activeGroups()),
        { signal: controller.signal },
      );
      if (controller.signal.aborted || this.request !== controller) return;
      performance.mark(RENDER_MARK);
      this.render(answer);
      performance.measure(RENDER_MARK, RENDER_MARK);
      const progress = this.progress;
      void progress?.done.then(() => {
        if (this.progress !== progress) return;
        // (The render mark is gone when the page cleared its marks.)
        if (performance.getEntriesByName(RENDER_MARK, 'mark').length)
          performance.measure(COMPLETE_MARK, RENDER_MARK);
        this.progress = null;
        this.more.observe();
      });
      this.total = answer.totalResults.label;
      this.request = null;
      this.setStatus('idle');
    } catch (error) {
      if (controller.signal.aborted || this.request !== controller) return;
      this.request = null;
      // A broken contract is logged by the client already.
      if (!(error instanceof RequestError && error.kind === 'contract'))
        reportError(`List results of ${this.options.loadUrlBase} failed: ${String(error)}`);
      this.setStatus('idle');
    }
  }

  private setStatus(status: ListStatus): void {
    this.status = status;
    const results = this.results();
    if (results) {
      // Busy while the answer is on its way; the cards of a long answer that come as the
      // visitor nears them are not awaited (the total is announced).
      if (status === 'loading') results.setAttribute('aria-busy', 'true');
      else results.removeAttribute('aria-busy');
    }
    this.root.dataset.listStatus = status;
    if (status === 'idle' && this.total) this.live.textContent = this.total;
    this.options.onStatus?.(status, this.total);
  }

  private render(answer: lists.ListResults): void {
    this.progress?.cancel();
    this.progress = null;
    const results = this.results();
    if (results) {
      const progress = renderProgressively(results, answer.content);
      if (progress.pending) this.progress = progress;
    }
    // Infinite load counts its clicks afresh, once the last card is in.
    this.more.reset();
    if (this.progress) this.more.pause();

    const total = this.root.querySelector('[data-total-results]');
    if (total) setText(total, answer.totalResults.label);
    const counts = new Map(answer.tabFacets.map((facet) => [facet.tab, facet.count]));
    this.root.querySelectorAll<HTMLElement>('[data-list-tab]').forEach((tab) => {
      const count = tab.querySelector('[data-tab-count]');
      const name = tab.dataset.listTab ?? '';
      if (count && counts.has(name)) setText(count, String(counts.get(name)));
    });
    const chips = this.root.querySelector('[data-active-filters]');
    if (chips) {
      const explanation = answer.casinoFilteringExplanation;
      setHtml(
        chips,
        answer.activeFilters
          .map(
            (chip) =>
              `<button type="button" class="cw-filters__chip" data-remove-filter data-filter-name="${escape(chip.name)}" data-filter-value="${escape(chip.value)}" aria-label="Remove filter ${escape(chip.label)}">${escape(chip.label)} <span aria-hidden="true">×</span></button>`,
          )
          .join('') +
          (explanation
            ? `<p class="cw-filters__explanation" data-filtering-explanation><strong>${escape(explanation.title)}</strong> ${escape(explanation.text)}</p>`
            : ''),
      );
    }
    const top = this.root.querySelector<HTMLElement>('[data-list-top-filters]');
    if (top) {
      setHtml(
        top,
        answer.filterTop
          .map(
            (pill) =>
              `<button type="button" class="cw-filters__pill" data-top-filter data-filter-name="${escape(pill.name)}" data-filter-value="${escape(pill.value)}" aria-pressed="${pill.active}">${escape(pill.label)} <span>${pill.count}</span></button>`,
          )
          .join(''),
      );
      layoutPills(top);
    }
    const presets = this.root.querySelector('[data-list-presets]');
    if (presets)
      setHtml(
        presets,
        answer.presetFilters
          .map(
            (preset) =>
              `<button type="button" class="cw-filters__preset" data-preset="${escape(preset.id)}" data-preset-params="${escape(JSON.stringify(preset.params))}" aria-pressed="${preset.active}">${escape(preset.label)}</button>`,
          )
          .join(''),
      );
    const panel = this.panel();
    for (const group of answer.filter) {
      const body = panel
        ?.querySelector(`[data-filter-group="${CSS.escape(group.name)}"]`)
        ?.querySelector('[data-filter-group-body]');
      if (body) setHtml(body, group.value);
    }
    const select = this.sortSelect();
    if (select) {
      if (answer.overrideSort) select.value = answer.overrideSort.value;
      else if (typeof this.state.sort_by === 'string') select.value = this.state.sort_by;
    }
    this.syncTabs();
  }

  /** Shows the state in the page's own controls (tabs, sort) before the answer comes. */
  private syncControls(): void {
    const select = this.sortSelect();
    if (select && typeof this.state.sort_by === 'string') select.value = this.state.sort_by;
    this.syncTabs();
  }

  private syncTabs(): void {
    const tabs = [...this.root.querySelectorAll<HTMLElement>('[data-list-tab]')];
    const current = typeof this.state.tab === 'string' ? this.state.tab : tabs[0]?.dataset.listTab;
    tabs.forEach((tab) => {
      const selected = String(tab.dataset.listTab === current);
      if (tab.getAttribute('aria-selected') !== selected)
        tab.setAttribute('aria-selected', selected);
    });
  }

  /** Loads the next page of a load-more link of the results (what its click does). */
  loadMore(link: HTMLAnchorElement): Promise<void> {
    return this.more.load(link);
  }
}

/** Sets an element's HTML only when it differs from what this widget last put there. */
const lastHtml = new WeakMap<Element, string>();
function setHtml(element: Element, html: string): void {
  if (lastHtml.get(element) === html) return;
  element.innerHTML = html;
  lastHtml.set(element, html);
}

/** Sets an element's text only when it changes (an equal text would still be laid out anew). */
function setText(element: Element, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}

function setExpanded(toggle: HTMLElement, open: boolean): void {
  toggle.setAttribute('aria-expanded', String(open));
  const id = toggle.getAttribute('aria-controls');
  const details = id ? document.getElementById(id) : null;
  if (details) details.hidden = !open;
  toggle.closest('[data-card]')?.toggleAttribute('data-card-expanded', open);
}
