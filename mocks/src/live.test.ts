import { db } from './store/db';
import { FakeStompBroker, installFakeLiveChannel, parseFrames, stompFrame } from './live';

/** A socket of the broker driven by hand: connected, with the frames it received. */
async function client(broker: FakeStompBroker) {
  const socket = broker.socket('/ws');
  const frames: ReturnType<typeof parseFrames> = [];
  socket.onmessage = ({ data }) => frames.push(...parseFrames(data));
  await vi.waitFor(() => expect(socket.readyState).toBe(1));
  socket.send(stompFrame('CONNECT', { 'accept-version': '1.2', 'heart-beat': '0,0' }));
  await vi.waitFor(() => expect(frames.map((frame) => frame.command)).toContain('CONNECTED'));
  return { socket, frames };
}

describe('parseFrames', () => {
  it('reads frames, skips heart-beats and keeps the first of repeated headers', () => {
    expect(
      parseFrames('\n\nSEND\ndestination:/a\ndestination:/b\n\nbody\0\nMESSAGE\n\n\0'),
    ).toEqual([
      { command: 'SEND', headers: { destination: '/a' }, body: 'body' },
      { command: 'MESSAGE', headers: {}, body: '' },
    ]);
  });
});

describe('FakeStompBroker', () => {
  it('delivers to subscribers of the destination only, and SEND from a client too', async () => {
    const broker = new FakeStompBroker();
    const one = await client(broker);
    const two = await client(broker);
    one.socket.send(
      stompFrame('SUBSCRIBE', { id: 'sub-0', destination: '/queue/notifications.1' }),
    );
    two.socket.send(stompFrame('SUBSCRIBE', { id: 'sub-0', destination: '/topic/tournament.42' }));
    expect(broker.destinations().sort()).toEqual([
      '/queue/notifications.1',
      '/topic/tournament.42',
    ]);
    expect(broker.publish('/queue/notifications.1', { id: 1 })).toBe(1);
    two.socket.send(stompFrame('SEND', { destination: '/queue/notifications.1' }, '{"id":2}'));
    await vi.waitFor(() =>
      expect(one.frames.filter((frame) => frame.command === 'MESSAGE').map((f) => f.body)).toEqual([
        '{"id":1}',
        '{"id":2}',
      ]),
    );
    expect(one.frames.at(-1)?.headers).toMatchObject({
      destination: '/queue/notifications.1',
      subscription: 'sub-0',
    });
    expect(two.frames.some((frame) => frame.command === 'MESSAGE')).toBe(false);
  });

  it('answers DISCONNECT with its receipt and closes', async () => {
    const broker = new FakeStompBroker();
    const { socket, frames } = await client(broker);
    const closed = vi.fn();
    socket.onclose = closed;
    socket.send(stompFrame('DISCONNECT', { receipt: 'close-1' }));
    await vi.waitFor(() => expect(closed).toHaveBeenCalled());
    expect(frames.at(-1)).toMatchObject({
      command: 'RECEIPT',
      headers: { 'receipt-id': 'close-1' },
    });
    expect(broker.connections()).toBe(0);
  });

  it('drops every connection when it goes down and refuses new ones until up', async () => {
    const broker = new FakeStompBroker();
    const { socket } = await client(broker);
    const closed = vi.fn();
    socket.onclose = closed;
    broker.goDown();
    await vi.waitFor(() =>
      expect(closed).toHaveBeenCalledWith(expect.objectContaining({ code: 1006 })),
    );
    const refused = broker.socket('/ws');
    const refusedClose = vi.fn();
    refused.onclose = refusedClose;
    await vi.waitFor(() => expect(refusedClose).toHaveBeenCalled());
    broker.up();
    await client(broker);
    expect(broker.connections()).toBe(1);
  });
});

describe('installFakeLiveChannel', () => {
  afterEach(() => vi.useRealTimers());

  it('stands in for /ws and feeds each subscribed member a stored notification', async () => {
    vi.useFakeTimers();
    const channel = installFakeLiveChannel(1000);
    onTestFinished(channel.uninstall);
    expect((globalThis as Record<string, unknown>).casinoLiveSocket).toBe(channel.broker.socket);
    const { socket, frames } = await (async () => {
      const pending = client(channel.broker);
      await vi.advanceTimersByTimeAsync(0);
      return pending;
    })();
    socket.send(stompFrame('SUBSCRIBE', { id: 's', destination: '/queue/notifications.1' }));
    socket.send(stompFrame('SUBSCRIBE', { id: 't', destination: '/topic/tournament.7' }));
    const before = db.notifications.length;
    await vi.advanceTimersByTimeAsync(1000);
    const messages = frames.filter((frame) => frame.command === 'MESSAGE');
    expect(messages).toHaveLength(2);
    const notification = JSON.parse(messages.find((m) => m.headers.subscription === 's')!.body);
    expect(db.notifications).toHaveLength(before + 1);
    expect(db.notifications.at(-1)).toMatchObject({ id: notification.id, userId: 1 });
    expect(JSON.parse(messages.find((m) => m.headers.subscription === 't')!.body)).toEqual({
      type: 'game_leaderboard_update',
      tournamentId: '7',
    });
    channel.uninstall();
    expect((globalThis as Record<string, unknown>).casinoLiveSocket).toBeUndefined();
  });
});
