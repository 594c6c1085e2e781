export { searchWidget } from './search';
export { SearchOverlay, SearchPanel } from './SearchOverlay';
export { searchProps } from './props';
export type { SearchProps } from './props';
export {
  ANALYTICS_TEXT_LENGTH,
  READ_MORE_STEP,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  analyticsText,
  isSearchable,
} from './constants';
export type { SearchSelectEvent } from './events';
export { useDebouncedSearch } from './useDebouncedSearch';
export type { DebouncedSearchOptions, DebouncedSearchState } from './useDebouncedSearch';
export {
  countrySearchParams,
  gameSearchParams,
  searchComponentParams,
  threadSearchParams,
  useComponentSearch,
  useCountrySearch,
  useGameSearch,
  useSearchList,
  useThreadSearch,
} from './components';
export type { SearchList } from './components';
export { SearchSelect } from './SearchSelect';
export type { SearchSelectOption, SearchSelectProps } from './SearchSelect';
