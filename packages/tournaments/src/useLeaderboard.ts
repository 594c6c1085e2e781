import { useEffect, useState } from 'react';
import { tournaments } from '@casino/api';
import type { Leaderboard } from '@casino/api';
import { call, logFailedLoad, on } from '@casino/core';
import type {} from './events';

interface Result {
  /** The request this answers: the update count when it was sent. */
  key: number;
  board: Leaderboard | null;
  failed: boolean;
}

export interface LeaderboardState {
  board: Leaderboard | null;
  loading: boolean;
  /** The last load failed; `board` is then the one before, if any. */
  failed: boolean;
}

/** An update for this tournament, or for every tournament (no id in the message). */
const concerns = (tournamentId: number, updated: string | number | null) =>
  updated === null || String(updated) === String(tournamentId);

/**
 * A tournament's leaderboard while `shown`: loaded when it shows and again on each
 * `leaderboard:update` for the tournament (SPEC §7). An update while it is not shown
 * needs no call: the next showing loads it fresh anyway. A failed load is logged
 * (SPEC §8) and keeps the standings shown before.
 */
export function useLeaderboard(tournamentId: number, shown: boolean): LeaderboardState {
  const [updates, setUpdates] = useState(0);
  const [result, setResult] = useState<Result | null>(null);

  useEffect(
    () =>
      on('leaderboard:update', (update) => {
        if (concerns(tournamentId, update.tournamentId)) setUpdates((count) => count + 1);
      }),
    [tournamentId],
  );

  useEffect(() => {
    if (!shown) return;
    const controller = new AbortController();
    const key = updates;
    call(tournaments.tournamentLeaderboard, { tournamentId }, { signal: controller.signal }).then(
      (board) => setResult({ key, board, failed: false }),
      (error: unknown) => {
        if (logFailedLoad(`Tournament ${tournamentId} leaderboard`, error, controller.signal))
          setResult((before) => ({ key, board: before?.board ?? null, failed: true }));
      },
    );
    return () => controller.abort();
  }, [tournamentId, shown, updates]);

  return {
    board: result?.board ?? null,
    loading: shown && result?.key !== updates,
    failed: result?.failed ?? false,
  };
}
