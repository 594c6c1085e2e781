// What leaves the package: the components a feature composes, with their props, and the
// helpers other packages import. Everything else stays inside ui (one folder per concern).
export { Dialog, FlashMessage, pageReload } from './dialog';
export type { DialogProps, FlashMessageProps } from './dialog';
export {
  PENDING_DELAY_MS,
  SHOW_DELAY_MS,
  createMemoryStore,
  disableModal,
  isModalDisabled,
  readModalState,
  resetModalManager,
  useManagedModal,
} from './modal-manager';
export type { ManagedModalOptions, ModalSchedule } from './modal-manager';
export { Tabs, enhanceTabs, tabIndexForKey } from './tabs';
export type { TabDefinition, TabsProps } from './tabs';
export { ExpandableBox, ExpandableGroup, enhanceExpandables } from './expandable';
export type { ExpandableBoxProps, ExpandableGroupProps } from './expandable';
export { LoaderButton, enhanceLoaderButtons, useAction } from './loader-button';
export type { LoaderButtonProps } from './loader-button';
export { Pagination, enhancePagination } from './pagination';
export type { PaginationProps } from './pagination';
export { ScrollToTop, enhanceSmoothScroll } from './scroll';
export type { ScrollToTopProps } from './scroll';
export { StickyTable, enhanceStickyTables } from './sticky-table';
export type { StickyTableProps } from './sticky-table';
export { Popover, SortPopover, Tooltip, enhancePopovers } from './popover';
export type { PopoverProps, SortOption, SortPopoverProps, TooltipProps } from './popover';
export { RedirectButton, enhanceRedirects } from './redirect';
export type { RedirectButtonProps } from './redirect';
export { Carousel, Lightbox, enhanceCarousels } from './carousel';
export type { CarouselProps, LightboxImage, LightboxProps } from './carousel';
export { TouchPanel } from './touch-panel';
export type { TouchPanelProps } from './touch-panel';
export { Countdown } from './countdown';
export type { CountdownProps } from './countdown';
export {
  INFINITE_LOAD_MARGIN_PX,
  INFINITE_LOAD_MAX_AUTO_CLICKS,
  enhanceLoadMore,
  readParams,
} from './load-more';
export type { LoadMore, LoadMoreOptions } from './load-more';
