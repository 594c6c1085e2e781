import { games } from '@casino/api';
import { db } from '../db';

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
