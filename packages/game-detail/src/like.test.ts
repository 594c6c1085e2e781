import { nextLikeState, readLikeState } from './like';

describe('nextLikeState', () => {
  it('clears the active type and sets another', () => {
    expect(nextLikeState('NONE', 'LIKE')).toBe('LIKE');
    expect(nextLikeState('LIKE', 'LIKE')).toBe('NONE');
    expect(nextLikeState('LIKE', 'DISLIKE')).toBe('DISLIKE');
    expect(nextLikeState('DISLIKE', 'DISLIKE')).toBe('NONE');
    expect(nextLikeState('DISLIKE', 'LIKE')).toBe('LIKE');
  });

  it('reads an unknown server state as none', () => {
    expect(readLikeState('LIKE')).toBe('LIKE');
    expect(readLikeState('')).toBe('NONE');
    expect(readLikeState('LOVE')).toBe('NONE');
    expect(readLikeState(undefined)).toBe('NONE');
  });
});
