import { RequestError, call, errorText } from '@casino/core';
import { games } from '@casino/api';
import { HTTP_UNAUTHORIZED } from './constants';
import { text } from './messages';

export type ListOutcome = { ok: true } | { ok: false; login: boolean; message: string };

/** SPEC §7 `userGameSelection`: GET with `gameId` adds, DELETE removes. */
export async function changeGameList(
  gameId: number,
  add: boolean,
  signal: AbortSignal,
): Promise<ListOutcome> {
  try {
    await call(add ? games.addToGameList : games.removeFromGameList, { gameId }, { signal });
    return { ok: true };
  } catch (error) {
    if (signal.aborted) throw error;
    return {
      ok: false,
      login: error instanceof RequestError && error.status === HTTP_UNAUTHORIZED,
      message: errorText(error, text.listFailed(), text.networkError()),
    };
  }
}
