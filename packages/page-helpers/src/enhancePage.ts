import { call, logFailedLoad } from '@casino/core';
import { content } from '@casino/api';
import {
  EXPANDABLE_SELECTOR,
  PAGINATION_SELECTOR,
  POPOVER_TRIGGER_SELECTOR,
  TABS_SELECTOR,
  bindPopoverTrigger,
  createExpandablesHelper,
  createTabsHelper,
  enhanceLoaderButtons,
  enhancePagination,
  enhanceRedirects,
  enhanceReplyTranslation,
  enhanceSmoothScroll,
  setUpPagination,
  watchTableOverflow,
} from '@casino/ui';
import { bindLive } from './live';
import type { LiveBinder } from './live';
import { createServerModals, SERVER_MODAL_SELECTOR } from './serverModals';

/** A lazy part of the page by its url (SPEC §7 lazy component); failures are logged once. */
async function loadPart(url: string | undefined, signal: AbortSignal): Promise<string> {
  if (!url) return '';
  try {
    return (await call(content.lazyComponent, { url }, { signal })).content;
  } catch (error) {
    // The tab or box keeps its server text (SPEC §8); the load-once store does not log again.
    logFailedLoad(`Lazy component ${url}`, error, signal);
    throw error;
  }
}

export const CAROUSEL_SELECTOR = '[data-carousel]';
export const STICKY_TABLE_SELECTOR = 'table[data-cw-sticky-table]';

/** Sliders bind as they arrive; their code (with swiper, the largest helper) is fetched then. */
const carousels: LiveBinder = {
  selector: CAROUSEL_SELECTOR,
  bind(element) {
    let release: (() => void) | undefined;
    let gone = false;
    void import('./carousels').then(({ enhanceCarousels }) => {
      if (!gone && element.isConnected) release = enhanceCarousels(element);
    });
    return () => {
      gone = true;
      release?.();
    };
  },
};

/**
 * Binds every interface helper to the `data-cw-*` hooks of the page's server HTML, also
 * HTML that arrives later (filter results, load-more pages, lazy panels, posts): clicks,
 * keys and input by delegation at the document; the set-up an element needs (ARIA, the
 * sticky table's resize watch, a slider, a popover's trigger) as it enters the page, let
 * go as it leaves. Returns the cleanup.
 */
export function enhancePage(root: HTMLElement = document.body): () => void {
  const doc = root.ownerDocument;
  const tabs = createTabsHelper({
    load: (_name, panel, signal) => loadPart(panel.dataset.cwTabLoad, signal),
  });
  const expandables = createExpandablesHelper({
    load: (box, signal) => loadPart(box.dataset.cwExpandableLoad, signal),
  });
  const modals = createServerModals();
  const binders: LiveBinder[] = [
    { selector: TABS_SELECTOR, bind: tabs.setUp },
    { selector: EXPANDABLE_SELECTOR, bind: expandables.setUp },
    { selector: POPOVER_TRIGGER_SELECTOR, bind: bindPopoverTrigger },
    { selector: STICKY_TABLE_SELECTOR, bind: (table) => watchTableOverflow(table) },
    { selector: PAGINATION_SELECTOR, bind: setUpPagination },
    { selector: SERVER_MODAL_SELECTOR, bind: modals.setUp },
    carousels,
  ];
  const cleanups = [
    tabs.listen(doc),
    expandables.listen(doc),
    modals.listen(doc),
    enhanceLoaderButtons(doc),
    enhancePagination(doc),
    enhanceSmoothScroll(doc),
    enhanceRedirects(doc),
    enhanceReplyTranslation(doc),
    bindLive(root, binders),
  ];
  return () => cleanups.reverse().forEach((cleanup) => cleanup());
}
