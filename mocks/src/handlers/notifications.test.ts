import { notifications } from '@casino/api';
import { db } from '../store/db';
import { setScenario } from '../scenarios';
import { request, send } from '../testClient';
import { createNotification } from './notifications';

const state = async () => (await send(notifications.preloadedStateUserNotifications, {})).jsonData;
const own = () => db.notifications.filter((notification) => notification.userId === 1);

beforeEach(() => {
  db.sessionUserId = 1;
});

describe('preloadedStateUserNotifications', () => {
  it('lists the member’s notifications with avatars and the panel texts', async () => {
    const answer = await state();
    expect(answer.notifications).toHaveLength(own().length);
    const first = notifications.notificationRecord.parse(answer.notifications[0]);
    expect(first.user?.avatarModel).toMatchObject({
      image: expect.stringMatching(/^data:image\/svg\+xml,/),
      rankColor: expect.stringMatching(/^#/),
      playerCountryFlagCode: expect.stringMatching(/^[A-Z]{2}$/),
    });
    expect(answer.localizations?.['notifications.title']).toBe('Notifications');
    expect(answer.noNotificationsImage).toMatch(/^data:image\//);
  });

  it('is empty for a visitor and for a member without notifications', async () => {
    db.sessionUserId = null;
    expect((await state()).notifications).toEqual([]);
    db.sessionUserId = 2;
    expect((await state()).notifications).toEqual([]);
  });

  it('fails as the active fault scenario says', async () => {
    setScenario('server-error');
    expect((await request(notifications.preloadedStateUserNotifications, {})).status).toBe(500);
  });
});

describe('the mark calls change the database', () => {
  it('markAsClicked marks one clicked and read', async () => {
    const target = own().find((notification) => !notification.isRead)!;
    expect(await send(notifications.markAsClicked, { id: target.id })).toEqual({ code: 200 });
    expect(target).toMatchObject({ isClicked: true, isRead: true });
    expect((await request(notifications.markAsClicked, { id: 9999 })).status).toBe(404);
  });

  it('markAsRead marks the given ones read, one or many', async () => {
    const [first, second, third] = own().filter((notification) => !notification.isRead);
    await send(notifications.markAsRead, { ids: [first!.id] });
    expect(first!.isRead).toBe(true);
    expect(second!.isRead).toBe(false);
    await send(notifications.markAsRead, { ids: [second!.id, third!.id] });
    expect([second!.isRead, third!.isRead, second!.isClicked]).toEqual([true, true, false]);
  });

  it('markAllAsClicked marks every one of the member’s', async () => {
    createNotification(2);
    await send(notifications.markAllAsClicked, {});
    expect(own().every((notification) => notification.isClicked && notification.isRead)).toBe(true);
    expect(db.notifications.find((notification) => notification.userId === 2)?.isClicked).toBe(
      false,
    );
  });

  it('answers 401 to a visitor and changes nothing', async () => {
    db.sessionUserId = null;
    expect((await request(notifications.markAllAsClicked, {})).status).toBe(401);
    expect(own().some((notification) => !notification.isClicked)).toBe(true);
  });

  it('fails as the active fault scenario says', async () => {
    setScenario('network-error');
    await expect(request(notifications.markAllAsClicked, {})).rejects.toThrow();
    expect(own().some((notification) => !notification.isClicked)).toBe(true);
  });
});

describe('createNotification', () => {
  it('stores a new unread notification and returns it as sent, cycling through the types', async () => {
    const types = new Set<string>();
    for (let index = 0; index < notifications.NOTIFICATION_TYPES.length; index += 1) {
      const wire = createNotification(1);
      expect(notifications.notificationRecord.safeParse(wire).success).toBe(true);
      expect(own().find((notification) => notification.id === wire.id)).toMatchObject({
        isRead: false,
        isClicked: false,
      });
      types.add(wire.type);
    }
    expect(types).toEqual(new Set(notifications.NOTIFICATION_TYPES));
    const asked = createNotification(1, { type: 'FORUM_NEW_RANK' });
    expect(asked.message).toMatch(/new forum rank/);
    expect(asked.link).toMatch(/^\/forum\//);
  });
});
