/**
 * The messaging client on its own (`@casino/notifications/live`): STOMP over SockJS with
 * the reconnect schedule of SPEC §9, and the page's shared, reference-counted connection.
 * The bell loads this lazily; import it directly only where the live channel is needed.
 */
export {
  BUFFER_LIMIT,
  DEFAULT_KEEP_ALIVE_MS,
  LiveConnection,
  RECONNECT_BASE_MS,
  RECONNECT_MAX_MS,
  reconnectDelay,
} from './connection';
export type { LiveConnectionOptions, LiveState } from './connection';
export { closeLive, listenLive, liveConnection } from './shared';
export type { LiveListener, SharedOptions } from './shared';
export { CONNECT_TIMEOUT_MS, resolveSocketFactory, setLiveSocketFactory } from './socket';
export type { SocketFactory } from './socket';
