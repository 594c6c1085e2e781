/**
 * The messaging client (SPEC §9 "Messaging client", §7 "Websocket /ws"): STOMP over a
 * SockJS socket, framework-free. One attempt at a time; when an attempt fails or a
 * connection drops, the next one waits `RECONNECT_BASE_MS`, doubling after every
 * failure up to `RECONNECT_MAX_MS`, and back to the base after a successful connect.
 * Every timer runs on core's `clock`, so tests drive the schedule with fake timers.
 */
import { Client } from '@stomp/stompjs';
import type { StompSubscription } from '@stomp/stompjs';
import { clock } from '../clock';
import { reportError } from '../errorLog';
import { CONNECT_TIMEOUT_MS, resolveSocketFactory } from './socket';
import type { SocketFactory } from './socket';
import type { LiveState } from '../liveChannel';

export type { LiveState };

/** SPEC §9: the messaging client's keep-alive (heart-beat) by default. */
export const DEFAULT_KEEP_ALIVE_MS = 60_000;
/** The first reconnect waits this long; each failure doubles it. */
export const RECONNECT_BASE_MS = 1_000;
/** SPEC §9: the reconnect interval doubles up to 128 s. */
export const RECONNECT_MAX_MS = 128_000;
/**
 * SPEC §9 "buffer 5000": frames published while the connection is down wait in a queue
 * of at most this many (the oldest dropped first) and go out after the next connect.
 * @stomp/stompjs keeps no such queue (its `publish` throws while disconnected), and
 * incoming messages need none: each is handed on as it arrives.
 */
export const BUFFER_LIMIT = 5_000;

export interface LiveConnectionOptions {
  /** The SockJS endpoint (or whatever the socket factory takes). */
  url: string;
  /** Heart-beat both ways; 0 turns it off. */
  keepAliveMs?: number;
  connectTimeoutMs?: number;
  reconnectBaseMs?: number;
  reconnectMaxMs?: number;
  bufferLimit?: number;
  /** The socket of each attempt; by default `resolveSocketFactory()` (SockJS). */
  socketFactory?: SocketFactory;
  /** Every MESSAGE of a subscribed destination, with its body as text. */
  onMessage(destination: string, body: string): void;
  onStateChange?(state: LiveState): void;
}

/** How long to wait before the next attempt after `failures` failures in a row (0-based). */
export function reconnectDelay(
  failures: number,
  base = RECONNECT_BASE_MS,
  max = RECONNECT_MAX_MS,
): number {
  return Math.min(base * 2 ** Math.max(0, failures), max);
}

type Timer = ReturnType<typeof clock.setTimeout>;

export class LiveConnection {
  private stateNow: LiveState = 'closed';
  private client: Client | null = null;
  /** Increases with every attempt; callbacks of an older attempt are ignored. */
  private attemptId = 0;
  private failures = 0;
  private everConnected = false;
  private running = false;
  private reconnectTimer: Timer | undefined;
  private connectTimer: Timer | undefined;
  private readonly subscriptions = new Map<string, StompSubscription | null>();
  private readonly outbox: { destination: string; body: string }[] = [];

  constructor(private readonly options: LiveConnectionOptions) {}

  get state(): LiveState {
    return this.stateNow;
  }

  /** Destinations subscribed now or on the next connect. */
  get destinations(): string[] {
    return [...this.subscriptions.keys()];
  }

  /** Frames waiting for a connection. */
  get buffered(): number {
    return this.outbox.length;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.attempt();
  }

  /** Closes for good (a DISCONNECT when connected); no reconnect follows. */
  stop(): void {
    if (!this.running) return;
    this.running = false;
    this.attemptId += 1;
    clock.clearTimeout(this.reconnectTimer);
    clock.clearTimeout(this.connectTimer);
    const client = this.client;
    this.client = null;
    for (const destination of this.subscriptions.keys()) this.subscriptions.set(destination, null);
    if (client) void client.deactivate().catch(() => undefined);
    this.setState('closed');
  }

