import { tabIndexForKey } from '@casino/ui';
import { SEARCH_READ_MORE_STEP, searchHooks } from '@casino/api';

/**
 * The overlay's server HTML (mocks/src/markup/searchOverlay.ts): `[data-search-tab]` tabs and
 * `[data-search-panel]` panels, `[data-search-item]` items, `[data-search-hidden]` items
 * revealed by `[data-search-read-more]`, `[data-search-exhausted]` and `[data-search-empty]`.
 */

const tabsOf = (root: HTMLElement) => [
  ...root.querySelectorAll<HTMLElement>(`[${searchHooks.searchTab}]`),
];
const panelsOf = (root: HTMLElement) => [
  ...root.querySelectorAll<HTMLElement>(`[${searchHooks.searchPanel}]`),
];

let counter = 0;

/** Gives every item link an id (for aria-activedescendant) and ties tabs to panels. */
export function prepareResults(root: HTMLElement, noMoreText: string): void {
  root.querySelectorAll<HTMLElement>(`[${searchHooks.searchItem}] a`).forEach((link) => {
    if (!link.id) {
      counter += 1;
      link.id = `cw-search-item-${counter}`;
    }
    link.tabIndex = -1;
  });
  for (const tab of tabsOf(root)) {
    const panel = panelFor(root, tab.dataset.searchTab ?? '');
    if (panel && panel.id) tab.setAttribute('aria-controls', panel.id);
    if (panel && tab.id) panel.setAttribute('aria-labelledby', tab.id);
    if (panel) panel.tabIndex = -1;
  }
  for (const panel of panelsOf(root)) {
    const more = panel.querySelector(`[${searchHooks.searchReadMore}]`);
    if (more && !panel.querySelector(`[${searchHooks.searchExhausted}]`)) {
      const exhausted = document.createElement('p');
      exhausted.setAttribute(searchHooks.searchExhausted, '');
      exhausted.textContent = noMoreText;
      more.after(exhausted);
    }
    panel
      .querySelector<HTMLElement>(`[${searchHooks.searchExhausted}]`)
      ?.setAttribute('tabindex', '-1');
    updateExhausted(panel);
  }
}

function panelFor(root: HTMLElement, name: string): HTMLElement | null {
  return panelsOf(root).find((panel) => panel.dataset.searchPanel === name) ?? null;
}

export function activeTab(root: HTMLElement): string | null {
  const tab = tabsOf(root).find((candidate) => candidate.getAttribute('aria-selected') === 'true');
  return tab?.dataset.searchTab ?? null;
}

/** Shows the panel of tab `name` and marks its tab selected (roving tabindex). */
export function selectTab(root: HTMLElement, name: string): boolean {
  const tabs = tabsOf(root);
  const target = tabs.find((tab) => tab.dataset.searchTab === name);
  if (!target || target.hasAttribute('disabled')) return false;
  for (const tab of tabs) {
    const selected = tab === target;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
  }
  for (const panel of panelsOf(root)) panel.hidden = panel.dataset.searchPanel !== name;
  return true;
}

/** The tab the arrow keys move to from `current` (disabled tabs are skipped), or null. */
export function tabForKey(
  root: HTMLElement,
  current: HTMLElement,
  key: string,
): HTMLElement | null {
  const enabled = tabsOf(root).filter((tab) => !tab.hasAttribute('disabled'));
  const index = tabIndexForKey(key, enabled.indexOf(current), enabled.length);
  return index === null ? null : (enabled[index] ?? null);
}

/** The links of the items shown now: the visible panel's items that are not hidden. */
export function visibleItemLinks(root: HTMLElement): HTMLAnchorElement[] {
  return [...root.querySelectorAll<HTMLAnchorElement>(`[${searchHooks.searchItem}] a`)].filter(
    (link) => {
      const item = link.closest<HTMLElement>(`[${searchHooks.searchItem}]`);
      const panel = link.closest<HTMLElement>(`[${searchHooks.searchPanel}]`);
      return !item?.hidden && !panel?.hidden;
    },
  );
}

function updateExhausted(panel: HTMLElement): void {
  const more = panel.querySelector<HTMLElement>(`[${searchHooks.searchReadMore}]`);
  const exhausted = panel.querySelector<HTMLElement>(`[${searchHooks.searchExhausted}]`);
  const remaining = panel.querySelectorAll(`[${searchHooks.searchHidden}]`).length;
  if (more) more.hidden = remaining === 0;
  if (exhausted) exhausted.hidden = !more || remaining > 0;
}

/**
 * SPEC §4: read-more reveals the next 10 hidden items of its panel; once nothing is
 * hidden the button goes and the no-more-results text shows. Returns the first revealed
 * item's link.
 */
export function readMore(button: HTMLElement): HTMLAnchorElement | null {
  const panel = button.closest<HTMLElement>(`[${searchHooks.searchPanel}]`);
  if (!panel) return null;
  const step = Number(button.dataset.searchStep) || SEARCH_READ_MORE_STEP;
  const revealed = [...panel.querySelectorAll<HTMLElement>(`[${searchHooks.searchHidden}]`)].slice(
    0,
    step,
  );
  for (const item of revealed) {
    item.hidden = false;
    item.removeAttribute(searchHooks.searchHidden);
  }
  updateExhausted(panel);
  return revealed[0]?.querySelector('a') ?? null;
}

/** The text of an item for analytics: its label, or the whole link text. */
export function itemText(link: HTMLElement): string {
  const label = link.querySelector('.cg-search-item__label');
  return (label ?? link).textContent ?? '';
}
