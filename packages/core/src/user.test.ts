import { HttpResponse, http } from 'msw';
import { server } from '@casino/mocks/node';
import { USERS, db, setScenario } from '@casino/mocks';
import { system } from '@casino/api';
import { getCookie, removeCookie } from './storage';
import { SAFE_ZONE_COOKIE } from './user';
import type * as UserModule from './user';

const DAY = 86_400_000;
const MINUTE = 60_000;

// The general state loads once per page: every test gets a fresh copy of the module.
let user: typeof UserModule;

beforeEach(async () => {
  // A new page of a visitor never in the safe zone.
  removeCookie(SAFE_ZONE_COOKIE);
  vi.resetModules();
  user = await import('./user');
});

function countStateRequests(): { count: number } {
  const counter = { count: 0 };
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === system.preloadedStateGeneral.path) counter.count += 1;
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return counter;
}

describe('loadGeneralState', () => {
  it('is undefined before the state has loaded', () => {
    expect(user.currentUser.value).toBeUndefined();
    expect(user.safeZone.value).toBe(false);
  });

  it('gives null for a visitor', async () => {
    await user.loadGeneralState();
    expect(user.currentUser.value).toBeNull();
    expect(user.safeZone.value).toBe(false);
    expect(db.errorLog).toEqual([]);
  });

  it('gives the logged-in member and the safe-zone flag', async () => {
    db.sessionUserId = 1;
    db.safeZone = true;
    await user.loadGeneralState();
    const alice = USERS.find((entry) => entry.id === 1);
    expect(user.currentUser.value).toMatchObject({
      id: 1,
      userName: alice?.userName,
      roles: alice?.roles,
    });
    expect(user.safeZone.value).toBe(true);
  });

  it('keeps the safe-zone flag 365 days, so the next page has it before its state', async () => {
    vi.useFakeTimers({ now: new Date(2030, 2, 10, 12, 0, 0), toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    db.safeZone = true;
    await user.loadGeneralState();
    expect(getCookie(SAFE_ZONE_COOKIE)).toBe('1');
    vi.resetModules();
    user = await import('./user');
    expect(user.safeZone.value).toBe(true);
    vi.setSystemTime(Date.now() + 365 * DAY - MINUTE);
    expect(getCookie(SAFE_ZONE_COOKIE)).toBe('1');
    vi.setSystemTime(Date.now() + 2 * MINUTE);
    expect(getCookie(SAFE_ZONE_COOKIE)).toBeNull();
    vi.resetModules();
    user = await import('./user');
    expect(user.safeZone.value).toBe(false);
  });

  it('forgets the flag when the state says the visitor left the safe zone', async () => {
    db.safeZone = true;
    await user.loadGeneralState();
    vi.resetModules();
    user = await import('./user');
    db.safeZone = false;
    await user.loadGeneralState();
    expect(getCookie(SAFE_ZONE_COOKIE)).toBeNull();
    expect(user.safeZone.value).toBe(false);
  });

  it('resetGeneralState forgets the state, and the next call loads it again', async () => {
    const requests = countStateRequests();
    db.sessionUserId = 1;
    db.safeZone = true;
    await user.loadGeneralState();
    user.resetGeneralState();
    expect(user.currentUser.value).toBeUndefined();
    expect(user.safeZone.value).toBe(false);
    db.sessionUserId = null;
    db.safeZone = false;
    await user.loadGeneralState();
    expect(user.currentUser.value).toBeNull();
    expect(requests.count).toBe(2);
  });

  it('loads once for every widget that asks', async () => {
    const requests = countStateRequests();
    await Promise.all([user.loadGeneralState(), user.loadGeneralState()]);
    await user.loadGeneralState();
    expect(requests.count).toBe(1);
  });

  it('on failure: null (treated as a visitor), logged, and tried again next time', async () => {
    const requests = countStateRequests();
    setScenario('server-error');
    await expect(user.loadGeneralState()).resolves.toBeUndefined();
    expect(user.currentUser.value).toBeNull();
    await vi.waitFor(() =>
      expect(db.errorLog).toEqual([expect.stringContaining('General state failed')]),
    );

    setScenario(null);
    db.sessionUserId = 2;
    await user.loadGeneralState();
    expect(user.currentUser.value).toMatchObject({ id: 2 });
    expect(requests.count).toBe(2);
  });

  it('an answer breaking the contract is null and logged', async () => {
    server.use(
      http.get(`*${system.preloadedStateGeneral.path}`, () =>
        HttpResponse.json({ jsonData: JSON.stringify({ user: { id: 'one' } }) }),
      ),
    );
    await user.loadGeneralState();
    expect(user.currentUser.value).toBeNull();
    await vi.waitFor(() =>
      expect(db.errorLog).toContainEqual(expect.stringContaining('General state failed')),
    );
  });
});
