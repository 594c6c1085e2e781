/**
 * The fake live channel (SPEC §7 "Websocket /ws") for the demo, Storybook and tests: an
 * in-page STOMP broker whose sockets look like a WebSocket to @stomp/stompjs. It knows
 * the frames a subscriber needs (CONNECT/STOMP, SUBSCRIBE, UNSUBSCRIBE, SEND, DISCONNECT
 * with its RECEIPT) and answers CONNECTED without heart-beats. The real channel (SockJS
 * in front of a STOMP broker) is what the end-to-end tests use.
 */
import { notifications } from '@casino/api';
import { createNotification } from './handlers/notifications';

export {
  NOTIFICATION_LOCALIZATIONS,
  NO_NOTIFICATIONS_IMAGE,
  createNotification,
  notificationWire,
  notificationsHandlers,
} from './handlers/notifications';

const CONNECTING = 0;
const OPEN = 1;
const CLOSING = 2;
const CLOSED = 3;

export interface StompFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

/** The frames in a chunk of STOMP text; heart-beats (bare end-of-lines) are skipped. */
export function parseFrames(chunk: string): StompFrame[] {
  const frames: StompFrame[] = [];
  for (const raw of chunk.split('\0')) {
    const text = raw.replace(/^[\r\n]+/, '');
    if (!text) continue;
    const split = text.indexOf('\n\n');
    const head = split === -1 ? text : text.slice(0, split);
    const body = split === -1 ? '' : text.slice(split + 2);
    const [command = '', ...lines] = head.split(/\r?\n/);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon);
      // STOMP: the first of repeated headers wins.
      if (colon > 0 && !(name in headers)) headers[name] = line.slice(colon + 1);
    }
    frames.push({ command, headers, body });
  }
  return frames;
}

