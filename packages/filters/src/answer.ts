import { CAROUSEL_SLIDES_ADDED, backendFragment } from '@casino/ui';
import type { lists } from '@casino/api';
import { listsHooks, pageHooks } from '@casino/api';
import { text } from './messages';
import type { FilterState } from './state';

/**
 * Writes a results answer's parts other than the cards into the list page: total, tab
 * counts, active filter chips and the filtering explanation, top filter pills, presets,
 * the open groups' fresh options and the sort. Every part is built as nodes (labels from
 * the answer are text); a part equal to what is shown is not written again, so a change
 * relays out only what changed.
 */
export function renderAnswer(
  root: HTMLElement,
  panel: HTMLElement | null,
  answer: lists.ListResults,
  state: FilterState,
): void {
  const total = root.querySelector(`[${pageHooks.totalResults}]`);
  if (total) setText(total, answer.totalResults.label);
  const counts = new Map(answer.tabFacets.map((facet) => [facet.tab, facet.count]));
  root.querySelectorAll<HTMLElement>(`[${listsHooks.listTab}]`).forEach((tab) => {
    const count = tab.querySelector(`[${listsHooks.tabCount}]`);
    const name = tab.dataset.listTab ?? '';
    if (count && counts.has(name)) setText(count, String(counts.get(name)));
  });

  const chips = root.querySelector(`[${listsHooks.activeFilters}]`);
  if (chips) {
    const explanation = answer.casinoFilteringExplanation;
    const key = [answer.activeFilters, explanation, answer.activeFilters.map(removeLabel)];
    replaceIfChanged(chips, key, () => [
      ...answer.activeFilters.map(chip),
      ...(explanation ? [explanationNode(explanation)] : []),
    ]);
  }
  const top = root.querySelector<HTMLElement>(`[${listsHooks.listTopFilters}]`);
  if (top) replaceIfChanged(top, answer.filterTop, () => answer.filterTop.map(pill));
  const presets = root.querySelector(`[${listsHooks.listPresets}]`);
  if (presets)
    replaceIfChanged(presets, answer.presetFilters, () => answer.presetFilters.map(preset));

  const sliders = root.querySelector(`[${listsHooks.listCarousels}]`);
  if (sliders) replaceIfChanged(sliders, answer.carousels, () => answer.carousels.map(slider));

  for (const group of answer.filter) {
    const body = panel
      ?.querySelector(`[${listsHooks.filterGroup}="${CSS.escape(group.name)}"]`)
      ?.querySelector(`[${listsHooks.filterGroupBody}]`);
    // The options are the server's HTML (trusted, like the page itself).
    if (body) replaceIfChanged(body, group.value, () => [backendFragment(group.value)]);
  }
  const select = sortSelect(root);
  if (select) {
    if (answer.overrideSort) select.value = answer.overrideSort.value;
    else if (typeof state.sort_by === 'string') select.value = state.sort_by;
  }
  syncTabs(root, state);
}

export const sortSelect = (root: Element) =>
  root.querySelector<HTMLSelectElement>(`select[${listsHooks.listSort}]`);

/** Shows the state in the page's own controls (tabs, sort) before the answer comes. */
export function syncControls(root: HTMLElement, state: FilterState): void {
  const select = sortSelect(root);
  if (select && typeof state.sort_by === 'string') select.value = state.sort_by;
  syncTabs(root, state);
}

function syncTabs(root: HTMLElement, state: FilterState): void {
  const tabs = [...root.querySelectorAll<HTMLElement>(`[${listsHooks.listTab}]`)];
  const current = typeof state.tab === 'string' ? state.tab : tabs[0]?.dataset.listTab;
  tabs.forEach((tab) => {
    const selected = String(tab.dataset.listTab === current);
    if (tab.getAttribute('aria-selected') !== selected) tab.setAttribute('aria-selected', selected);
  });
}

/**
 * A game slider of the answer, in the markup the server writes in `[data-list-carousels]`
 * (the page helpers bind it as a slider as it enters the page). `content` is the server's
 * HTML: the slides' box (the slider's track) and the GET link to the next slides.
 */
function slider(carousel: lists.ListCarousel): HTMLElement {
  const section = document.createElement('section');
  section.className = 'cg-list-carousel';
  section.dataset.listCarousel = carousel.id;
  section.dataset.carousel = 'game';
  section.setAttribute('aria-label', carousel.title);
  const title = document.createElement('h2');
  title.textContent = carousel.title;
  const viewport = document.createElement('div');
  viewport.dataset.carouselViewport = '';
  viewport.append(backendFragment(carousel.content));
  section.append(title, viewport);
  return section;
}

/** After a load more into a slider: its new slides are bound with the others. */
export function slidesAdded(root: HTMLElement): void {
  root.querySelectorAll(`[${listsHooks.listCarousel}]`).forEach((slider) => {
    slider.dispatchEvent(new Event(CAROUSEL_SLIDES_ADDED));
  });
}

const removeLabel = (item: lists.ListResults['activeFilters'][number]) =>
  text.removeFilter(item.label);

function button(className: string, label: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.textContent = label;
  return element;
}

function chip(item: lists.ListResults['activeFilters'][number]): HTMLButtonElement {
  const element = button('cw-filters__chip', `${item.label} `);
  element.dataset.removeFilter = '';
  element.dataset.filterName = item.name;
  element.dataset.filterValue = item.value;
  element.setAttribute('aria-label', removeLabel(item));
  const cross = document.createElement('span');
  cross.setAttribute('aria-hidden', 'true');
  cross.textContent = '×';
  element.append(cross);
  return element;
}

function explanationNode(
  explanation: NonNullable<lists.ListResults['casinoFilteringExplanation']>,
): HTMLElement {
  const element = document.createElement('p');
  element.className = 'cw-filters__explanation';
  element.dataset.filteringExplanation = '';
  const title = document.createElement('strong');
  title.textContent = explanation.title;
  element.append(title, ` ${explanation.text}`);
  return element;
}

function pill(item: lists.ListResults['filterTop'][number]): HTMLButtonElement {
  const element = button('cw-filters__pill', `${item.label} `);
  element.dataset.topFilter = '';
  element.dataset.filterName = item.name;
  element.dataset.filterValue = item.value;
  element.setAttribute('aria-pressed', String(item.active));
  const count = document.createElement('span');
  count.textContent = String(item.count);
  element.append(count);
  return element;
}

function preset(item: lists.ListResults['presetFilters'][number]): HTMLButtonElement {
  const element = button('cw-filters__preset', item.label);
  element.dataset.preset = item.id;
  element.dataset.presetParams = JSON.stringify(item.params);
  element.setAttribute('aria-pressed', String(item.active));
  return element;
}

/** What each container last got from this widget, to skip an equal rewrite. */
const shown = new WeakMap<Element, string>();
function replaceIfChanged(element: Element, data: unknown, build: () => Node[]): void {
  const key = JSON.stringify(data);
  if (shown.get(element) === key) return;
  element.replaceChildren(...build());
  shown.set(element, key);
}

/** Sets an element's text only when it changes (an equal text would still be laid out anew). */
function setText(element: Element, value: string): void {
  if (element.textContent !== value) element.textContent = value;
}
