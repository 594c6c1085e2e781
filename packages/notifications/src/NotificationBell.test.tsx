import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { notifications as api } from '@casino/api';
import { currentUser, safeZone } from '@casino/core';
import { FakeStompBroker, USERS, createNotification, db } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { NotificationBell } from './NotificationBell';
import { KINDS } from './kinds';
import { navigation } from './navigation';
import { notificationsProps } from './props';
import type { NotificationsProps } from './props';
import { closeLive, liveConnection, setLiveSocketFactory } from '@casino/core/live';

const alice = USERS.find((user) => user.id === 1)!;
const MEMBER = '/queue/notifications.1';
let broker: FakeStompBroker;

const own = () => db.notifications.filter((notification) => notification.userId === 1);
const unreadInDb = () => own().filter((notification) => !notification.isRead).length;

function renderBell(props: Partial<NotificationsProps> = {}) {
  const user = userEvent.setup();
  const result = render(<NotificationBell {...notificationsProps.parse({})} {...props} />);
  return { user, ...result };
}

const bell = (name: RegExp | string = /^Notifications/) =>
  screen.findByRole('button', { name }, { timeout: 3000 });

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await bell());
  return screen.findByRole('list', { name: 'Notifications' });
}

beforeEach(() => {
  db.sessionUserId = 1;
  currentUser.value = { id: alice.id, userName: alice.userName, roles: alice.roles };
  broker = new FakeStompBroker();
  setLiveSocketFactory(broker.socket);
});
afterEach(() => {
  closeLive();
  setLiveSocketFactory(null);
  safeZone.value = false;
});