export function stompFrame(command: string, headers: Record<string, string>, body = ''): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}:${value}`);
  return `${command}\n${lines.join('\n')}\n\n${body}\0`;
}

interface CloseEventLike {
  code: number;
  reason: string;
  wasClean: boolean;
}

/** One connection to the fake broker, shaped like the WebSocket @stomp/stompjs expects. */
export class FakeStompSocket {
  readyState = CONNECTING;
  binaryType = 'arraybuffer';
  onopen: ((event?: unknown) => unknown) | null = null;
  onclose: ((event?: CloseEventLike) => unknown) | null = null;
  onerror: ((event: unknown) => unknown) | null = null;
  onmessage: ((event: { data: string }) => unknown) | null = null;
  /** Subscription id → destination. */
  readonly subscriptions = new Map<string, string>();
  connected = false;

  constructor(
    private readonly broker: FakeStompBroker,
    readonly url: string,
  ) {
    queueMicrotask(() => {
      if (this.readyState !== CONNECTING) return;
      if (broker.down) {
        this.finish({ code: 1006, reason: 'The broker is down', wasClean: false });
        return;
      }
      this.readyState = OPEN;
      this.onopen?.({ type: 'open' });
    });
  }

  send(data: unknown): void {
    if (this.readyState !== OPEN) throw new Error('The fake socket is not open');
    for (const frame of parseFrames(String(data))) this.receive(frame);
  }

  close(): void {
    if (this.readyState === CLOSED || this.readyState === CLOSING) return;
    this.readyState = CLOSING;
    queueMicrotask(() => this.finish({ code: 1000, reason: '', wasClean: true }));
  }

  terminate(): void {
    this.close();
  }

  /** Ends the connection from the broker's side, as a crash or restart would. */
  drop(): void {
    if (this.readyState === CLOSED) return;
    this.readyState = CLOSING;
    queueMicrotask(() => this.finish({ code: 1006, reason: 'Connection lost', wasClean: false }));
  }

  /** Sends a MESSAGE to each subscription of this connection to `destination`. */
  deliver(destination: string, body: string, messageId: string): number {
    let delivered = 0;
    if (!this.connected) return delivered;
    for (const [id, subscribed] of this.subscriptions) {
      if (subscribed !== destination) continue;
      delivered += 1;
      this.push(
        stompFrame(
          'MESSAGE',
          {
            destination,
            subscription: id,
            'message-id': messageId,
            'content-type': 'application/json',
          },
          body,
        ),
      );
    }
    return delivered;
  }

  private receive(frame: StompFrame): void {
    switch (frame.command) {
      case 'CONNECT':
      case 'STOMP':
        this.connected = true;
        this.push(stompFrame('CONNECTED', { version: '1.2', 'heart-beat': '0,0', server: 'fake' }));
        break;
      case 'SUBSCRIBE':
        if (frame.headers.id && frame.headers.destination)
          this.subscriptions.set(frame.headers.id, frame.headers.destination);
        break;
      case 'UNSUBSCRIBE':
        if (frame.headers.id) this.subscriptions.delete(frame.headers.id);
        break;
      case 'SEND':
        if (frame.headers.destination) this.broker.publish(frame.headers.destination, frame.body);
        break;
      case 'DISCONNECT':
        this.connected = false;
        if (frame.headers.receipt)
          this.push(stompFrame('RECEIPT', { 'receipt-id': frame.headers.receipt }));
        queueMicrotask(() => this.close());
        break;
      default:
        break;
    }
  }

  private push(raw: string): void {
    queueMicrotask(() => {
      if (this.readyState === OPEN) this.onmessage?.({ data: raw });
    });
  }

  private finish(event: CloseEventLike): void {
    this.readyState = CLOSED;
    this.connected = false;
    this.subscriptions.clear();
    this.broker.forget(this);
    this.onclose?.(event);
  }
}

/** An in-page STOMP broker: sockets for the client, `publish` for the test or the demo. */
export class FakeStompBroker {
  private readonly sockets = new Set<FakeStompSocket>();
  private messages = 0;
  /** While down, new connections fail and nothing is delivered. */
  down = false;
  /** Every socket ever asked for, for tests that count connections. */
  opened = 0;

  /** The socket factory the notifications widget takes (`setLiveSocketFactory`). */
  readonly socket = (url: string): FakeStompSocket => {
    this.opened += 1;
    const socket = new FakeStompSocket(this, url);
    this.sockets.add(socket);
    return socket;
  };

  /** Sends `body` (JSON when not text) to every subscriber of `destination`; returns how many. */
  publish(destination: string, body: unknown): number {
    if (this.down) return 0;
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    this.messages += 1;
    let delivered = 0;
    for (const socket of this.sockets) {
      delivered += socket.deliver(destination, text, `fake-${this.messages}`);
    }
    return delivered;
  }

  /** The destinations someone is subscribed to now. */
  destinations(): string[] {
    const all = new Set<string>();
    for (const socket of this.sockets) {
      if (socket.connected) socket.subscriptions.forEach((destination) => all.add(destination));
    }
    return [...all];
  }

  /** Connections open now. */
  connections(): number {
    return [...this.sockets].filter((socket) => socket.readyState === OPEN).length;
  }

  /** Cuts every connection and refuses new ones until `up()`: a broker outage. */
  goDown(): void {
    this.down = true;
    for (const socket of this.sockets) socket.drop();
  }

  up(): void {
    this.down = false;
  }

  /** @internal a socket that closed */
  forget(socket: FakeStompSocket): void {
    this.sockets.delete(socket);
  }
}

/** The per-member queue the demo pages subscribe to: `/queue/notifications.{userId}`. */
const MEMBER_QUEUE = /^\/queue\/notifications\.(\d+)$/;
const TOURNAMENT_TOPIC = /^\/topic\/tournament\.(.+)$/;

export const LIVE_FEED_INTERVAL_MS = 20_000;

/** Brokers with a live feed running: notifications that calls make go out through them too. */
const feeding = new Set<FakeStompBroker>();

/** Sends a notification made by a call to the member's queue, live; returns how many got it. */
export function deliverLive(userId: number, notification: unknown): number {
  let delivered = 0;
  for (const broker of feeding)
    delivered += broker.publish(`/queue/notifications.${userId}`, notification);
  return delivered;
}

/**
 * Every `everyMs`: a new notification (stored in the fake database) for each member
 * subscribed to their queue, and a leaderboard update to each tournament topic.
 */
export function startLiveFeed(broker: FakeStompBroker, everyMs = LIVE_FEED_INTERVAL_MS) {
  feeding.add(broker);
  const timer = setInterval(() => {
    for (const destination of broker.destinations()) {
      const member = MEMBER_QUEUE.exec(destination);
      if (member) broker.publish(destination, createNotification(Number(member[1])));
      const tournament = TOURNAMENT_TOPIC.exec(destination);
      if (tournament) {
        broker.publish(destination, {
          type: notifications.LEADERBOARD_UPDATE_TYPE,
          tournamentId: tournament[1],
        });
      }
    }
  }, everyMs);
  return () => {
    clearInterval(timer);
    feeding.delete(broker);
  };
}

/**
 * The demo's live channel: a fake broker that the page's widgets use in place of `/ws`
 * (through `globalThis[LIVE_SOCKET_HOOK]`), with a feed of new notifications.
 */
export function installFakeLiveChannel(everyMs = LIVE_FEED_INTERVAL_MS) {
  const broker = new FakeStompBroker();
  const hooks = globalThis as Record<string, unknown>;
  hooks[notifications.LIVE_SOCKET_HOOK] = broker.socket;
  const stopFeed = startLiveFeed(broker, everyMs);
  return {
    broker,
    uninstall() {
      stopFeed();
      if (hooks[notifications.LIVE_SOCKET_HOOK] === broker.socket)
        delete hooks[notifications.LIVE_SOCKET_HOOK];
    },
  };
}
