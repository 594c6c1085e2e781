// The search components of SPEC §7, shared by the features that pick a thread, a country,
// a game or a casino (the forum, the review flow) and by the header search.
export { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from './constants';
export { useDebouncedSearch } from './useDebouncedSearch';
export type { DebouncedSearchOptions, DebouncedSearchState } from './useDebouncedSearch';
export {
  useComponentSearch,
  useCountrySearch,
  useGameSearch,
  useSearchList,
  useThreadSearch,
} from './components';
export type { SearchList } from './components';
export { SearchSelect } from './SearchSelect';
export type { SearchSelectOption, SearchSelectProps } from './SearchSelect';
export type { SearchSelectTexts } from './messages';
