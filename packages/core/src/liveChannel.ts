/**
 * The page's live channel (SPEC §7 "Websocket /ws", §9 messaging client), as any widget
 * sees it: `listenLive` asks for destinations and hears their messages. The STOMP and
 * SockJS code is a chunk of its own (`./live/`), loaded by the first listener: a page
 * where nothing listens never downloads it.
 */
import { reportError } from './errorLog';

/** The channel's SockJS endpoint by default (SPEC §7 `/ws`), relative to the page. */
export const LIVE_SOCKET_URL = '/ws';
/** SPEC §7 "keepalive 300": the product channel's heart-beat, in seconds. */
export const LIVE_KEEP_ALIVE_SECONDS = 300;

export type LiveState = 'connecting' | 'connected' | 'reconnecting' | 'closed';

export interface LiveOptions {
  /** The SockJS endpoint (`LIVE_SOCKET_URL`). */
  url: string;
  /** Heart-beat both ways; 0 turns it off. */
  keepAliveMs?: number;
}

export interface LiveListener {
  /** The destinations this listener wants (a member's queue, a tournament's topic). */
  destinations: readonly string[];
  /**
   * Listens only for a logged-in member: a visitor's is ignored, and logging out ends it.
   * Without it anyone listens (a tournament's public topic).
   */
  member?: boolean;
  /**
   * A message that is not a leaderboard update, parsed from JSON (not yet validated). A
   * `game_leaderboard_update` becomes core's `leaderboard:update` event instead, once
   * for every listener.
   */
  onNotification?(message: unknown, destination: string): void;
  onStateChange?(state: LiveState): void;
}

/**
 * Starts listening; returns the function that stops. One connection per page, however
 * many widgets listen: the first listener's options open it, the last one to leave
 * closes it.
 */
export function listenLive(options: LiveOptions, listener: LiveListener): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  import('./live/shared').then(
    ({ listen }) => {
      if (!stopped) stop = listen(options, listener);
    },
    (error: unknown) => reportError(`Live channel not loaded: ${String(error)}`),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
