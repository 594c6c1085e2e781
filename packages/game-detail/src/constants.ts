/** SPEC §9 "like animation 800 ms": how long the like button plays its animation. */
export const LIKE_ANIMATION_MS = 800;

/** The human-verification action name of a game like. */
export const LIKE_VERIFICATION_ACTION = 'game_like';

/** Server HTML hooks of the like and dislike buttons (README.md). */
export const LIKE_ROOT = '[data-game-like]';
export const LIKE_BUTTON = '[data-game-like-type]';
export const LIKE_COUNT = '[data-game-like-count]';

/** SPEC §9 "request-game success message hides after 10 s". */
export const REQUEST_GAME_SUCCESS_MS = 10_000;
/** SPEC §2 "Modals": the request game modal, opened by this id. */
export const REQUEST_GAME_MODAL_ID = 'request-game';
/** The textarea's maximum when the page gives none (SPEC §5 "counter shows length/maxlength"). */
export const OTHER_INFORMATION_MAX_LENGTH = 500;
export const REQUEST_GAME_VERIFICATION_ACTION = 'request_game';

/** Server HTML hooks of the personal game list buttons (README.md). */
export const LIST_ROOT = '[data-game-list]';
export const LIST_ADD = '[data-game-list-add]';
export const LIST_REMOVE = '[data-game-list-remove]';
/** HTTP status of a call a visitor may not make: the session ended, so log in again. */
export const HTTP_UNAUTHORIZED = 401;

/** SPEC §9 "vote popover auto-close 2500 ms": how long the finish slide shows. */
export const VOTE_CLOSE_MS = 2500;
/** Server HTML hooks of the vote link (README.md). */
export const VOTE_LINK = '[data-vote-link]';
export const VOTE_MARK = '[data-vote-mark]';
