import { clock } from '@casino/core';
import { pageHooks } from '@casino/api';
import { prepareScrolling, scrollToElement } from '../scroll/smoothScroll';
import { backendFragment } from '../sanitize/trusted';
import { TAB_INITIAL_JUMP_MS, tabFromHash, writeTabToHash } from './hash';
import { tabIndexForKey } from './keyboard';
import { createLoadOnce } from './loadOnce';
import './tabs.css';
import { TABS_SELECTOR } from './hooks';

export interface EnhanceTabsOptions {
  /** Keep the chosen tab in the address as `#tab={name}` (true by default). */
  hash?: boolean;
  /** A page opened with `#tab=x` scrolls to the tabs after `TAB_INITIAL_JUMP_MS` (true by default). */
  jumpOnLoad?: boolean;
  /**
   * Loads the content of a panel marked `data-cw-tab-load`, once, the first time it shows:
   * the HTML it resolves to replaces the panel's content (nothing when it resolves empty).
   */
  load?: (name: string, panel: HTMLElement, signal: AbortSignal) => Promise<string | void>;
  onChange?: (name: string) => void;
}

/** Server tab sets, bound as they arrive: set-up per tab set, behaviour by delegation. */
export interface TabsHelper {
  /** Roles, ids, the first tab shown (the address's, or the server's choice) and its load. */
  setUp(container: HTMLElement): () => void;
  /** Clicks and keys on any tab set inside `root`, and the address's `#tab=`; returns the stop. */
  listen(root: Document | HTMLElement): () => void;
}

let counter = 0;

function ensureId(element: HTMLElement, prefix: string): string {
  if (!element.id) {
    counter += 1;
    element.id = `${prefix}-${counter}`;
  }
  return element.id;
}

/** The tabs and panels of a set, leaving out those of a nested set. */
function partsOf(container: HTMLElement) {
  const own = (element: HTMLElement) => element.closest(TABS_SELECTOR) === container;
  const tabs = [...container.querySelectorAll<HTMLElement>(`[${pageHooks.cwTab}]`)].filter(own);
  const panels = [...container.querySelectorAll<HTMLElement>(`[${pageHooks.cwTabPanel}]`)].filter(
    own,
  );
  const panelOf = (tab: HTMLElement) =>
    panels.find((panel) => panel.dataset.cwTabPanel === tab.dataset.cwTab) ?? null;
  const names = tabs.map((tab) => tab.dataset.cwTab ?? '');
  const list = container.querySelector<HTMLElement>(`[${pageHooks.cwTablist}]`);
  return { list, tabs, panels, panelOf, names };
}

/**
 * Server HTML hook, for tab sets present at any time: each `[data-cw-tabs]` holds a
 * `[data-cw-tablist]` of `[data-cw-tab="{name}"]` controls, and each
 * `[data-cw-tab-panel="{name}"]` is the panel of the tab of that name; a panel marked
 * `data-cw-tab-load` loads through `options.load` the first time it shows, once. The tab
 * follows `#tab={name}`. What a set shows lives in its own attributes (`aria-selected`),
 * so one listener at the root serves every set, whenever it arrived.
 */
