import { db, resetDb, seedDb, sessionUser, signInAs } from './db';
import { USERS } from '../fixtures/community';
import { resetMocks } from '..';

describe('fake database', () => {
  it('is seeded the same way every time', () => {
    expect(seedDb()).toEqual(seedDb());
    expect(db).toEqual(seedDb());
  });

  it('starts with no session, no subscriptions and an empty error log', () => {
    expect(db.sessionUserId).toBeNull();
    expect(db.newsletter).toEqual([]);
    expect(db.errorLog).toEqual([]);
    expect(db.safeZone).toBe(false);
    expect(db.users.map((user) => user.id)).toEqual(USERS.map((user) => user.id));
  });

  it('knows the session user', () => {
    expect(sessionUser()).toBeNull();
    db.sessionUserId = 3;
    expect(sessionUser()?.userName).toBe('mod_maria');
    db.sessionUserId = 999;
    expect(sessionUser()).toBeNull();
  });

  it('signs a member in and gives them as the page knows them; null signs out', () => {
    expect(signInAs(2)).toEqual({
      id: 2,
      userName: sessionUser()!.userName,
      roles: ['USER', 'CASINO_REPRESENTATIVE'],
      representedCasinoIds: [1],
    });
    expect(db.sessionUserId).toBe(2);
    expect(signInAs(null)).toBeNull();
    expect(db.sessionUserId).toBeNull();
  });

  it('resetDb restores the seed in place, so imported references stay live', () => {
    const reference = db;
    db.errorLog.push('x');
    db.sessionUserId = 1;
    db.users[0]!.userName = 'renamed';
    resetDb();
    expect(reference).toBe(db);
    expect(db).toEqual(seedDb());
    expect(USERS[0]?.userName).toBe('alice');
  });

  it('resetDb can load a saved database (the demo keeps one per tab)', () => {
    const saved = JSON.parse(JSON.stringify({ ...seedDb(), sessionUserId: 4 })) as typeof db;
    resetDb(saved);
    expect(db.sessionUserId).toBe(4);
    expect(sessionUser()?.userName).toBe('admin_adam');
  });

  it('resetMocks (run after every test) restores the seed', () => {
    db.newsletter.push({ email: 'a@b.co', confirmed: true, emailsSent: 1 });
    db.sessionUserId = 1;
    db.safeZone = true;
    resetMocks();
    expect(db).toEqual(seedDb());
  });
});
