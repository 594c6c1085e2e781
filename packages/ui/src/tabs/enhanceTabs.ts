import { clock } from '@casino/core';
import { scrollToElement } from '../scroll/smoothScroll';
import { TAB_INITIAL_JUMP_MS, tabFromHash, writeTabToHash } from './hash';
import { tabIndexForKey } from './keyboard';
import { createLoadOnce } from './loadOnce';
import './tabs.css';

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

let counter = 0;

function ensureId(element: HTMLElement, prefix: string): string {
  if (!element.id) {
    counter += 1;
    element.id = `${prefix}-${counter}`;
  }
  return element.id;
}

function enhanceOne(container: HTMLElement, options: EnhanceTabsOptions): () => void {
  const { hash = true, jumpOnLoad = true } = options;
  const list = container.querySelector<HTMLElement>('[data-cw-tablist]');
  // Tabs of a nested tab set belong to that set.
  const own = (element: HTMLElement) => element.closest('[data-cw-tabs]') === container;
  const tabs = [...container.querySelectorAll<HTMLElement>('[data-cw-tab]')].filter(own);
  const panels = [...container.querySelectorAll<HTMLElement>('[data-cw-tab-panel]')].filter(own);
  const panelOf = (tab: HTMLElement) =>
    panels.find((panel) => panel.dataset.cwTabPanel === tab.dataset.cwTab) ?? null;
  if (!list || tabs.length === 0) return () => undefined;
  const store = createLoadOnce<string | void>({ label: 'Tab' });

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

  const names = tabs.map((tab) => tab.dataset.cwTab ?? '');
  const known = (name: string | null) => (name && names.includes(name) ? name : null);
  const fromHash = hash ? known(tabFromHash(window.location.hash)) : null;
  const initial =
    fromHash ?? tabs.find((tab) => tab.getAttribute('aria-selected') === 'true')?.dataset.cwTab;
  let selected = initial ?? names[0] ?? '';

  const render = () => {
    tabs.forEach((tab) => {
      const active = tab.dataset.cwTab === selected;
      tab.setAttribute('aria-selected', String(active));
      tab.tabIndex = active ? 0 : -1;
      const panel = panelOf(tab);
      if (!panel) return;
      panel.hidden = !active;
      if (!panel.hasAttribute('data-cw-tab-load')) return;
      const entry = store.get(tab.dataset.cwTab ?? '');
      panel.dataset.state = entry.status;
      if (entry.status === 'loading') panel.setAttribute('aria-busy', 'true');
      else panel.removeAttribute('aria-busy');
    });
  };

  const loadSelected = () => {
    const tab = tabs[names.indexOf(selected)];
    const panel = tab && panelOf(tab);
    const { load } = options;
    if (!panel || !load || !panel.hasAttribute('data-cw-tab-load')) return;
    store.load(selected, async (signal) => {
      const html = await load(selected, panel, signal);
      if (typeof html === 'string' && html) panel.innerHTML = html;
    });
  };

  const select = (name: string, fromUser: boolean) => {
    if (fromUser && hash) writeTabToHash(name);
    if (name === selected) return;
    selected = name;
    render();
    loadSelected();
    options.onChange?.(name);
  };

  const onClick = (event: Event) => {
    const tab = (event.target as Element).closest<HTMLElement>('[data-cw-tab]');
    if (!tab || !tabs.includes(tab)) return;
    event.preventDefault();
    select(tab.dataset.cwTab ?? '', true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const current = tabs.indexOf(document.activeElement as HTMLElement);
    if (current < 0) return;
    const next = tabIndexForKey(event.key, current, tabs.length);
    if (next === null) {
      if (
        (event.key === 'Enter' || event.key === ' ') &&
        !(tabs[current] instanceof HTMLButtonElement)
      ) {
        event.preventDefault();
        select(names[current] ?? '', true);
      }
      return;
    }
    event.preventDefault();
    tabs[next]?.focus();
    select(names[next] ?? '', true);
  };
  const onHashChange = () => {
    const name = known(tabFromHash(window.location.hash));
    if (name) select(name, false);
  };

  const unsubscribe = store.subscribe(render);
  render();
  loadSelected();
  list.addEventListener('click', onClick);
  list.addEventListener('keydown', onKeyDown);
  if (hash) window.addEventListener('hashchange', onHashChange);
  const timer =
    fromHash && jumpOnLoad
      ? clock.setTimeout(() => scrollToElement(container, { focus: false }), TAB_INITIAL_JUMP_MS)
      : undefined;

  return () => {
    clock.clearTimeout(timer);
    unsubscribe();
    store.abortAll();
    list.removeEventListener('click', onClick);
    list.removeEventListener('keydown', onKeyDown);
    window.removeEventListener('hashchange', onHashChange);
  };
}

/**
 * Server HTML hook: every `[data-cw-tabs]` in `root` becomes accessible tabs. Inside it,
 * `[data-cw-tablist]` holds the `[data-cw-tab="{name}"]` controls and each
 * `[data-cw-tab-panel="{name}"]` is the panel of the tab of that name; a panel marked
 * `data-cw-tab-load` loads through `options.load` the first time it shows. The tab
 * follows `#tab={name}`. Returns the cleanup function.
 */
export function enhanceTabs(root: ParentNode, options: EnhanceTabsOptions = {}): () => void {
  const cleanups = [...root.querySelectorAll<HTMLElement>('[data-cw-tabs]')].map((container) =>
    enhanceOne(container, options),
  );
  return () => cleanups.forEach((cleanup) => cleanup());
}
