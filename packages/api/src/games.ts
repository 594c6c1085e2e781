/**
 * Game actions (SPEC §3 "Game like", §4 "Game like", §7 `POST /frontendService/game/like2`).
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';

/** SPEC §9 "brandId 1". */
export const BRAND_ID = 1;

export const gameLikeType = z.enum(['LIKE', 'DISLIKE']);
export type GameLikeType = z.infer<typeof gameLikeType>;

export const gameLikeRequest = z.object({
  itemId: z.int().check(z.positive()),
  brandId: z.int(),
  /** The type clicked: the server clears it when it is the visitor's current one, else sets it. */
  type: gameLikeType,
  recaptchaToken: z.string().check(z.minLength(1)),
});
export type GameLikeRequest = z.infer<typeof gameLikeRequest>;

export const gameLikeAnswer = z.looseObject({
  numberOfLikes: z.int().check(z.minimum(0)),
});

/** A POST with its fields in the query and no body. */
export const gameLike = defineEndpoint({
  method: 'POST',
  path: '/frontendService/game/like2',
  encoding: 'query',
  request: gameLikeRequest,
  response: gameLikeAnswer,
});
