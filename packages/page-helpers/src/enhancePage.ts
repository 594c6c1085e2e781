import {
  EXPANDABLE_SELECTOR,
  PAGINATION_SELECTOR,
  POPOVER_TRIGGER_SELECTOR,
  REDIRECT_SELECTOR,
  REPLY_LANGUAGE_SELECTOR,
  TABS_SELECTOR,
  enhanceLoaderButtons,
  enhanceSmoothScroll,
} from '@casino/ui';
import { pageHooks } from '@casino/api';
import { bindLive } from './live';
import type { LiveBinder } from './live';
import { onFirstSight } from './onFirstSight';
import {
  listenForModalOpeners,
  SERVER_FLASH_SELECTOR,
  SERVER_MODAL_SELECTOR,
} from './modalOpeners';

export const CAROUSEL_SELECTOR = `[${pageHooks.carousel}]`;
export const STICKY_TABLE_SELECTOR = `table[${pageHooks.cwStickyTable}]`;
/**
 * Tabs, expandable boxes and sticky tables: the page's sections, set up by one helper.
 * Those marked `data-cw-owner` are bound by the widget it names (the casino page's tabs).
 */
const SECTIONS_SELECTOR = `${TABS_SELECTOR}:not([${pageHooks.cwOwner}]), ${EXPANDABLE_SELECTOR}:not([${pageHooks.cwOwner}]), ${STICKY_TABLE_SELECTOR}`;

/**
 * Binds every interface helper to the `data-cw-*` hooks of the page's server HTML, also
 * HTML that arrives later (filter results, load-more pages, lazy panels, posts): clicks,
 * keys and input by delegation at the document; the set-up an element needs (ARIA, the
 * sticky table's resize watch, a slider, a popover's trigger) as it enters the page, let
 * go as it leaves. Returns the cleanup.
 */
export function enhancePage(root: HTMLElement = document.body): () => void {
  const doc = root.ownerDocument;
  // Every helper but the page-wide listeners loads when its hook first appears: a page
  // pays only for the helpers its HTML uses.
  const onDemand = [
    onFirstSight('tabs and boxes', SECTIONS_SELECTOR, () =>
      import('./lazy/sections').then((module) => module.createHelper()),
    ),
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
  const binders: LiveBinder[] = onDemand.map(({ binder }) => binder);
  const cleanups = [
    listenForModalOpeners(doc),
    enhanceLoaderButtons(doc),
    enhanceSmoothScroll(doc),
    bindLive(root, binders),
    ...onDemand.map(({ stop }) => stop),
  ];
  return () => cleanups.reverse().forEach((cleanup) => cleanup());
}
