export { filtersWidget } from './filtersWidget';
export { Filters } from './Filters';
export { filtersProps } from './props';
export type { FiltersProps } from './props';
export {
  INFINITE_LOAD_MARGIN_PX,
  INFINITE_LOAD_MAX_AUTO_CLICKS,
  ListController,
  MENU_HISTORY_KEY,
  SORT_COOKIE_DAYS,
  sortCookieName,
} from './controller';
export type { GroupStatus, ListStatus } from './controller';
export { hashToState, stateToHash, toRequest } from './state';
export type { FilterState } from './state';
