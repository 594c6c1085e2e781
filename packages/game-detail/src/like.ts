import { call, errorText, getVerificationToken } from '@casino/core';
import { games } from '@casino/api';
import type { GameLikeType } from '@casino/api';
import { LIKE_VERIFICATION_ACTION } from './constants';
import { text } from './messages';

/** SPEC §3 "Game like": state none, LIKE or DISLIKE. */
export type LikeState = GameLikeType | 'NONE';

/** SPEC §4: clicking the active type clears it; clicking another sets it. */
export function nextLikeState(current: LikeState, clicked: GameLikeType): LikeState {
  return current === clicked ? 'NONE' : clicked;
}

export function readLikeState(value: string | undefined): LikeState {
  return value === 'LIKE' || value === 'DISLIKE' ? value : 'NONE';
}

export function readLikeType(value: string | undefined): GameLikeType | null {
  return value === 'LIKE' || value === 'DISLIKE' ? value : null;
}

export type LikeOutcome = { ok: true; numberOfLikes: number } | { ok: false; message: string };

/** SPEC §7 `game/like2` with a fresh human-verification token. */
export async function sendLike(
  itemId: number,
  brandId: number,
  type: GameLikeType,
  signal: AbortSignal,
): Promise<LikeOutcome> {
  try {
    const recaptchaToken = await getVerificationToken(LIKE_VERIFICATION_ACTION);
    const answer = await call(
      games.gameLike,
      { itemId, brandId, type, recaptchaToken },
      { signal },
    );
    return { ok: true, numberOfLikes: answer.numberOfLikes };
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, message: errorText(error, text.likeFailed(), text.networkError()) };
  }
}