  subscribe(destination: string): void {
    if (this.subscriptions.has(destination)) return;
    this.subscriptions.set(destination, null);
    if (this.client?.connected) this.subscribeNow(this.client, destination);
  }

  unsubscribe(destination: string): void {
    const subscription = this.subscriptions.get(destination);
    this.subscriptions.delete(destination);
    if (subscription && this.client?.connected) subscription.unsubscribe();
  }

  /** Sends a frame now, or after the next connect (see `BUFFER_LIMIT`). */
  publish(destination: string, body: string): void {
    if (this.client?.connected) {
      this.client.publish({ destination, body });
      return;
    }
    this.outbox.push({ destination, body });
    const limit = this.options.bufferLimit ?? BUFFER_LIMIT;
    if (this.outbox.length > limit) this.outbox.splice(0, this.outbox.length - limit);
  }

  private setState(next: LiveState): void {
    if (next === this.stateNow) return;
    this.stateNow = next;
    this.options.onStateChange?.(next);
  }

  private subscribeNow(client: Client, destination: string): void {
    const subscription = client.subscribe(destination, (message) =>
      this.options.onMessage(destination, message.body),
    );
    this.subscriptions.set(destination, subscription);
  }

  private async attempt(): Promise<void> {
    const id = ++this.attemptId;
    this.setState(this.everConnected || this.failures > 0 ? 'reconnecting' : 'connecting');
    let factory: SocketFactory;
    try {
      factory = this.options.socketFactory ?? (await resolveSocketFactory());
    } catch (error) {
      if (id !== this.attemptId) return;
      reportError(`Live channel unavailable: ${String(error)}`);
      this.retry();
      return;
    }
    if (id !== this.attemptId || !this.running) return;
    const keepAlive = this.options.keepAliveMs ?? DEFAULT_KEEP_ALIVE_MS;
    const client = new Client({
      webSocketFactory: () => factory(this.options.url),
      heartbeatIncoming: keepAlive,
      heartbeatOutgoing: keepAlive,
      // The reconnect schedule and the connect timeout are ours (on `clock`).
      reconnectDelay: 0,
      connectionTimeout: 0,
      onConnect: () => {
        if (id !== this.attemptId) return;
        clock.clearTimeout(this.connectTimer);
        this.failures = 0;
        this.everConnected = true;
        for (const destination of this.subscriptions.keys()) this.subscribeNow(client, destination);
        for (const frame of this.outbox.splice(0)) client.publish(frame);
        this.setState('connected');
      },
      onStompError: () => {
        // The broker closes after an ERROR frame; make sure the socket goes too.
        if (id === this.attemptId) client.forceDisconnect();
      },
      onWebSocketClose: () => {
        if (id !== this.attemptId) return;
        this.client = null;
        for (const destination of this.subscriptions.keys())
          this.subscriptions.set(destination, null);
        this.retry();
      },
    });
    this.client = client;
    const timeout = this.options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
    this.connectTimer = clock.setTimeout(() => {
      if (id !== this.attemptId || client.connected) return;
      // Given up: later callbacks of this attempt are ignored.
      this.attemptId += 1;
      this.client = null;
      void client.deactivate({ force: true }).catch(() => undefined);
      this.retry();
    }, timeout);
    client.activate();
  }

  private retry(): void {
    if (!this.running) return;
    clock.clearTimeout(this.connectTimer);
    clock.clearTimeout(this.reconnectTimer);
    const delay = reconnectDelay(
      this.failures,
      this.options.reconnectBaseMs ?? RECONNECT_BASE_MS,
      this.options.reconnectMaxMs ?? RECONNECT_MAX_MS,
    );
    this.failures += 1;
    this.setState('reconnecting');
    this.reconnectTimer = clock.setTimeout(() => void this.attempt(), delay);
  }
}
