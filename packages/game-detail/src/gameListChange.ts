import { RequestError, call } from '@casino/core';
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
    const failure = error instanceof RequestError ? error : null;
    return {
      ok: false,
      login: failure?.status === HTTP_UNAUTHORIZED,
      message:
        failure?.serverMessage ??
        (failure?.kind === 'network' ? text.networkError() : text.listFailed()),
    };
  }
}
