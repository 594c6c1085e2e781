export { resolveTrigger } from './breakpoints';
export type { TriggerMode, TriggerModes } from './breakpoints';
export { ARROW_EDGE_PADDING, POPOVER_OFFSET, VIEWPORT_MARGIN, computePlacement } from './placement';
export type { Box, Placement, PlacementInput, Side } from './placement';
export {
  HOVER_CLOSE_DELAY_MS,
  HOVER_PREVIEW_MS,
  POPOVER_DEFAULTS,
  SECONDARY_TOOLTIP_MAX_WIDTH,
  TOOLTIP_DEFAULT_TRIGGER,
  createPopover,
} from './controller';
export type { PopoverController, PopoverKind, PopoverOptions, PopoverTheme } from './controller';
export { bindPopoverTrigger, enhancePopovers } from './enhance';
export { POPOVER_SELECTOR, POPOVER_TRIGGER_SELECTOR, TOOLTIP_SELECTOR } from './hooks';
export { Popover, PopoverPanel } from './Popover';
export type { PopoverPanelProps, PopoverProps } from './Popover';
export { Tooltip } from './Tooltip';
export type { TooltipProps } from './Tooltip';
export { SortPopover } from './SortPopover';
export type { SortOption, SortPopoverProps } from './SortPopover';
export { SORT_CHANGE_EVENT, emitSortChange } from './sortEvent';
