import { HttpResponse } from 'msw';
import { CODE_FORM_ERROR, CODE_LOGIN_REQUIRED, CODE_OK, games } from '@casino/api';
import { db, sessionUser } from '../store/db';
import { handle } from '../handle';
import { activeScenario } from '../scenarios';
import { VOTE_COUNTRIES } from '../fixtures/gamePage';
import { escapeHtml } from '../markup/html';

/** The business code of a refused game request or vote in the fake backend's scenarios. */
export const GAME_PAGE_REFUSED = 4020;

export const GAME_PAGE_MESSAGES = {
  requested: 'Thank you: we will look for this game and add it soon.',
  requestRefused: 'We cannot take game requests at the moment. Please try again tomorrow.',
  nameMissing: 'Please tell us the name of the game.',
  voted: 'Thank you for your vote.',
  voteRefused: 'Voting is closed for this game.',
  reset: 'Your vote is removed.',
  unknownGame: 'This game does not exist.',
  loginRequired: 'Please log in to keep a list of games.',
} as const;

const unknownGame = () =>
  HttpResponse.json({ code: 404, message: GAME_PAGE_MESSAGES.unknownGame }, { status: 404 });

const findGame = (id: number) => db.games.find((candidate) => candidate.id === id);

const voteMarks = (voteItemId: number) => ({
  likeVote: db.gamePage.votes[voteItemId] === 'LIKE',
  dislikeVote: db.gamePage.votes[voteItemId] === 'DISLIKE',
});

/** A visitor has no list: the server answers as for any member-only call. */
function listOwner(): number | Response {
  const user = sessionUser();
  if (user) return user.id;
  return HttpResponse.json(
    { code: CODE_LOGIN_REQUIRED, message: GAME_PAGE_MESSAGES.loginRequired },
    { status: 401 },
  );
}

/**
 * SPEC §4 "Game like": the type clicked clears the visitor's like or dislike when it is
 * the current one and sets it otherwise; the answer is the game's number of likes.
 */
export const gamesHandlers = [
  handle(games.gameLike, ({ itemId, type }) => {
    const game = findGame(itemId);
    if (!game) return unknownGame();
    if (game.visitorLike === 'LIKE') game.likes -= 1;
    if (game.visitorLike === type) delete game.visitorLike;
    else game.visitorLike = type;
    if (game.visitorLike === 'LIKE') game.likes += 1;
    return { numberOfLikes: game.likes };
  }),
  handle(games.requestGame, ({ gameName, gameProvider, otherInformation }) => {
    if (activeScenario()?.fault.kind === 'game-request-refused')
      return { code: GAME_PAGE_REFUSED, message: GAME_PAGE_MESSAGES.requestRefused };
    if (!gameName.trim()) return { code: CODE_FORM_ERROR, message: GAME_PAGE_MESSAGES.nameMissing };
    db.gamePage.requests.push({ gameName, gameProvider, otherInformation });
    return { code: CODE_OK, message: GAME_PAGE_MESSAGES.requested };
  }),
  handle(games.addToGameList, ({ gameId }) => {
    const owner = listOwner();
    if (owner instanceof Response) return owner;
    if (!findGame(gameId)) return unknownGame();
    const list = (db.gamePage.lists[owner] ??= []);
    if (!list.includes(gameId)) list.push(gameId);
    return { code: CODE_OK };
  }),
  handle(games.removeFromGameList, ({ gameId }) => {
    const owner = listOwner();
    if (owner instanceof Response) return owner;
    const list = db.gamePage.lists[owner] ?? [];
    db.gamePage.lists[owner] = list.filter((id) => id !== gameId);
    return { code: CODE_OK };
  }),
  handle(games.voteCountries, ({ voteItemId }) => {
    if (!findGame(voteItemId)) return unknownGame();
    return `<ul class="vote-countries">${VOTE_COUNTRIES.map((name) => `<li>${escapeHtml(name)}</li>`).join('')}</ul>`;
  }),
  // One url: a form body with the answer votes; no answer (the query alone) resets it.
  handle(games.voteSubmit, ({ voteItemId, vote }) => {
    if (!findGame(voteItemId)) return unknownGame();
    if (activeScenario()?.fault.kind === 'vote-refused')
      return {
        code: GAME_PAGE_REFUSED,
        message: GAME_PAGE_MESSAGES.voteRefused,
        ...voteMarks(voteItemId),
      };
    if (vote) db.gamePage.votes[voteItemId] = vote;
    else delete db.gamePage.votes[voteItemId];
    const message = vote ? GAME_PAGE_MESSAGES.voted : GAME_PAGE_MESSAGES.reset;
    return { code: CODE_OK, message, ...voteMarks(voteItemId) };
  }),
];
