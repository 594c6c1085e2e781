import { call, getCookie, logFailedLoad, setCookie } from '@casino/core';
import { lists, listsHooks } from '@casino/api';
import { backendFragment, enhanceLoadMore } from '@casino/ui';
import type { LoadMore } from '@casino/ui';
import { hashToState, stateToHash, toRequest, withParam } from './state';
import type { FilterState } from './state';
import { renderProgressively } from './progressive';
import type { ProgressiveRender } from './progressive';
import { renderAnswer, slidesAdded, sortSelect, syncControls } from './answer';
import { bindEvents } from './events';
import type { EventHost } from './events';
import { FilterMenu } from './menu';

/** SPEC §9 infinite load (at most 2 automatic clicks), shared with every load-more list. */
export { INFINITE_LOAD_MAX_AUTO_CLICKS } from '@casino/ui';
export { MENU_HISTORY_KEY } from './menu';
/** SPEC §9: the sort preference is kept for a year. */
export const SORT_COOKIE_DAYS = 365;

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

export const sortCookieName = (kind: string) => `cw_sort_${kind}`;

/**
 * Binds a server-rendered list page (`[data-list-page]`, hooks in the README) to the
 * filter state in the URL hash: every change replaces the hash (no history entry) and
 * loads the results, cancelling the request in flight; the results container is replaced
 * (a long answer progressively: ./progressive.ts). The clicks and changes it handles are
 * the table of ./events.ts, the answer's other parts are written by ./answer.ts, the
 * mobile menu is ./menu.ts. `destroy()` is the cleanup.
 */
export class ListController implements EventHost {
  readonly kind: string;
  state: FilterState;
  status: ListStatus = 'idle';
  total = '';
  /** The mobile filter menu; it holds the filter panel while open. */
  readonly menu: FilterMenu;
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
    this.state = hashToState(location.hash);
    const sortCookie = getCookie(sortCookieName(this.kind));
    this.live = document.createElement('p');
    this.live.className = 'cw-filters__live';
    this.live.setAttribute('aria-live', 'polite');
    this.live.setAttribute(listsHooks.filtersLive, '');
    root.append(this.live);

    const panel = root.querySelector<HTMLElement>(`[${listsHooks.filters}]`);
    this.menu = new FilterMenu(
      { hash: () => stateToHash(this.state), onMenu: (open) => options.onMenu?.(open) },
      panel,
    );
    const unbind = bindEvents(this, panel);
    const onPop = () => this.onHistory();
    window.addEventListener('popstate', onPop);
    window.addEventListener('hashchange', onPop);
    this.cleanups.push(() => {
      unbind();
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('hashchange', onPop);
      this.live.remove();
    });
    this.more = enhanceLoadMore(root, {
      scope: `[${listsHooks.listResults}]`,
      infinite: true,
      // The cards still to come go before the next page's.
      beforeLoad: () => this.progress?.flush(),
    });
    // SPEC §7: "GET {link} loads more game sliders", into the slider it sits in.
    const sliderMore = enhanceLoadMore(root, {
      scope: `[${listsHooks.listCarousel}]`,
      defaultMethod: 'GET',
      afterLoad: () => slidesAdded(root),
    });
    this.cleanups.push(() => sliderMore.destroy());

    const select = sortSelect(root);
    const sortOptions = [...(select?.options ?? [])].map((option) => option.value);
    if (!this.state.sort_by && sortCookie && sortOptions.includes(sortCookie)) {
      if (select?.value !== sortCookie) this.state = { ...this.state, sort_by: sortCookie };
    }
    if (Object.keys(this.state).length) {
      syncControls(root, this.state);
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

  private results(): HTMLElement | null {
    return this.root.querySelector<HTMLElement>(`[${listsHooks.listResults}]`);
  }

  /** Applies a new filter state: hash replaced (no history entry) and results loaded. */
  change(next: FilterState): void {
    this.state = next;
    const hash = stateToHash(next);
    const url = `${location.pathname}${location.search}${hash ? `#${hash}` : ''}`;
    history.replaceState(history.state, '', url || location.pathname);
    syncControls(this.root, this.state);
    void this.load();
  }

  private onHistory(): void {
    if (this.menu.onHistory()) return;
    const next = hashToState(location.hash);
    if (stateToHash(next) === stateToHash(this.state)) return;
    this.state = next;
    syncControls(this.root, this.state);
    void this.load();
  }

  setSort(value: string): void {
    setCookie(sortCookieName(this.kind), value, SORT_COOKIE_DAYS);
    this.change(withParam(withParam(this.state, 'page', undefined), 'sort_by', value));
  }

  /** Opens or closes a filter group; a lazy group loads its options once. */
  toggleGroup(group: HTMLElement): void {
    const closed = group.hasAttribute(listsHooks.filterGroupClosed);
    const toggle = group.querySelector<HTMLElement>(`[${listsHooks.filterGroupToggle}]`);
    const body = group.querySelector<HTMLElement>(`[${listsHooks.filterGroupBody}]`);
    group.toggleAttribute(listsHooks.filterGroupClosed, !closed);
    toggle?.setAttribute('aria-expanded', String(closed));
    if (body) body.hidden = !closed;
    if (closed && group.dataset.filterGroupStatus === 'idle') void this.loadGroup(group);
  }

  private async loadGroup(group: HTMLElement): Promise<void> {
    const name = group.dataset.filterGroup ?? '';
    const body = group.querySelector<HTMLElement>(`[${listsHooks.filterGroupBody}]`);
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
      // The options are the server's HTML (trusted, like the page itself).
      if (body) body.replaceChildren(backendFragment(html));
      group.dataset.filterGroupStatus = 'loaded';
    } catch (error) {
      group.dataset.filterGroupStatus = 'idle';
      logFailedLoad(`Filter group ${name}`, error, controller.signal);
    } finally {
      group.removeAttribute('aria-busy');
      this.groupLoads.delete(name);
    }
  }

  /** The open groups whose options are on the page: their fresh options come back. */
  private activeGroups(): string[] {
    const panel = this.menu.panel;
    if (!panel) return [];
    return [...panel.querySelectorAll<HTMLElement>(`[${listsHooks.filterGroup}]`)]
      .filter(
        (group) =>
          !group.hasAttribute(listsHooks.filterGroupClosed) &&
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
      logFailedLoad(`List results of ${this.options.loadUrlBase}`, error, controller.signal);
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
    renderAnswer(this.root, this.menu.panel, answer, this.state);
  }

  /** Loads the next page of a load-more link of the results (what its click does). */
  loadMore(link: HTMLAnchorElement): Promise<void> {
    return this.more.load(link);
  }
}
