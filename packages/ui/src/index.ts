// What leaves the package: the components a feature composes, with their props, and the
// helpers other packages import. Everything else stays inside ui (one folder per concern).
export {
  Dialog,
  lazyDialogContent,
  FLASH_MESSAGE_DELAY_MS,
  FlashMessage,
  enhanceFlashMessage,
  RELOAD_ON_CLOSE_MODALS,
  dialogStack,
  focusableIn,
  inertOutside,
  lockBodyScroll,
  pageReload,
  trapTab,
} from './dialog';
export type { DialogProps, FlashMessageProps, ServerFlash } from './dialog';
export {
  ACTIVE_TIME_STEP_MS,
  PENDING_DELAY_MS,
  SHOW_DELAY_MS,
  createMemoryStore,
  disableModal,
  getModalManager,
  isModalKind,
  isModalDisabled,
  readModalState,
  resetModalManager,
  useManagedModal,
} from './modal-manager';
export type { ManagedModalOptions, ModalKind, ModalSchedule } from './modal-manager';
export {
  TABS_SELECTOR,
  TAB_HASH_PARAM,
  TAB_INITIAL_JUMP_MS,
  Tabs,
  createTabsHelper,
  enhanceTabs,
  hashWithTab,
  readHashParam,
  tabIndexForKey,
} from './tabs';
export type { TabDefinition, TabsProps } from './tabs';
export {
  EXPANDABLE_SELECTOR,
  ExpandableBox,
  ExpandableGroup,
  createExpandablesHelper,
  enhanceExpandables,
} from './expandable';
export type { ExpandableBoxProps, ExpandableGroupProps } from './expandable';
export { LoaderButton, enhanceLoaderButtons } from './loader-button';
export { useCall } from './call';
export type { Call, CallAction, CallTexts } from './call';
export type { LoaderButtonProps } from './loader-button';
export { PAGINATION_SELECTOR, Pagination, enhancePagination, setUpPagination } from './pagination';
export type { PaginationProps } from './pagination';
export {
  SCROLL_OFFSET_PX,
  ScrollToTop,
  anchorTarget,
  enhanceSmoothScroll,
  scrollToElement,
} from './scroll';
export type { ScrollToTopProps } from './scroll';
export { StickyTable, enhanceStickyTables, watchTableOverflow } from './sticky-table';
export type { StickyTableProps } from './sticky-table';
export {
  POPOVER_TRIGGER_SELECTOR,
  Popover,
  PopoverPanel,
  SortPopover,
  Tooltip,
  bindPopoverTrigger,
  computePlacement,
  enhancePopovers,
} from './popover';
export type {
  PopoverPanelProps,
  PopoverProps,
  SortOption,
  Side,
  SortPopoverProps,
  TooltipProps,
} from './popover';
export {
  DESKTOP_MIN_WIDTH,
  PHONE_MAX_LONG_SIDE,
  TABLET_MAX_LONG_SIDE,
  TABLET_MIN_SHORT_SIDE,
  TABLET_MIN_WIDTH,
  WIDE_MIN_WIDTH,
  currentDeviceClass,
  deviceClass,
  isMobileViewport,
  isWideLayout,
  viewportKind,
  viewportWidth,
} from './breakpoints';
export type { DeviceClass, ScreenSize, ViewportKind } from './breakpoints';
export { REDIRECT_SELECTOR, RedirectButton, enhanceRedirects } from './redirect';
export {
  REPLY_LANGUAGE_SELECTOR,
  enhanceReplyTranslation,
  showRepliesIn,
} from './reply-translation';
export { REPLY_LANGUAGES, replyLanguageChoice } from './reply-language';
export type { ReplyLanguage } from './reply-language';
export type { RedirectButtonProps } from './redirect';
export { CAROUSEL_SLIDES_ADDED, Carousel, Lightbox, enhanceCarousels } from './carousel';
export type { CarouselProps, LightboxImage, LightboxProps } from './carousel';
export { EMOTICONS, EMOTICON_AFTER, EMOTICON_BEFORE, emoticonAlternation } from './emoji';
export { TouchPanel } from './touch-panel';
export type { TouchPanelProps } from './touch-panel';
export { Countdown } from './countdown';
export type { CountdownProps } from './countdown';
export { INFINITE_LOAD_MAX_AUTO_CLICKS, enhanceLoadMore, readParams } from './load-more';
export type { LoadMore, LoadMoreOptions } from './load-more';
export { cleanFragment, loadSanitizer, withCleanHtml, withSanitizer } from './sanitize/sanitizer';
export type { HtmlRules, Sanitizer, WithCleanHtml } from './sanitize/sanitizer';
export { HTML_POLICY, backendFragment, backendHtml, fragmentOf } from './sanitize/trusted';
export { cutPaste } from './text-field';
