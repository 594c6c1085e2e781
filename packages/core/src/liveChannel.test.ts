import { FakeStompBroker } from '@casino/mocks';
import { closeLive, liveConnection, setLiveSocketFactory } from './live/shared';
import { listenLive } from './liveChannel';

let broker: FakeStompBroker;

beforeEach(() => {
  broker = new FakeStompBroker();
  setLiveSocketFactory(broker.socket);
});
afterEach(() => {
  closeLive();
  setLiveSocketFactory(null);
});

describe('listenLive', () => {
  it('loads the channel and subscribes the listener’s destinations', async () => {
    const stop = listenLive({ url: '/ws' }, { destinations: ['/topic/tournament.7'] });
    await vi.waitFor(() => expect(broker.destinations()).toEqual(['/topic/tournament.7']));
    stop();
    expect(liveConnection()).toBeNull();
  });

  it('never connects when stopped before the channel’s code has loaded', async () => {
    listenLive({ url: '/ws' }, { destinations: ['/topic/tournament.7'] })();
    await import('./live/shared');
    await Promise.resolve();
    expect(liveConnection()).toBeNull();
    expect(broker.opened).toBe(0);
  });
});
