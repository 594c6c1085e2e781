import * as z from 'zod/mini';
import { BRAND_ID, games } from '@casino/api';
import { LIKE_ROOT, OTHER_INFORMATION_MAX_LENGTH, REQUEST_GAME_MODAL_ID } from './constants';

export const gameLikeProps = z.object({
  /** SPEC §9 "brandId 1". */
  brandId: z._default(z.int(), BRAND_ID),
  /** The buttons' root: the one around the placeholder, else the first on the page that matches. */
  root: z._default(z.string().check(z.minLength(1)), LIKE_ROOT),
});

export type GameLikeProps = z.output<typeof gameLikeProps>;

export const requestGameProps = z.object({
  /** The modal's id: openers elsewhere use `data-cw-open-modal="{modalId}"`. */
  modalId: z._default(z.string().check(z.minLength(1)), REQUEST_GAME_MODAL_ID),
  /** The form action the CMS renders (SPEC §7 "POST {request game form action}"). */
  action: z._default(z.string().check(z.regex(/^\/[^/]/)), games.REQUEST_GAME_PATH),
  /** The textarea's maximum length (SPEC §5), shown by its counter. */
  maxLength: z._default(z.int().check(z.positive()), OTHER_INFORMATION_MAX_LENGTH),
  /** The opener button's label; empty for none (the page has its own openers). */
  openLabel: z.optional(z.string()),
});

export type RequestGameProps = z.output<typeof requestGameProps>;

export const gameVoteProps = z.object({
  /** SPEC §9 "brandId 1". */
  brandId: z._default(z.int(), BRAND_ID),
});

export type GameVoteProps = z.output<typeof gameVoteProps>;
