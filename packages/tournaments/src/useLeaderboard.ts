import { useEffect, useState } from 'react';
import { tournaments } from '@casino/api';
import type { Leaderboard } from '@casino/api';
import type { notifications } from '@casino/api';
import { LIVE_KEEP_ALIVE_SECONDS, call, listenLive, logFailedLoad, on } from '@casino/core';

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

/** The live channel a card follows while its leaderboard shows. */
export interface LiveFollow {
  /** The SockJS endpoint. */
  url: string;
  /** This tournament's STOMP destination. */
  destination: string;
  /** The destinations of every card of the widget. */
  followed: ReadonlySet<string>;
}

/**
 * An update for this tournament: its id, or without an id, one on this tournament's
 * destination, or on one that no card follows (a page-wide tournament channel).
 */
function concerns(
  tournamentId: number,
  destination: string | undefined,
  followed: ReadonlySet<string> | undefined,
  update: notifications.LeaderboardUpdate,
): boolean {
  if (update.tournamentId !== null) return String(update.tournamentId) === String(tournamentId);
  return update.destination === destination || !followed?.has(update.destination);
}

/**
 * A tournament's leaderboard while `shown`: loaded when it shows and again on each
 * `leaderboard:update` for the tournament (SPEC §7). While it shows, the card listens to
 * its destination on the page's live channel (for a visitor too). An update while it is
 * not shown needs no call nor subscription: the next showing loads it fresh anyway. A
 * failed load is logged (SPEC §8) and keeps the standings shown before.
 */
export function useLeaderboard(
  tournamentId: number,
  shown: boolean,
  live: LiveFollow | null,
): LeaderboardState {
  const [updates, setUpdates] = useState(0);
  const [result, setResult] = useState<Result | null>(null);
  const url = live?.url;
  const destination = live?.destination;
  const followed = live?.followed;

  useEffect(
    () =>
      on('leaderboard:update', (update) => {
        if (concerns(tournamentId, destination, followed, update)) setUpdates((count) => count + 1);
      }),
    [tournamentId, destination, followed],
  );

  useEffect(() => {
    if (!shown || !url || !destination) return;
    return listenLive(
      { url, keepAliveMs: LIVE_KEEP_ALIVE_SECONDS * 1000 },
      { destinations: [destination] },
    );
  }, [shown, url, destination]);

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
