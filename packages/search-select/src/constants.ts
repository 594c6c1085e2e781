import { search } from '@casino/api';

/** SPEC §4/§9: a search fires from this many characters (trimmed). */
export const SEARCH_MIN_LENGTH = search.SEARCH_MIN_QUERY_LENGTH;
/** SPEC §4/§9: the wait after the last keystroke before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 500;
/**
 * The country search fires from the first character: its list is short names that a
 * visitor picks by their first letters (a choice; SPEC §7 gives the call, not the length).
 */
export const COUNTRY_SEARCH_MIN_LENGTH = 1;
