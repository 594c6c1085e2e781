import { HttpResponse } from 'msw';
import { games } from '@casino/api';
import { db } from '../db';
import { handle } from '../handle';

/**
 * SPEC §4 "Game like": the type clicked clears the visitor's like or dislike when it is
 * the current one and sets it otherwise; the answer is the game's number of likes.
 */
export const gamesHandlers = [
  handle(games.gameLike, ({ itemId, type }) => {
    const game = db.games.find((candidate) => candidate.id === itemId);
    if (!game)
      return HttpResponse.json(
        { code: 404, message: 'This game does not exist.' },
        { status: 404 },
      );
    if (game.visitorLike === 'LIKE') game.likes -= 1;
    if (game.visitorLike === type) delete game.visitorLike;
    else game.visitorLike = type;
    if (game.visitorLike === 'LIKE') game.likes += 1;
    return { numberOfLikes: game.likes };
  }),
];
