import { FakeStompBroker, USERS } from '@casino/mocks';
import { on } from '../events';
import { currentUser } from '../user';
import { closeLive, listen, liveConnection } from './shared';
import { setLiveSocketFactory } from './socket';
import type { LiveListener } from '../liveChannel';

const alice = USERS.find((user) => user.id === 1)!;
const MEMBER = '/queue/notifications.1';
const TOURNAMENT = '/topic/tournament.42';

let broker: FakeStompBroker;

function listener(destinations = [MEMBER], member = destinations.includes(MEMBER)) {
  const received: unknown[] = [];
  const entry: LiveListener = {
    destinations,
    member,
    onNotification: (message) => received.push(message),
  };
  return { entry, received };
}

const start = (entry: LiveListener) => listen({ url: '/ws' }, entry);

beforeEach(() => {
  broker = new FakeStompBroker();
  setLiveSocketFactory(broker.socket);
  currentUser.value = { id: alice.id, userName: alice.userName, roles: alice.roles };
});
afterEach(() => {
  closeLive();
  setLiveSocketFactory(null);
  currentUser.value = undefined;
});

describe('the page’s live connection', () => {
  it('is one connection however many listen', async () => {
    const first = listener();
    const second = listener([MEMBER, TOURNAMENT]);
    const third = listener();
    start(first.entry);
    start(second.entry);
    start(third.entry);
    await vi.waitFor(() => expect(liveConnection()?.state).toBe('connected'));
    expect(broker.opened).toBe(1);
    expect(broker.connections()).toBe(1);
    expect(broker.destinations().sort()).toEqual([MEMBER, TOURNAMENT]);
  });

  it('hands a notification to each listener of its destination', async () => {
    const member = listener();
    const other = listener(['/queue/notifications.2']);
    start(member.entry);
    start(other.entry);
    await vi.waitFor(() => expect(liveConnection()?.state).toBe('connected'));
    broker.publish(MEMBER, { id: 5, message: 'hi' });
    await vi.waitFor(() => expect(member.received).toEqual([{ id: 5, message: 'hi' }]));
    expect(other.received).toEqual([]);
  });

  it('closes when the last listener leaves, not before', async () => {
    const stopFirst = start(listener().entry);
    const stopSecond = start(listener([MEMBER, TOURNAMENT]).entry);
    await vi.waitFor(() => expect(broker.connections()).toBe(1));
    stopSecond();
    stopSecond();
    await vi.waitFor(() => expect(broker.destinations()).toEqual([MEMBER]));
    expect(liveConnection()).not.toBeNull();
    stopFirst();
    expect(liveConnection()).toBeNull();
    await vi.waitFor(() => expect(broker.connections()).toBe(0));
  });

  it('closes on logout (the current user becoming null)', async () => {
    const states: string[] = [];
    start({ ...listener().entry, onStateChange: (state) => states.push(state) });
    await vi.waitFor(() => expect(broker.connections()).toBe(1));
    currentUser.value = null;
    expect(liveConnection()).toBeNull();
    await vi.waitFor(() => expect(broker.connections()).toBe(0));
    expect(states.at(-1)).toBe('closed');
  });

  it('never connects a member’s listener for a visitor', async () => {
    currentUser.value = null;
    start(listener().entry)();
    expect(liveConnection()).toBeNull();
    expect(broker.opened).toBe(0);
  });

  it('connects a visitor for a public topic and hands it its messages', async () => {
    currentUser.value = null;
    const tournament = listener([TOURNAMENT]);
    start(tournament.entry);
    await vi.waitFor(() => expect(broker.destinations()).toEqual([TOURNAMENT]));
    broker.publish(TOURNAMENT, { id: 3, message: 'news' });
    await vi.waitFor(() => expect(tournament.received).toEqual([{ id: 3, message: 'news' }]));
  });

  it('on logout ends the member’s listeners and keeps the connection for the others', async () => {
    const memberStates: string[] = [];
    start({ ...listener().entry, onStateChange: (state) => memberStates.push(state) });
    start(listener([TOURNAMENT]).entry);
    await vi.waitFor(() => expect(broker.destinations().sort()).toEqual([MEMBER, TOURNAMENT]));
    const opened = liveConnection();
    currentUser.value = null;
    expect(memberStates.at(-1)).toBe('closed');
    await vi.waitFor(() => expect(broker.destinations()).toEqual([TOURNAMENT]));
    expect(liveConnection()).toBe(opened);
    expect(broker.connections()).toBe(1);
  });

  it('turns game_leaderboard_update into one leaderboard:update event, not a notification', async () => {
    const events: unknown[] = [];
    const stop = on('leaderboard:update', (detail) => events.push(detail));
    onTestFinished(stop);
    const first = listener([MEMBER, TOURNAMENT]);
    const second = listener([TOURNAMENT]);
    start(first.entry);
    start(second.entry);
    await vi.waitFor(() => expect(broker.destinations()).toHaveLength(2));
    broker.publish(TOURNAMENT, { type: 'game_leaderboard_update', tournamentId: 42, rows: [1] });
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toEqual({
      destination: TOURNAMENT,
      tournamentId: 42,
      message: { type: 'game_leaderboard_update', tournamentId: 42, rows: [1] },
    });
    broker.publish(TOURNAMENT, { id: 7, message: 'a notification on the tournament channel' });
    await vi.waitFor(() => expect(second.received).toHaveLength(1));
    expect(first.received).toHaveLength(1);
    expect(events).toHaveLength(1);
  });

  it('logs a message that is not JSON and goes on', async () => {
    const { entry, received } = listener();
    start(entry);
    await vi.waitFor(() => expect(broker.connections()).toBe(1));
    broker.publish(MEMBER, '<not json>');
    broker.publish(MEMBER, '{"id":1}');
    await vi.waitFor(() => expect(received).toEqual([{ id: 1 }]));
  });
});
