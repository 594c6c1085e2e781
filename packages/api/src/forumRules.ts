/**
 * The forum's text rules, shared by the widgets (counting before sending) and the fake
 * backend (refusing with 8200): SPEC §5 "Forum thread", "Screenshot upload", "Reply text
 * maximum", §9 "Limits". The counting itself is in `forumWords.ts`: the widgets' pages need
 * these figures at once, the counting only once a member writes.
 */

/** SPEC §5: a thread's title needs at least this many words. */
export const THREAD_TITLE_MIN_WORDS = 3;
/** SPEC §5: a thread's first post needs at least this many words. */
export const FIRST_POST_MIN_WORDS = 5;
/**
 * SPEC §5 "Reply text has a page-given maximum": the forum's pages give the editor's
 * limit of SPEC §9 (5000 characters), counted on the text without its markup.
 */
export const FORUM_POST_MAX_CHARACTERS = 5000;
/** SPEC §9: images one post may hold (the editor's limit). */
export const FORUM_POST_MAX_IMAGES = 5;
/** SPEC §3 Winning screenshot: bet and win sizes are rounded to this many decimals. */
export const WINNING_SIZE_DECIMALS = 2;