describe('NotificationBell', () => {
  it('shows nothing to a visitor and loads nothing', async () => {
    db.sessionUserId = null;
    currentUser.value = null;
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => requested.push(request.url));
    onTestFinished(() => server.events.removeAllListeners());
    const { container } = renderBell();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(requested.filter((url) => url.includes('Notifications'))).toEqual([]);
    expect(liveConnection()).toBeNull();
  });

  it('names the bell with the unread count and shows it in the badge', async () => {
    renderBell();
    const button = await bell(`Notifications, ${unreadInDb()} unread`);
    expect(button).toHaveTextContent(String(unreadInDb()));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no badge when nothing is unread', async () => {
    db.notifications.forEach((notification) => (notification.isRead = true));
    renderBell();
    const button = await bell('Notifications');
    await waitFor(() => expect(document.querySelector('.cw-nt__badge')).toBeNull());
    expect(button).toHaveTextContent('');
  });

  it('shows 9+ above 9, in the badge and in the name', async () => {
    db.notifications.forEach((notification) => (notification.isRead = true));
    for (let index = 0; index < 9; index += 1) createNotification(1);
    const { unmount } = renderBell();
    expect(await bell('Notifications, 9 unread')).toHaveTextContent(/^9$/);
    unmount();
    createNotification(1);
    renderBell();
    expect(await bell('Notifications, 9+ unread')).toHaveTextContent(/^9\+$/);
  });

  it('opens a panel that lists the notifications and marks the shown ones read', async () => {
    const { user } = renderBell();
    const button = await bell(/unread/);
    const list = await openPanel(user);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toContainElement(list);
    expect(within(list).getAllByRole('listitem')).toHaveLength(own().length);
    await waitFor(() => expect(button).toHaveAccessibleName('Notifications'));
    await waitFor(() => expect(unreadInDb()).toBe(0));
  });

  it('undoes reading when the mark call fails', async () => {
    server.use(http.put(`*${api.markAsRead.path}`, () => HttpResponse.json({}, { status: 500 })));
    const unread = unreadInDb();
    const { user } = renderBell();
    await openPanel(user);
    await waitFor(() => expect(db.errorLog.join()).toContain('mark as read'));
    expect(await bell(`Notifications, ${unread} unread`)).toBeInTheDocument();
  });

  it('closes with Escape and gives the focus back to the bell', async () => {
    const { user } = renderBell();
    const list = await openPanel(user);
    within(list).getAllByRole('link')[0]!.focus();
    await user.keyboard('{Escape}');
    const button = await bell();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('closes on a click elsewhere', async () => {
    const { user } = renderBell();
    await openPanel(user);
    await user.click(document.body);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows every type with its icon and label, and the avatar', async () => {
    db.notifications = [];
    const types = Object.keys(KINDS);
    types.forEach(() => createNotification(1));
    const { user } = renderBell();
    const list = await openPanel(user);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(types.length);
    const shown = items.map((item) =>
      item.querySelector('.cw-nt__icon')?.getAttribute('data-type'),
    );
    expect(new Set(shown)).toEqual(new Set(types));
    for (const item of items) {
      const type = item.querySelector('.cw-nt__icon')!.getAttribute('data-type')!;
      const kind = KINDS[type as keyof typeof KINDS];
      const icon = item.querySelector('.cw-nt__icon')!;
      expect(icon.querySelector('svg')).not.toBeNull();
      expect(icon.textContent).toBe('');
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(item).toHaveTextContent(kind.label);
      expect(item.querySelector('.cw-nt__avatar img')).toHaveAttribute('alt', '');
      // The country: its code under the avatar, its name for screen readers.
      const code = item.querySelector('.cw-nt__country')!;
      expect(code.textContent).toMatch(/^[A-Z]{2}$/);
      expect(code.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(item.querySelector('.cw-nt__sr')?.textContent).toMatch(/^From [A-Z][a-z]/);
      expect(item.textContent).not.toMatch(/[\p{Extended_Pictographic}\p{Regional_Indicator}]/u);
    }
  });

  it("puts the type icon in the avatar's place when the server names no member", async () => {
    const { user } = renderBell();
    await waitFor(() => expect(broker.destinations()).toEqual([MEMBER]));
    act(
      () =>
        void broker.publish(MEMBER, {
          id: 'rank',
          createdOn: new Date().toISOString(),
          createdAgo: 'just now',
          type: 'FORUM_NEW_RANK',
          message: 'You are now a <b>Regular</b> of the forum',
        }),
    );
    const list = await openPanel(user);
    const item = within(list).getByText('Regular').closest('li')!;
    expect(item.querySelector('.cw-nt__avatar, .cw-nt__country, .cw-nt__sr')).toBeNull();
    const icons = item.querySelectorAll('.cw-nt__icon');
    expect(icons).toHaveLength(1);
    expect(icons[0]).toHaveClass('cw-nt__icon--alone');
    expect(icons[0]!.closest('.cw-nt__visual')).not.toBeNull();
  });

  it('a click marks the notification clicked and follows its link', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const { user } = renderBell();
    const list = await openPanel(user);
    const link = within(list).getAllByRole('link')[0]!;
    const id = Number(link.dataset.key);
    expect(own().find((n) => n.id === id)?.isClicked).toBe(false);
    await user.click(link);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(link.getAttribute('href')));
    expect(own().find((n) => n.id === id)?.isClicked).toBe(true);
    expect(link).not.toHaveClass('cw-nt__item--new');
  });

  it('a click still follows the link when marking fails, and stays marked', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    server.use(
      http.put('*/frontendService/userNotification/markAsClicked/:id', () => HttpResponse.error()),
    );
    const { user } = renderBell();
    const list = await openPanel(user);
    const link = within(list).getAllByRole('link')[0]!;
    await user.click(link);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(link).not.toHaveClass('cw-nt__item--new');
    await waitFor(() => expect(db.errorLog.join()).toContain('mark as clicked'));
  });

  it('mark all clicks everything', async () => {
    const { user } = renderBell();
    await openPanel(user);
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(own().every((n) => n.isClicked)).toBe(true));
    expect(document.querySelector('.cw-nt__item--new')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('mark all is undone when it fails', async () => {
    server.use(
      http.put(`*${api.markAllAsClicked.path}`, () => HttpResponse.json({}, { status: 500 })),
    );
    const { user } = renderBell();
    await openPanel(user);
    const fresh = document.querySelectorAll('.cw-nt__item--new').length;
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(db.errorLog.join()).toContain('mark all'));
    expect(document.querySelectorAll('.cw-nt__item--new')).toHaveLength(fresh);
  });

  it('in the safe zone, asks before following a link outside it', async () => {
    safeZone.value = true;
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const { user } = renderBell({ safeZonePrefix: '/safe-zone/' });
    const list = await openPanel(user);
    const link = within(list).getAllByRole('link')[0]!;
    const key = link.dataset.key;
    await user.click(link);
    const question = screen.getByRole('alertdialog', { name: 'Leave the safe zone?' });
    expect(question).toHaveAccessibleDescription(/\/forum\/thread\/\d+|\/complaints|\/reviews/);
    expect(within(question).getByRole('button', { name: 'Stay here' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Stay here' }));
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(document.querySelector(`[data-key="${key}"]`)).toHaveFocus());

    await user.click(document.querySelector<HTMLElement>(`[data-key="${key}"]`)!);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(assign).toHaveBeenCalledWith(link.getAttribute('href'));
  });

  it('in the safe zone, follows a link under its prefix without asking', async () => {
    safeZone.value = true;
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const { user } = renderBell({ safeZonePrefix: '/forum/' });
    const list = await openPanel(user);
    const forumLink = within(list)
      .getAllByRole('link')
      .find((link) => new URL(link.getAttribute('href')!).pathname.startsWith('/forum/'))!;
    await user.click(forumLink);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(forumLink.getAttribute('href')));
  });

  it('adds a live notification, counts it and announces it', async () => {
    const { user } = renderBell();
    const unread = unreadInDb();
    await bell(`Notifications, ${unread} unread`);
    await waitFor(() => expect(broker.destinations()).toEqual([MEMBER]));
    const fresh = createNotification(1, { type: 'USER_REVIEW_APPROVED' });
    act(() => void broker.publish(MEMBER, fresh));
    expect(await bell(`Notifications, ${unread + 1} unread`)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('New notification: Review approved');
    const list = await openPanel(user);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/approved your review/);
  });

  it('shows a hostile live message inert', async () => {
    const { user } = renderBell({ tournamentDestination: '/topic/tournament.42' });
    await waitFor(() => expect(broker.destinations()).toContain(MEMBER));
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    act(
      () =>
        void broker.publish(MEMBER, {
          id: 'evil',
          createdOn: new Date().toISOString(),
          createdAgo: 'now',
          type: 'FORUM_POST_REPLY',
          message:
            '<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)" onclick="alert(4)">click me</a> <b onmouseover="alert(5)">bold</b>',
          link: 'javascript:alert(6)',
        }),
    );
    const list = await openPanel(user);
    const item = within(list).getByText('click me').closest('li')!;
    expect(item.querySelector('script, img:not(.cw-nt__avatar img), iframe')).toBeNull();
    expect(item.innerHTML).not.toMatch(/\son\w+=|javascript:/i);
    expect(within(item).queryByRole('link')).toBeNull();
    expect(item.querySelector('b')).toHaveTextContent('bold');
    await user.click(within(item).getByRole('button'));
    expect(alert).not.toHaveBeenCalled();
  });

  it('disappears and closes the live channel on logout', async () => {
    const { container } = renderBell();
    await bell();
    await waitFor(() => expect(broker.connections()).toBe(1));
    act(() => {
      currentUser.value = null;
    });
    expect(container).toBeEmptyDOMElement();
    expect(liveConnection()).toBeNull();
    await waitFor(() => expect(broker.connections()).toBe(0));
  });

  it('does not connect when live is off', async () => {
    renderBell({ live: false });
    await bell();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(broker.opened).toBe(0);
  });
});
