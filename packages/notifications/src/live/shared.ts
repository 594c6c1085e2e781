/**
 * One live connection per page, however many widgets listen (reference counted): the
 * first listener opens it, the last one to leave closes it, and so does logging out
 * (core's `currentUser` becoming null). Messages are read once here: a
 * `game_leaderboard_update` becomes the `leaderboard:update` event, anything else goes to
 * the listeners of its destination as a notification.
 */
import { notifications as api } from '@casino/api';
import { currentUser, emit, reportError } from '@casino/core';
import type {} from '../events';
import { LiveConnection } from './connection';
import type { LiveConnectionOptions, LiveState } from './connection';

export interface LiveListener {
  /** The destinations this listener wants (the member's and a tournament's). */
  destinations: readonly string[];
  /** A message that is not a leaderboard update, parsed from JSON (not yet validated). */
  onNotification(message: unknown, destination: string): void;
  onStateChange?(state: LiveState): void;
}

export type SharedOptions = Omit<LiveConnectionOptions, 'onMessage' | 'onStateChange'>;

let connection: LiveConnection | null = null;
let stopWatchingUser: (() => void) | null = null;
const listeners = new Set<LiveListener>();

function dispatch(destination: string, body: string): void {
  let message: unknown;
  try {
    message = JSON.parse(body);
  } catch {
    reportError(`Live message on ${destination} is not JSON`);
    return;
  }
  const leaderboard = api.leaderboardUpdateMessage.safeParse(message);
  if (leaderboard.success) {
    emit('leaderboard:update', {
      destination,
      tournamentId: leaderboard.data.tournamentId ?? null,
      message: leaderboard.data,
    });
    return;
  }
  for (const listener of listeners) {
    if (listener.destinations.includes(destination)) listener.onNotification(message, destination);
  }
}

function syncSubscriptions(): void {
  if (!connection) return;
  const wanted = new Set([...listeners].flatMap((listener) => listener.destinations));
  for (const destination of connection.destinations) {
    if (!wanted.has(destination)) connection.unsubscribe(destination);
  }
  wanted.forEach((destination) => connection?.subscribe(destination));
}

/** Closes the page's connection and forgets every listener (logout, last listener gone). */
export function closeLive(): void {
  const closing = connection;
  connection = null;
  stopWatchingUser?.();
  stopWatchingUser = null;
  const left = [...listeners];
  listeners.clear();
  closing?.stop();
  left.forEach((listener) => listener.onStateChange?.('closed'));
}

/**
 * Starts listening; returns the function that stops. The options of the first listener
 * open the connection; later ones share it. A visitor (no member) never connects.
 */
export function listenLive(options: SharedOptions, listener: LiveListener): () => void {
  if (currentUser.peek() === null) return () => undefined;
  listeners.add(listener);
  if (!connection) {
    const opened = new LiveConnection({
      ...options,
      onMessage: dispatch,
      onStateChange: (state) => listeners.forEach((each) => each.onStateChange?.(state)),
    });
    connection = opened;
    stopWatchingUser = currentUser.subscribe((user) => {
      if (user === null) closeLive();
    });
    syncSubscriptions();
    opened.start();
  } else {
    syncSubscriptions();
  }
  listener.onStateChange?.(connection?.state ?? 'closed');
  let listening = true;
  return () => {
    if (!listening) return;
    listening = false;
    if (!listeners.delete(listener)) return;
    if (listeners.size === 0) closeLive();
    else syncSubscriptions();
  };
}

/** The page's connection, for tests and diagnostics. */
export function liveConnection(): LiveConnection | null {
  return connection;
}
