import {
  EXPANDABLE_SELECTOR,
  TABS_SELECTOR,
  createExpandablesHelper,
  createTabsHelper,
  watchTableOverflow,
} from '@casino/ui';
import { loadPart } from '../lazyPart';
import type { LoadedHelper } from '../onFirstSight';

/**
 * Tabs, expandable boxes and sticky tables: loaded on pages whose HTML has one (an article
 * or a forum thread has none). A fresh helper per page binding, so its state is its own.
 */
export function createHelper(): LoadedHelper {
  const tabs = createTabsHelper({
    load: (_name, panel, signal) => loadPart(panel.dataset.cwTabLoad, signal),
  });
  const expandables = createExpandablesHelper({
    load: (box, signal) => loadPart(box.dataset.cwExpandableLoad, signal),
  });
  return {
    listen(doc) {
      const stops = [tabs.listen(doc), expandables.listen(doc)];
      return () => stops.forEach((stop) => stop());
    },
    bind(element) {
      if (element.matches(TABS_SELECTOR)) return tabs.setUp(element);
      if (element.matches(EXPANDABLE_SELECTOR)) return expandables.setUp(element);
      return watchTableOverflow(element);
    },
  };
}
