import { call, logFailedLoad } from '@casino/core';
import { content } from '@casino/api';
import {
  EXPANDABLE_SELECTOR,
  PAGINATION_SELECTOR,
  POPOVER_TRIGGER_SELECTOR,
  REDIRECT_SELECTOR,
  REPLY_LANGUAGE_SELECTOR,
  TABS_SELECTOR,
  createExpandablesHelper,
  createTabsHelper,
  enhanceLoaderButtons,
  enhanceSmoothScroll,
  watchTableOverflow,
} from '@casino/ui';
import { bindLive } from './live';
import type { LiveBinder } from './live';
import { onFirstSight } from './onFirstSight';
import {
  listenForModalOpeners,
  SERVER_FLASH_SELECTOR,
  SERVER_MODAL_SELECTOR,
} from './modalOpeners';

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
  // The helpers fewer pages use load when their hook first appears.
  const onDemand = [
    onFirstSight('popover', POPOVER_TRIGGER_SELECTOR, () =>
      import('./lazy/popovers').then((module) => module.helper),
    ),
    onFirstSight('pagination', PAGINATION_SELECTOR, () =>
      import('./lazy/pagination').then((module) => module.helper),
    ),
    onFirstSight('redirect', REDIRECT_SELECTOR, () =>
      import('./lazy/redirects').then((module) => module.helper),
    ),
    onFirstSight('reply translation', REPLY_LANGUAGE_SELECTOR, () =>
      import('./lazy/replyTranslation').then((module) => module.helper),
    ),
    onFirstSight('server modal', SERVER_MODAL_SELECTOR, () =>
      import('./lazy/serverModals').then((module) => module.helper),
    ),
    onFirstSight('flash message', SERVER_FLASH_SELECTOR, () =>
      import('./lazy/serverFlash').then((module) => module.helper),
    ),
    onFirstSight('slider', CAROUSEL_SELECTOR, () =>
      import('./lazy/carousels').then((module) => module.helper),
    ),
  ];
  const binders: LiveBinder[] = [
    { selector: TABS_SELECTOR, bind: tabs.setUp },
    { selector: EXPANDABLE_SELECTOR, bind: expandables.setUp },
    { selector: STICKY_TABLE_SELECTOR, bind: (table) => watchTableOverflow(table) },
    ...onDemand.map(({ binder }) => binder),
  ];
  const cleanups = [
    tabs.listen(doc),
    expandables.listen(doc),
    listenForModalOpeners(doc),
    enhanceLoaderButtons(doc),
    enhanceSmoothScroll(doc),
    bindLive(root, binders),
    ...onDemand.map(({ stop }) => stop),
  ];
  return () => cleanups.reverse().forEach((cleanup) => cleanup());
}
