import { SEARCH_MIN_LENGTH } from '@casino/search-select';

/** SPEC §9: analytics item texts are cut to this many characters. */
export const ANALYTICS_TEXT_LENGTH = 20;

/**
 * The longest query the overlay keeps (SPEC is silent): a paste of a whole page is cut
 * here, so the search neither posts it nor echoes it back in its no-results text.
 */
export const SEARCH_QUERY_MAX_LENGTH = 200;

/** Whether a query is long enough to search (longer than 2 characters, trimmed). */
export const isSearchable = (query: string) => query.trim().length >= SEARCH_MIN_LENGTH;

/** SPEC §9: the text of a chosen item as analytics receives it (whitespace collapsed, 20 characters). */
export function analyticsText(text: string): string {
  return [...text.replace(/\s+/g, ' ').trim()].slice(0, ANALYTICS_TEXT_LENGTH).join('');
}
