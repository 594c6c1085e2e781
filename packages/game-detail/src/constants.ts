/** SPEC §9 "like animation 800 ms": how long the like button plays its animation. */
import { gamesHooks } from '@casino/api';

export const LIKE_ANIMATION_MS = 800;

/** The human-verification action name of a game like. */
export const LIKE_VERIFICATION_ACTION = 'game_like';

/** Server HTML hooks of the like and dislike buttons (README.md). */
export const LIKE_ROOT = `[${gamesHooks.gameLike}]`;
export const LIKE_BUTTON = `[${gamesHooks.gameLikeType}]`;
export const LIKE_COUNT = `[${gamesHooks.gameLikeCount}]`;

/** SPEC §9 "request-game success message hides after 10 s". */
export const REQUEST_GAME_SUCCESS_MS = 10_000;
/** SPEC §2 "Modals": the request game modal, opened by this id. */
export const REQUEST_GAME_MODAL_ID = 'request-game';
/** The textarea's maximum when the page gives none (SPEC §5 "counter shows length/maxlength"). */
export const OTHER_INFORMATION_MAX_LENGTH = 500;
/**
 * The game name's and the provider's maximum (SPEC gives none): the fields travel in the
 * request's query, where a pasted page of text makes the address too long to be sent.
 */
export const GAME_FIELD_MAX_LENGTH = 100;
export const REQUEST_GAME_VERIFICATION_ACTION = 'request_game';

/** Server HTML hooks of the personal game list buttons (README.md). */
export const LIST_ROOT = `[${gamesHooks.gameList}]`;
export const LIST_ADD = `[${gamesHooks.gameListAdd}]`;
export const LIST_REMOVE = `[${gamesHooks.gameListRemove}]`;
/** HTTP status of a call a visitor may not make: the login expired, so log in again. */
export const HTTP_UNAUTHORIZED = 401;

/** SPEC §9 "vote popover auto-close 2500 ms": how long the finish slide shows. */
export const VOTE_CLOSE_MS = 2500;
/** Server HTML hooks of the vote link (README.md). */
export const VOTE_LINK = `[${gamesHooks.voteLink}]`;
export const VOTE_MARK = `[${gamesHooks.voteMark}]`;

/** SPEC §2 "Game detail": the hashes the game page opens with. */
export const PAGE_HASHES = [
  'playGame',
  'enableAgeVerify',
  'review',
  'game-detail',
  'play-for-real',
] as const;
export type PageHash = (typeof PAGE_HASHES)[number];
/** The hash parameter of the mobile-only game detail route (`#game-detail&gameId=42`). */
export const GAME_ID_PARAM = 'gameId';
/** Server HTML hooks of the game page (README.md). */
export const HASH_TARGET = `[${gamesHooks.gameHash}]`;
export const GAME_STAGE = `[${gamesHooks.gameStage}]`;
export const GAME_PLAY = `[${gamesHooks.gamePlay}]`;
export const PLAY_FOR_REAL = `[${gamesHooks.playForReal}]`;
export const GAME_CAROUSEL = `[${gamesHooks.gameCarousel}]`;
export const GAME_CARD = `[${gamesHooks.gameCard}]`;
export const GAME_CARD_OPEN = `[${gamesHooks.gameCardOpen}]`;
export const GAME_CARD_DETAIL = `template[${gamesHooks.gameCardDetail}]`;
export const GAME_DETAIL_PANEL = `[${gamesHooks.gameDetailPanel}]`;
/** SPEC §2 "Game card types". */
export const CARD_TYPES = [
  'IFRAME',
  'IMAGE_GALLERY',
  'PREVIEW_VIDEO',
  'LIVE_STREAM',
  'GAMALYZE',
] as const;
export type CardType = (typeof CARD_TYPES)[number];
