/**
 * Game actions: like (SPEC §3 "Game like", §7 `game/like2`), the game request, the
 * personal game list and the vote link (SPEC §3 "Vote item", §7).
 */
import * as z from 'zod/mini';
import { cachedEndpoint, defineEndpoint } from './endpoint';
import { anyResponse, codeMessage, text as textAnswer } from './schemas';

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

/**
 * SPEC §3 "Game request", §7 "POST {request game form action}": no body, the fields and
 * the human-verification token in the query; the answer's code 200 is a success.
 */
export const requestGameRequest = z.object({
  gameName: z.string().check(z.minLength(1)),
  gameProvider: z.string(),
  otherInformation: z.string(),
  recaptchaToken: z.string().check(z.minLength(1)),
});
export type RequestGameRequest = z.infer<typeof requestGameRequest>;

/** The form action the CMS renders by default (the demo's and the fake backend's). */
export const REQUEST_GAME_PATH = '/frontendService/game/request';

/** The request-game call to the form's action. */
export const requestGameAt = (action: string) =>
  cachedEndpoint(`request game ${action}`, () =>
    defineEndpoint({
      method: 'POST',
      path: action,
      encoding: 'query',
      request: requestGameRequest,
      response: codeMessage,
    }),
  );
export const requestGame = requestGameAt(REQUEST_GAME_PATH);

/** SPEC §7 `userGameSelection`: a GET with `gameId` adds to the list, a DELETE removes. */
export const gameSelectionRequest = z.object({ gameId: z.int().check(z.positive()) });
export const GAME_SELECTION_PATH = '/frontendService/userGameSelection';

export const addToGameList = defineEndpoint({
  method: 'GET',
  path: GAME_SELECTION_PATH,
  request: gameSelectionRequest,
  response: anyResponse,
});

/** SPEC §7: delete calls carry the authorization header. */
export const removeFromGameList = defineEndpoint({
  method: 'DELETE',
  path: GAME_SELECTION_PATH,
  encoding: 'query',
  authorized: true,
  request: gameSelectionRequest,
  response: anyResponse,
});

/** SPEC §3 "Vote item": the item and brand, and a review when the vote is about one. */
export const voteItemRequest = z.object({
  voteItemId: z.int().check(z.positive()),
  brandId: z.int(),
});

/** SPEC §7 `vote/bonus/countries`: no body; the answer is HTML of the working countries. */
export const voteCountries = defineEndpoint({
  method: 'POST',
  path: '/frontendService/vote/bonus/countries',
  encoding: 'query',
  text: true,
  request: voteItemRequest,
  response: textAnswer,
});

/** SPEC §3 "Vote response": code (200 = success), message, likeVote, dislikeVote. */
export const voteAnswer = z.looseObject({
  code: z.number(),
  message: z.optional(z.nullable(z.string())),
  likeVote: z.optional(z.nullable(z.boolean())),
  dislikeVote: z.optional(z.nullable(z.boolean())),
});
export type VoteAnswer = z.infer<typeof voteAnswer>;

/** The vote form's inputs beside the item: the option chosen, `LIKE` or `DISLIKE`. */
export const voteChoice = z.enum(['LIKE', 'DISLIKE']);
export type VoteChoice = z.infer<typeof voteChoice>;

export const voteSubmitRequest = z.object({
  voteItemId: z.int().check(z.positive()),
  brandId: z.int(),
  reviewId: z.optional(z.int().check(z.positive())),
  voteType: z.optional(z.string()),
  vote: z.optional(voteChoice),
});
export type VoteSubmitRequest = z.infer<typeof voteSubmitRequest>;

/** The vote form url the demo and the fake backend use. */
export const VOTE_FORM_PATH = '/frontendService/vote/game';

/** SPEC §7 "POST {vote form url}": the item plus the form's inputs, as a form body. */
export const voteSubmitAt = (url: string) =>
  cachedEndpoint(`vote ${url}`, () =>
    defineEndpoint({ method: 'POST', path: url, request: voteSubmitRequest, response: voteAnswer }),
  );

/** The same url with no body and the item in the query resets the vote (SPEC §4 "voted link"). */
export const voteResetAt = (url: string) =>
  cachedEndpoint(`vote reset ${url}`, () =>
    defineEndpoint({
      method: 'POST',
      path: url,
      encoding: 'query',
      request: voteItemRequest,
      response: voteAnswer,
    }),
  );
export const voteSubmit = voteSubmitAt(VOTE_FORM_PATH);
