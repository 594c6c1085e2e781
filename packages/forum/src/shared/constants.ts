/** The forum thread widget's figures (SPEC §9) and its choices where SPEC is silent. */

/** SPEC §9 "post flash highlight 4 s": a post scrolled to, or just posted, is highlighted. */
export const POST_FLASH_MS = 4000;
/**
 * Where a member's unsent text is kept (core's storage helper), then the member's id and
 * the place: `forum:draft:{userId}:thread:{threadId}`, `…:edit:{postId}`, `…:new-thread`.
 */
export const DRAFT_KEY_PREFIX = 'forum:draft:';
/** A draft nobody came back to is dropped after this many days. */
export const DRAFT_DAYS = 30;
/** The quoted post's text shown above the reply box is cut after this many characters. */
export const QUOTE_PREVIEW_CHARACTERS = 140;
/** The hash parameter (`#post=12`) and anchor prefix (`#post-12`) of a post. */
export const POST_HASH_PARAM = 'post';
export const POST_ANCHOR_PREFIX = 'post-';
/** SPEC §2: the hash `add-screenshot` scrolls to the reply box. */
export const ADD_SCREENSHOT_HASH = 'add-screenshot';

/** SPEC §2 Forum: the start-thread modal opens when the hash holds `discuss=true`. */
export const DISCUSS_HASH_PARAM = 'discuss';
export const DISCUSS_HASH_VALUE = 'true';
/**
 * The poll's option rows shown at least (an emptied row is removed only above this): a
 * poll needs two options, so two rows are there from the start.
 */
export const POLL_MIN_OPTION_ROWS = 2;

/**
 * The rich-text editor's toolbar buttons (`@casino/editor`'s toolbar): the plain field
 * before the editor holds as many empty places, so that its frame wraps as the toolbar
 * does (the editor is a chunk of its own, not imported for a count).
 */
export const EDITOR_TOOLS = 10;
