import type { IStompSocket } from '@stomp/stompjs';
import { notifications as api } from '@casino/api';

/** Makes the socket of one connection attempt to `url` (a SockJS endpoint by default). */
export type SocketFactory = (url: string) => IStompSocket;

/** SPEC §7: the connect timeout of the live channel. */
export const CONNECT_TIMEOUT_MS = 5_000;

let injected: SocketFactory | null = null;

/**
 * Replaces the socket of the live channel (tests, Storybook: a fake broker); null goes
 * back to the default. Takes effect at the next connection attempt.
 */
export function setLiveSocketFactory(factory: SocketFactory | null): void {
  injected = factory;
}

/**
 * The socket factory to use now: one set with `setLiveSocketFactory`, else one the page
 * supplies as `globalThis[LIVE_SOCKET_HOOK]` (the demo's fake backend), else SockJS,
 * loaded on first use so visitors and the bell's first paint never download it.
 */
export async function resolveSocketFactory(): Promise<SocketFactory> {
  if (injected) return injected;
  const fromPage = (globalThis as Record<string, unknown>)[api.LIVE_SOCKET_HOOK];
  if (typeof fromPage === 'function') return fromPage as SocketFactory;
  const { default: SockJS } = await import('sockjs-client');
  return (url) =>
    new SockJS(new URL(url, document.baseURI).href, undefined, {
      timeout: CONNECT_TIMEOUT_MS,
    }) as unknown as IStompSocket;
}
