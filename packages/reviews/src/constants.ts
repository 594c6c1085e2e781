/** SPEC §9: an updated review is highlighted for 4 s. */
export const REVIEW_FLASH_MS = 4000;
/** SPEC §9: looking for the review to scroll to, every 250 ms ... */
export const REVIEW_SCROLL_RETRY_MS = 250;
/** ... for at most 2500 ms. */
export const REVIEW_SCROLL_MAX_MS = 2500;
/** SPEC §9: the like animation. */
export const LIKE_ANIMATION_MS = 800;
/** SPEC §9 like groups: counts 2 to 4 use one message, 5 or more another. */
export const LIKE_GROUP_FEW_MIN = 2;
export const LIKE_GROUP_FEW_MAX = 4;
export const LIKE_GROUP_MANY_MIN = 5;

/** The longest review text (the editor limit of SPEC §9: 5000 characters). */
export const REVIEW_TEXT_MAX_LENGTH = 5000;
/** SPEC §5: reply text has a page-given maximum; this one when the page gives none. */
export const DEFAULT_REPLY_MAX_LENGTH = 1000;

/** The hash that opens the review flow at the create step for the page's casino. */
export const REVIEW_HASH = '#review';

/**
 * Text typed or pasted past a field's maximum is kept up to this many characters more:
 * enough for the counter and the error to show it is too long, not so much that a
 * pasted book makes every keystroke slow (SPEC §5 counter and error past the maximum).
 */
export const TEXT_KEPT_BEYOND_MAX = 100;

/** A field's value with what lies beyond the kept overflow dropped. */
export function capText(value: string, max: number): string {
  const limit = max + TEXT_KEPT_BEYOND_MAX;
  return value.length > limit ? value.slice(0, limit) : value;
}
