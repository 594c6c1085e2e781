import { HttpResponse, http } from 'msw';
import { notifications as api } from '@casino/api';
import { createNotification, db, setScenario } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { createNotificationsStore, unreadCount } from './store';

/** The bodies of the calls to `path`, as sent. */
function recordBodies(path: string) {
  const bodies: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.startsWith(path))
      void request
        .clone()
        .text()
        .then((body) => bodies.push(body));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return bodies;
}

const failing = (path: string, status = 500) =>
  server.use(
    http.put(`*${path}`, () => HttpResponse.json({ code: status, message: 'down' }, { status })),
  );

const logged = (text: string) => vi.waitFor(() => expect(db.errorLog.join('\n')).toContain(text));

const own = () => db.notifications.filter((notification) => notification.userId === 1);

async function loaded() {
  const store = createNotificationsStore();
  await store.load();
  return store;
}

beforeEach(() => {
  db.sessionUserId = 1;
});

describe('loading', () => {
  it('loads the member’s notifications newest first, with the panel texts', async () => {
    const store = await loaded();
    const { items, status, localizations, emptyImage } = store.get();
    expect(status).toBe('loaded');
    expect(items).toHaveLength(own().length);
    expect(items.map((item) => item.time)).toEqual(
      [...items.map((item) => item.time)].sort((a, b) => b - a),
    );
    expect(unreadCount(store.get())).toBe(own().filter((n) => !n.isRead).length);
    expect(localizations['notifications.title']).toBe('Notifications');
    expect(emptyImage).toMatch(/^data:image\/svg\+xml,/);
    expect(items[0]?.avatar?.image).toMatch(/^data:image\//);
  });

  it('drops incomplete items and duplicates the server sends', async () => {
    server.use(
      http.get(`*${api.preloadedStateUserNotifications.path}`, () =>
        HttpResponse.json({
          jsonData: JSON.stringify({
            notifications: [
              { id: 1, createdOn: '2026-01-01T00:00:00Z', createdAgo: 'a', message: 'one' },
              { id: 2, createdOn: '2026-01-02T00:00:00Z', createdAgo: 'b' },
              { id: 1, createdOn: '2026-01-03T00:00:00Z', createdAgo: 'c', message: 'again' },
              { id: 3, createdOn: '2026-01-04T00:00:00Z', createdAgo: 'd', message: 'three' },
            ],
          }),
        }),
      ),
    );
    const store = await loaded();
    expect(store.get().items.map((item) => [item.key, item.html])).toEqual([
      ['3', 'three'],
      ['1', 'one'],
    ]);
  });

  it('a failure is logged and leaves the list as it was', async () => {
    setScenario('server-error');
    const store = await loaded();
    expect(store.get().status).toBe('failed');
    expect(store.get().items).toEqual([]);
    await logged('Notifications load failed');
  });
});

describe('live messages', () => {
  it('adds a new complete notification in order and drops duplicates and incomplete ones', async () => {
    const store = await loaded();
    const count = store.get().items.length;
    const fresh = createNotification(1);
    expect((await store.add(fresh))?.key).toBe(String(fresh.id));
    expect(store.get().items[0]?.key).toBe(String(fresh.id));
    expect(await store.add({ ...fresh, message: 'again' })).toBeNull();
    expect(
      await store.add({ id: 999, createdOn: '2026-01-01', message: 'no createdAgo' }),
    ).toBeNull();
    expect(store.get().items).toHaveLength(count + 1);
    expect(unreadCount(store.get())).toBe(own().filter((n) => !n.isRead).length);
  });
});

describe('mark as clicked (SPEC §8: logged, not reverted)', () => {
  it('marks one clicked and read, here and on the server', async () => {
    const store = await loaded();
    const target = store.get().items.find((item) => !item.isClicked)!;
    const sent = recordBodies('/frontendService/userNotification/markAsClicked/');
    await store.markClicked(target.key);
    expect(store.get().items.find((item) => item.key === target.key)).toMatchObject({
      isClicked: true,
      isRead: true,
    });
    expect(own().find((n) => String(n.id) === target.key)).toMatchObject({
      isClicked: true,
      isRead: true,
    });
    expect(sent).toHaveLength(1);
  });

  it('stays clicked when the call fails, and the failure is logged', async () => {
    const store = await loaded();
    const target = store.get().items.find((item) => !item.isClicked)!;
    failing('/frontendService/userNotification/markAsClicked/:id');
    await store.markClicked(target.key);
    expect(store.get().items.find((item) => item.key === target.key)?.isClicked).toBe(true);
    expect(own().find((n) => String(n.id) === target.key)?.isClicked).toBe(false);
    await logged(`mark as clicked ${target.key} failed`);
  });

  it('takes an answer with a code other than 200 as a failure', async () => {
    const store = await loaded();
    const target = store.get().items.find((item) => !item.isClicked)!;
    server.use(
      http.put('*/frontendService/userNotification/markAsClicked/:id', () =>
        HttpResponse.json({ code: 5000, message: 'no' }),
      ),
    );
    await store.markClicked(target.key);
    expect(store.get().items.find((item) => item.key === target.key)?.isClicked).toBe(true);
    await logged('answered code 5000');
  });
});

describe('mark as read on opening (SPEC §8: logged and reverted)', () => {
  it('sends the ids of the unread ones shown and marks them read', async () => {
    const store = await loaded();
    const unread = store.get().items.filter((item) => !item.isRead);
    expect(unread.length).toBeGreaterThan(0);
    const sent = recordBodies(api.markAsRead.path);
    await store.markShownRead();
    expect(unreadCount(store.get())).toBe(0);
    expect(own().every((n) => n.isRead)).toBe(true);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(new URLSearchParams(sent[0]).getAll('ids').sort()).toEqual(
      unread.map((item) => item.key).sort(),
    );
  });

  it('sends nothing when everything shown is read', async () => {
    db.notifications.forEach((notification) => (notification.isRead = true));
    const store = await loaded();
    const sent = recordBodies(api.markAsRead.path);
    await store.markShownRead();
    expect(sent).toEqual([]);
  });

  it('is undone when the call fails, and the failure is logged', async () => {
    const store = await loaded();
    const before = unreadCount(store.get());
    failing(api.markAsRead.path);
    const marking = store.markShownRead();
    expect(unreadCount(store.get())).toBe(0);
    await marking;
    expect(unreadCount(store.get())).toBe(before);
    await logged('mark as read');
  });
});

describe('mark all (SPEC §8: logged and reverted)', () => {
  it('marks every notification clicked and read', async () => {
    const store = await loaded();
    await store.markAll();
    expect(store.get().items.every((item) => item.isClicked && item.isRead)).toBe(true);
    expect(own().every((n) => n.isClicked && n.isRead)).toBe(true);
  });

  it('is undone when the call fails, each as it was, and the failure is logged', async () => {
    const store = await loaded();
    const before = store
      .get()
      .items.map(({ key, isClicked, isRead }) => ({ key, isClicked, isRead }));
    failing(api.markAllAsClicked.path, 503);
    await store.markAll();
    expect(
      store.get().items.map(({ key, isClicked, isRead }) => ({ key, isClicked, isRead })),
    ).toEqual(before);
    await logged('mark all as clicked failed');
  });
});
