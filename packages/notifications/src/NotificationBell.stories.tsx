import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentUser, safeZone } from '@casino/core';
import {
  FakeStompBroker,
  NOTIFICATION_LOCALIZATIONS,
  NO_NOTIFICATIONS_IMAGE,
  USERS,
  createNotification,
  db,
  handlers,
  notificationWire,
} from '@casino/mocks';
import { NotificationBell } from './NotificationBell';
import { notificationsWidget } from './widgets/notifications';
import { setLiveSocketFactory } from '@casino/core/live';

const alice = USERS.find((user) => user.id === 1)!;
const MEMBER_QUEUE = '/queue/notifications.1';

/** The fake live channel of the story: the buttons of the live stories publish on it. */
let broker = new FakeStompBroker();

const own = () => db.notifications.filter((notification) => notification.userId === 1);

/**
 * Every story shows alice's bell (a visitor sees nothing, so there would be nothing to
 * look at) with the fake broker in place of `/ws`.
 */
const asAlice = async () => {
  db.sessionUserId = alice.id;
  db.safeZone = false;
  safeZone.value = false;
  currentUser.value = { id: alice.id, userName: alice.userName, roles: alice.roles };
  broker = new FakeStompBroker();
  setLiveSocketFactory(broker.socket);
  return {};
};

/**
 * The failure stories switch a fault scenario on for the mark calls; the page state and
 * the list still load, answered here past the scenario.
 */
const loadsDespiteTheFault = [
  http.get('*/frontendService/preloadedStateGeneral', () =>
    HttpResponse.json({
      jsonData: JSON.stringify({
        user: { id: alice.id, userName: alice.userName, roles: alice.roles },
        safeZone: false,
      }),
    }),
  ),
  http.get('*/frontendService/preloadedStateUserNotifications', () =>
    HttpResponse.json({
      jsonData: JSON.stringify({
        notifications: own().map(notificationWire),
        localizations: NOTIFICATION_LOCALIZATIONS,
        noNotificationsImage: NO_NOTIFICATIONS_IMAGE,
        resourcePath: '/',
      }),
    }),
  ),
];

