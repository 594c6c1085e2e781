/** SPEC §9 "like animation 800 ms": how long the like button plays its animation. */
export const LIKE_ANIMATION_MS = 800;

/** The human-verification action name of a game like. */
export const LIKE_VERIFICATION_ACTION = 'game_like';

/** Server HTML hooks of the like and dislike buttons (README.md). */
export const LIKE_ROOT = '[data-game-like]';
export const LIKE_BUTTON = '[data-game-like-type]';
export const LIKE_COUNT = '[data-game-like-count]';