export function createTabsHelper(options: EnhanceTabsOptions = {}): TabsHelper {
  const { hash = true, jumpOnLoad = true } = options;
  const store = createLoadOnce<string | void>({ label: 'Tab' });
  const sets = new Set<HTMLElement>();

  const renderPanel = (panel: HTMLElement) => {
    if (!panel.hasAttribute(pageHooks.cwTabLoad)) return;
    const entry = store.get(panel.id);
    panel.dataset.state = entry.status;
    if (entry.status === 'loading') panel.setAttribute('aria-busy', 'true');
    else panel.removeAttribute('aria-busy');
  };
  store.subscribe(() => {
    for (const container of sets) partsOf(container).panels.forEach(renderPanel);
  });

  const show = (container: HTMLElement, name: string) => {
    const { tabs, panelOf } = partsOf(container);
    tabs.forEach((tab) => {
      const active = tab.dataset.cwTab === name;
      tab.setAttribute('aria-selected', String(active));
      tab.tabIndex = active ? 0 : -1;
      const panel = panelOf(tab);
      if (!panel) return;
      panel.hidden = !active;
      renderPanel(panel);
      const { load } = options;
      if (!active || !load || !panel.hasAttribute(pageHooks.cwTabLoad)) return;
      store.load(panel.id, async (signal) => {
        const html = await load(name, panel, signal);
        if (typeof html === 'string' && html) panel.replaceChildren(backendFragment(html));
      });
    });
  };

  const selectedName = (container: HTMLElement) =>
    partsOf(container).tabs.find((tab) => tab.getAttribute('aria-selected') === 'true')?.dataset
      .cwTab;

  const select = (container: HTMLElement, name: string, fromUser: boolean) => {
    if (fromUser && hash) writeTabToHash(name);
    if (name === selectedName(container)) return;
    show(container, name);
    options.onChange?.(name);
  };

  const setUp = (container: HTMLElement) => {
    const { list, tabs, panelOf, names, panels } = partsOf(container);
    if (!list || tabs.length === 0) return () => undefined;
    list.setAttribute('role', 'tablist');
    tabs.forEach((tab) => {
      const panel = panelOf(tab);
      tab.setAttribute('role', 'tab');
      if (tab instanceof HTMLButtonElement) tab.type = 'button';
      const tabId = ensureId(tab, 'cw-tab');
      if (panel) {
        tab.setAttribute('aria-controls', ensureId(panel, 'cw-tab-panel'));
        panel.setAttribute('role', 'tabpanel');
        panel.setAttribute('aria-labelledby', tabId);
        panel.tabIndex = 0;
      }
    });
    const fromHash = hash ? tabFromHash(window.location.hash) : null;
    const known = fromHash && names.includes(fromHash) ? fromHash : null;
    const initial = known ?? selectedName(container) ?? names[0] ?? '';
    sets.add(container);
    show(container, initial);
    const jumps = known && jumpOnLoad;
    if (jumps) prepareScrolling();
    const timer = jumps
      ? clock.setTimeout(() => scrollToElement(container, { focus: false }), TAB_INITIAL_JUMP_MS)
      : undefined;
    return () => {
      clock.clearTimeout(timer);
      sets.delete(container);
      panels.forEach((panel) => store.forget(panel.id));
    };
  };

  const tabAt = (target: EventTarget | null) => {
    const tab =
      target instanceof Element ? target.closest<HTMLElement>(`[${pageHooks.cwTab}]`) : null;
    const container = tab?.closest<HTMLElement>(TABS_SELECTOR);
    return tab && container && sets.has(container) ? { tab, container } : null;
  };

  const listen = (root: Document | HTMLElement) => {
    const onClick = (event: Event) => {
      const found = tabAt(event.target);
      if (!found) return;
      event.preventDefault();
      select(found.container, found.tab.dataset.cwTab ?? '', true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const found = tabAt(event.target);
      if (!found) return;
      const { tabs, names } = partsOf(found.container);
      const current = tabs.indexOf(found.tab);
      const next = tabIndexForKey(event.key, current, tabs.length);
      if (next === null) {
        if (
          (event.key === 'Enter' || event.key === ' ') &&
          !(found.tab instanceof HTMLButtonElement)
        ) {
          event.preventDefault();
          select(found.container, names[current] ?? '', true);
        }
        return;
      }
      event.preventDefault();
      tabs[next]?.focus();
      select(found.container, names[next] ?? '', true);
    };
    const onHashChange = () => {
      const name = tabFromHash(window.location.hash);
      if (!name) return;
      for (const container of sets) {
        if (partsOf(container).names.includes(name)) select(container, name, false);
      }
    };
    root.addEventListener('click', onClick);
    root.addEventListener('keydown', onKeyDown as EventListener);
    if (hash) window.addEventListener('hashchange', onHashChange);
    return () => {
      root.removeEventListener('click', onClick);
      root.removeEventListener('keydown', onKeyDown as EventListener);
      window.removeEventListener('hashchange', onHashChange);
    };
  };

  return { setUp, listen };
}

/**
 * The tab sets inside `root` as it is now (see `createTabsHelper` for sets that arrive
 * later). Returns the cleanup function.
 */
export function enhanceTabs(root: ParentNode, options: EnhanceTabsOptions = {}): () => void {
  const helper = createTabsHelper(options);
  const listenRoot = root instanceof HTMLElement || root instanceof Document ? root : document;
  const stop = helper.listen(listenRoot);
  const cleanups = [...root.querySelectorAll<HTMLElement>(TABS_SELECTOR)].map(helper.setUp);
  return () => {
    stop();
    cleanups.forEach((cleanup) => cleanup());
  };
}