const meta = {
  title: 'Widgets/Notifications',
  component: NotificationBell,
  args: {
    socketUrl: '/ws',
    userDestination: '/queue/notifications.{userId}',
    live: true,
    keepAliveSeconds: 300,
    safeZonePrefix: '/',
  },
  parameters: { widget: notificationsWidget, load: 'idle' },
  loaders: [asAlice],
  decorators: [
    (Story) => (
      // Room below the bell for the panel, which opens under it to the left.
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '34rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fake backend can take a few seconds in a background tab. */
const ANSWER = { timeout: 10_000 };

const bell = (canvasElement: HTMLElement, name: RegExp | string = /^Notifications/) =>
  within(canvasElement).findByRole('button', { name }, ANSWER);

async function open(canvasElement: HTMLElement) {
  await userEvent.click(await bell(canvasElement));
  return within(canvasElement).findByRole('list', { name: 'Notifications' }, ANSWER);
}

/** Unread notifications: the badge counts them and the bell's name says how many. */
export const UnreadBadge: Story = {
  play: async ({ canvasElement }) => {
    const unread = own().filter((notification) => !notification.isRead).length;
    await expect(await bell(canvasElement, `Notifications, ${unread} unread`)).toHaveTextContent(
      String(unread),
    );
  },
};

/** Nothing at all yet: no badge; the panel shows the empty picture and text. */
export const Empty: Story = {
  loaders: [
    async () => {
      db.notifications = [];
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(await bell(canvasElement, 'Notifications'));
    await expect(
      await within(canvasElement).findByText('You have no notifications yet.', {}, ANSWER),
    ).toBeVisible();
  },
};

/** More than 9 unread: the badge and the bell's name say 9+. */
export const MoreThanNine: Story = {
  loaders: [
    async () => {
      for (let index = 0; index < 8; index += 1) createNotification(alice.id);
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    await expect(await bell(canvasElement, 'Notifications, 9+ unread')).toHaveTextContent('9+');
  },
};

/** Open: every type of SPEC §3 with its icon and label; opening marks them read. */
export const PanelOpen: Story = {
  loaders: [
    async () => {
      db.notifications = db.notifications.filter((notification) => notification.userId !== 1);
      for (let index = 0; index < 24; index += 1) createNotification(alice.id);
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const list = await open(canvasElement);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Notifications' })).toHaveAttribute(
        'aria-expanded',
        'true',
      ),
    );
  },
};

/** In the safe zone a link outside it asks first. */
export const SafeZoneConfirmation: Story = {
  args: { safeZonePrefix: '/safe-zone/' },
  loaders: [
    async () => {
      db.safeZone = true;
      safeZone.value = true;
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const list = await open(canvasElement);
    await userEvent.click(within(list).getAllByRole('link')[0]!);
    const question = await within(canvasElement).findByRole('alertdialog', {
      name: 'Leave the safe zone?',
    });
    await expect(within(question).getByRole('button', { name: 'Stay here' })).toHaveFocus();
  },
};

/** A live message arrives (the button publishes one on the fake broker). */
export const LiveMessage: Story = {
  render: (args) => (
    <div>
      <button
        type="button"
        onClick={() => broker.publish(MEMBER_QUEUE, createNotification(alice.id))}
      >
        Send a live notification
      </button>
      <NotificationBell {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const unread = own().filter((notification) => !notification.isRead).length;
    await bell(canvasElement, `Notifications, ${unread} unread`);
    await waitFor(() => expect(broker.destinations()).toContain(MEMBER_QUEUE), ANSWER);
    await userEvent.click(canvas.getByRole('button', { name: 'Send a live notification' }));
    await bell(canvasElement, `Notifications, ${unread + 1} unread`);
    await expect(canvas.getByRole('status')).toHaveTextContent(/^New notification: /);
  },
};

/** A hostile live message: scripts, handlers and javascript: links arrive inert. */
export const HostileLiveMessage: Story = {
  render: (args) => (
    <div>
      <button
        type="button"
        onClick={() =>
          broker.publish(
            MEMBER_QUEUE,
            createNotification(alice.id, {
              type: 'FORUM_POST_REPLY',
              message:
                '<img src="x" onerror="window.hacked=1"><script>window.hacked=2</script><a href="javascript:window.hacked=3" onclick="window.hacked=4">Hostile reply</a> <b onmouseover="window.hacked=5">bold</b>',
              link: 'javascript:window.hacked=6',
            }),
          )
        }
      >
        Send a hostile message
      </button>
      <NotificationBell {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await bell(canvasElement);
    await waitFor(() => expect(broker.destinations()).toContain(MEMBER_QUEUE), ANSWER);
    await userEvent.click(canvas.getByRole('button', { name: 'Send a hostile message' }));
    const list = await open(canvasElement);
    const item = (await within(list).findByText('Hostile reply')).closest('li')!;
    await userEvent.click(within(item).getByRole('button'));
    await expect(item.querySelector('script, .cw-nt__message img')).toBeNull();
    await expect(item.innerHTML).not.toMatch(/\son\w+=|javascript:/i);
    await expect((window as { hacked?: number }).hacked).toBeUndefined();
  },
};

/** Reading on opening fails (HTTP 500): logged, and the badge comes back. */
export const MarkReadFails: Story = {
  parameters: {
    mockScenario: 'server-error',
    msw: { handlers: [...loadsDespiteTheFault, ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const unread = own().filter((notification) => !notification.isRead).length;
    await bell(canvasElement, `Notifications, ${unread} unread`);
    await open(canvasElement);
    await waitFor(() => expect(db.errorLog.join()).toContain('mark as read'), ANSWER);
    await bell(canvasElement, `Notifications, ${unread} unread`);
  },
};

/** Mark all fails (HTTP 500): logged, and every notification is as it was. */
export const MarkAllFails: Story = {
  parameters: {
    mockScenario: 'server-error',
    msw: { handlers: [...loadsDespiteTheFault, ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const list = await open(canvasElement);
    const fresh = list.querySelectorAll('.cw-nt__item--new').length;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(db.errorLog.join()).toContain('mark all'), ANSWER);
    await expect(list.querySelectorAll('.cw-nt__item--new')).toHaveLength(fresh);
  },
};

/** The list fails to load (HTTP 500): only logged (SPEC §8); the bell stays, without a badge. */
export const LoadFails: Story = {
  parameters: {
    mockScenario: 'server-error',
    msw: { handlers: [loadsDespiteTheFault[0]!, ...handlers] },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await bell(canvasElement, 'Notifications'));
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};
