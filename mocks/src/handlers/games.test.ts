import { games } from '@casino/api';
import { db, signInAs } from '../store/db';
import { setScenario } from '../scenarios';
import { GAME_PAGE_MESSAGES, GAME_PAGE_REFUSED } from './games';

async function like(itemId: number, type: string) {
  const query = new URLSearchParams({
    itemId: String(itemId),
    brandId: '1',
    type,
    recaptchaToken: 't',
  });
  const response = await fetch(new URL(`${games.gameLike.path}?${query}`, document.baseURI), {
    method: 'POST',
  });
  return { status: response.status, answer: (await response.json()) as unknown };
}

describe('game like', () => {
  it('sets a like, clears it with a second like, and swaps it for a dislike', async () => {
    const start = db.games[0]!.likes;
    expect((await like(1, 'LIKE')).answer).toEqual({ numberOfLikes: start + 1 });
    expect(db.games[0]!.visitorLike).toBe('LIKE');
    expect((await like(1, 'LIKE')).answer).toEqual({ numberOfLikes: start });
    expect(db.games[0]!.visitorLike).toBeUndefined();
    await like(1, 'LIKE');
    expect((await like(1, 'DISLIKE')).answer).toEqual({ numberOfLikes: start });
    expect(db.games[0]!.visitorLike).toBe('DISLIKE');
    expect((await like(1, 'DISLIKE')).answer).toEqual({ numberOfLikes: start });
    expect(db.games[0]!.visitorLike).toBeUndefined();
  });

  it('answers 404 for an unknown game and 400 for an unknown type', async () => {
    expect((await like(99999, 'LIKE')).status).toBe(404);
    expect((await like(1, 'LOVE')).status).toBe(400);
  });
});

async function send(
  path: string,
  method: string,
  query: Record<string, string>,
  body?: string,
  authorization?: string,
) {
  const url = new URL(`${path}?${new URLSearchParams(query)}`, document.baseURI);
  const headers = new Headers(authorization ? { Authorization: authorization } : {});
  const init: RequestInit = { method, headers };
  if (body !== undefined) {
    init.body = body;
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
  }
  const response = await fetch(url, init);
  const answer = response.headers.get('Content-Type')?.includes('json')
    ? ((await response.json()) as Record<string, unknown>)
    : await response.text();
  return { status: response.status, answer };
}

describe('game request', () => {
  const fields = { gameProvider: 'NetEnt', otherInformation: '', recaptchaToken: 't' };
  it('keeps a named request and refuses an empty name or in its scenario', async () => {
    const ok = await send(games.requestGame.path, 'POST', { gameName: 'Starburst', ...fields });
    expect(ok.answer).toMatchObject({ code: 200, message: GAME_PAGE_MESSAGES.requested });
    expect(db.gamePage.requests).toEqual([
      { gameName: 'Starburst', gameProvider: 'NetEnt', otherInformation: '' },
    ]);
    const blank = await send(games.requestGame.path, 'POST', { gameName: ' ', ...fields });
    expect(blank.answer).toMatchObject({ code: 8200 });
    setScenario('game-request-refused');
    const refused = await send(games.requestGame.path, 'POST', {
      gameName: 'Starburst',
      ...fields,
    });
    expect(refused.answer).toMatchObject({ code: GAME_PAGE_REFUSED });
    expect(db.gamePage.requests).toHaveLength(1);
  });
});

describe('personal game list', () => {
  it('adds and removes for a member and answers 401 to a visitor', async () => {
    expect((await send(games.GAME_SELECTION_PATH, 'GET', { gameId: '5' })).status).toBe(401);
    signInAs(2);
    await send(games.GAME_SELECTION_PATH, 'GET', { gameId: '5' });
    await send(games.GAME_SELECTION_PATH, 'GET', { gameId: '5' });
    expect(db.gamePage.lists[2]).toEqual([5]);
    // SPEC §7: a delete carries the page's authorization header; without it nothing goes.
    await send(games.GAME_SELECTION_PATH, 'DELETE', { gameId: '5' });
    expect(db.gamePage.lists[2]).toEqual([5]);
    await send(games.GAME_SELECTION_PATH, 'DELETE', { gameId: '5' }, undefined, 'Bearer t');
    expect(db.gamePage.lists[2]).toEqual([]);
    expect((await send(games.GAME_SELECTION_PATH, 'GET', { gameId: '99999' })).status).toBe(404);
  });
});

describe('vote', () => {
  const item = { voteItemId: '1', brandId: '1' };
  it('answers the working countries, keeps a vote, resets it without an answer', async () => {
    const countries = await send(games.voteCountries.path, 'POST', item);
    expect(countries.answer).toContain('<li>United Kingdom</li>');
    const voted = await send(
      games.VOTE_FORM_PATH,
      'POST',
      {},
      'voteItemId=1&brandId=1&vote=DISLIKE',
    );
    expect(voted.answer).toMatchObject({ code: 200, likeVote: false, dislikeVote: true });
    const reset = await send(games.VOTE_FORM_PATH, 'POST', item);
    expect(reset.answer).toMatchObject({ code: 200, likeVote: false, dislikeVote: false });
    setScenario('vote-refused');
    const refused = await send(
      games.VOTE_FORM_PATH,
      'POST',
      {},
      'voteItemId=1&brandId=1&vote=LIKE',
    );
    expect(refused.answer).toMatchObject({ code: GAME_PAGE_REFUSED, likeVote: false });
    expect(db.gamePage.votes).toEqual({});
  });
});
