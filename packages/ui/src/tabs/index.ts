export { Tabs } from './Tabs';
export type { TabDefinition, TabsProps } from './Tabs';
export { createTabsHelper, enhanceTabs } from './enhanceTabs';
export { TABS_SELECTOR } from './hooks';
export type { EnhanceTabsOptions, TabsHelper } from './enhanceTabs';
export {
  TAB_HASH_PARAM,
  TAB_INITIAL_JUMP_MS,
  hashWithTab,
  readHashParam,
  tabFromHash,
  writeTabToHash,
} from './hash';
export { tabIndexForKey } from './keyboard';
export type { TabsOrientation } from './keyboard';
export { createLoadOnce } from './loadOnce';
export type { OnceLoadEntry, OnceLoadFn, OnceLoadStatus, OnceLoadStore } from './loadOnce';
export { LazyContent, isTrustedHtml } from './LazyContent';
export type { LazyContentValue, TrustedHtml } from './LazyContent';
