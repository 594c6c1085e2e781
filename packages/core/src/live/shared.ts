/**
 * One live connection per page, however many widgets listen (reference counted): the
 * first listener opens it, the last one to leave closes it. A member's listener (the
 * bell) is ignored for a visitor and ends when the member logs out (core's `currentUser`
 * becoming null); the others (the tournaments' public topics) go on. Messages are read
 * once here: a `game_leaderboard_update` becomes the `leaderboard:update` event, anything
 * else goes to the listeners of its destination as a notification.
 */
import { notifications as api } from '@casino/api';
import { reportError } from '../errorLog';
import { emit } from '../events';
import { currentUser } from '../user';
import type { LiveListener, LiveOptions } from '../liveChannel';
import { LiveConnection } from './connection';

export { setLiveSocketFactory } from './socket';

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
    if (listener.destinations.includes(destination))
      listener.onNotification?.(message, destination);
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

function remove(listener: LiveListener): void {
  if (!listeners.delete(listener)) return;
  if (listeners.size === 0) closeLive();
  else syncSubscriptions();
}

/** Logging out ends the member's listeners; the connection goes on if others remain. */
function onUserChange(user: unknown): void {
  if (user !== null) return;
  const members = [...listeners].filter((listener) => listener.member);
  members.forEach(remove);
  members.forEach((listener) => listener.onStateChange?.('closed'));
}

/** Closes the page's connection and forgets every listener (last listener gone, tests). */
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

/** `listenLive` of core, once this chunk has loaded. */
export function listen(options: LiveOptions, listener: LiveListener): () => void {
  if (listener.member && currentUser.peek() === null) return () => undefined;
  listeners.add(listener);
  if (!connection) {
    const opened = new LiveConnection({
      ...options,
      onMessage: dispatch,
      onStateChange: (state) => listeners.forEach((each) => each.onStateChange?.(state)),
    });
    connection = opened;
    stopWatchingUser = currentUser.subscribe(onUserChange);
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
    remove(listener);
  };
}

/** The page's connection, for tests and diagnostics. */
export function liveConnection(): LiveConnection | null {
  return connection;
}
