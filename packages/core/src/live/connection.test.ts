import { FakeStompBroker, parseFrames } from '@casino/mocks';
import {
  BUFFER_LIMIT,
  DEFAULT_KEEP_ALIVE_MS,
  LiveConnection,
  RECONNECT_BASE_MS,
  RECONNECT_MAX_MS,
  reconnectDelay,
} from './connection';
import type { LiveConnectionOptions, LiveState } from './connection';
import { CONNECT_TIMEOUT_MS } from './socket';

/** Lets the socket's and the client's promise jobs run at the current fake time. */
const settle = () => vi.advanceTimersByTimeAsync(0);

let broker: FakeStompBroker;
let connection: LiveConnection | undefined;

function connect(options: Partial<LiveConnectionOptions> = {}) {
  const states: LiveState[] = [];
  const messages: [string, string][] = [];
  connection = new LiveConnection({
    url: '/ws',
    socketFactory: broker.socket,
    onMessage: (destination, body) => messages.push([destination, body]),
    onStateChange: (state) => states.push(state),
    ...options,
  });
  connection.start();
  return { connection, states, messages };
}

beforeEach(() => {
  vi.useFakeTimers();
  broker = new FakeStompBroker();
});
afterEach(() => {
  connection?.stop();
  connection = undefined;
  vi.useRealTimers();
});

describe('reconnectDelay', () => {
  it('doubles from the base and stops at 128 s', () => {
    expect(RECONNECT_MAX_MS).toBe(128_000);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map((failures) => reconnectDelay(failures))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 128_000, 128_000, 128_000,
    ]);
    expect(reconnectDelay(3, 500, 3_000)).toBe(3_000);
  });
});

describe('LiveConnection', () => {
  it('connects, subscribes and hands on messages', async () => {
    const { connection, states, messages } = connect();
    connection.subscribe('/queue/notifications.1');
    await settle();
    expect(connection.state).toBe('connected');
    expect(states).toEqual(['connecting', 'connected']);
    expect(broker.destinations()).toEqual(['/queue/notifications.1']);
    broker.publish('/queue/notifications.1', '{"id":1}');
    broker.publish('/topic/other', '{"id":2}');
    await settle();
    expect(messages).toEqual([['/queue/notifications.1', '{"id":1}']]);
  });

  it('asks for the keep-alive as STOMP heart-beats: 60 s by default, or as given', async () => {
    const connects: string[] = [];
    const watching = (url: string) => {
      const socket = broker.socket(url);
      const send = socket.send.bind(socket);
      socket.send = (data: unknown) => {
        parseFrames(String(data))
          .filter((frame) => frame.command === 'CONNECT')
          .forEach((frame) => connects.push(frame.headers['heart-beat']!));
        send(data);
      };
      return socket;
    };
    connect({ socketFactory: watching });
    await settle();
    connection!.stop();
    connect({ socketFactory: watching, keepAliveMs: 300_000 });
    await settle();
    expect(DEFAULT_KEEP_ALIVE_MS).toBe(60_000);
    expect(connects).toEqual(['60000,60000', '300000,300000']);
  });

  it('retries with the interval doubling from the base up to 128 s', async () => {
    broker.goDown();
    const { connection } = connect();
    await settle();
    expect(broker.opened).toBe(1);
    expect(connection.state).toBe('reconnecting');
    const expected = [1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 128_000];
    for (const [index, delay] of expected.entries()) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(broker.opened).toBe(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(broker.opened).toBe(index + 2);
    }
  });

  it('starts again from the base after a successful connect', async () => {
    broker.goDown();
    const { connection } = connect();
    await settle();
    await vi.advanceTimersByTimeAsync(RECONNECT_BASE_MS + 2_000 + 4_000);
    expect(broker.opened).toBe(4);
    broker.up();
    await vi.advanceTimersByTimeAsync(8_000);
    expect(connection.state).toBe('connected');
    expect(broker.opened).toBe(5);

    broker.goDown();
    await settle();
    expect(connection.state).toBe('reconnecting');
    broker.up();
    await vi.advanceTimersByTimeAsync(RECONNECT_BASE_MS - 1);
    expect(broker.opened).toBe(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(broker.opened).toBe(6);
    expect(connection.state).toBe('connected');
  });

  it('subscribes again after reconnecting', async () => {
    const { connection, messages } = connect();
    connection.subscribe('/queue/notifications.1');
    connection.subscribe('/topic/tournament.42');
    await settle();
    broker.goDown();
    await settle();
    broker.up();
    await vi.advanceTimersByTimeAsync(RECONNECT_BASE_MS);
    expect(broker.destinations().sort()).toEqual([
      '/queue/notifications.1',
      '/topic/tournament.42',
    ]);
    broker.publish('/topic/tournament.42', '{}');
    await settle();
    expect(messages).toEqual([['/topic/tournament.42', '{}']]);
  });

  it('gives an attempt up after the 5 s connect timeout and tries again', async () => {
    const sockets: { readyState: number }[] = [];
    const silent = (url: string) => {
      const socket = {
        url,
        readyState: 0,
        onopen: null,
        onclose: null,
        onerror: null,
        onmessage: null,
        send: () => undefined,
        close() {
          this.readyState = 3;
        },
      };
      sockets.push(socket);
      return socket;
    };
    const { connection } = connect({ socketFactory: silent });
    await settle();
    expect(sockets).toHaveLength(1);
    expect(CONNECT_TIMEOUT_MS).toBe(5_000);
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS - 1);
    expect(connection.state).toBe('connecting');
    await vi.advanceTimersByTimeAsync(1);
    expect(connection.state).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(RECONNECT_BASE_MS);
    expect(sockets).toHaveLength(2);
  });

  it('stops for good: no reconnect after stop', async () => {
    const { connection, states } = connect();
    await settle();
    connection.stop();
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS * 2);
    expect(broker.opened).toBe(1);
    expect(broker.connections()).toBe(0);
    expect(states.at(-1)).toBe('closed');
  });

  it('keeps what is published while down, up to the buffer limit, and sends it on connect', async () => {
    broker.goDown();
    const { connection, messages } = connect({ bufferLimit: 3 });
    connection.subscribe('/topic/echo');
    await settle();
    for (let index = 1; index <= 5; index += 1) connection.publish('/topic/echo', `m${index}`);
    expect(connection.buffered).toBe(3);
    broker.up();
    await vi.advanceTimersByTimeAsync(RECONNECT_BASE_MS);
    await settle();
    expect(connection.buffered).toBe(0);
    expect(messages.map(([, body]) => body)).toEqual(['m3', 'm4', 'm5']);
    expect(BUFFER_LIMIT).toBe(5_000);
  });
});
