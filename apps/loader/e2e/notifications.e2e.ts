import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from '@casino/browser-testing';
import { freshContext } from './browser';
import { startBridge } from './broker/bridge.js';
import { publish } from './broker/stomp.js';
import { startRabbitMq } from './broker/rabbitmq.js';

/**
 * The bell against a real broker: Debian's RabbitMQ with web-stomp, a SockJS bridge in
 * front of it serving the built demo site (so the page's `/ws` is same-origin), and the
 * demo's `?user=alice` (the fake backend's session member) and `?live=ws` (the real
 * `/ws` in place of the in-page fake channel).
 */
const ALICE_QUEUE = '/queue/notifications.1';
const BROKER_START_MS = 120_000;

let broker: Awaited<ReturnType<typeof startRabbitMq>>;
let bridge: Awaited<ReturnType<typeof startBridge>>;
let context: BrowserContext;

beforeAll(async () => {
  broker = await startRabbitMq();
  bridge = await startBridge({
    root: path.resolve(import.meta.dirname, '../dist/demo'),
    upstream: broker.stompUrl,
  });
  context = await freshContext();
}, BROKER_START_MS);

afterAll(async () => {
  await context?.close();
  await bridge?.close();
  await broker?.close();
}, 60_000);

let next = 9000;
const notification = (message: string, fields: Record<string, unknown> = {}) => ({
  id: (next += 1),
  createdOn: new Date().toISOString(),
  createdAgo: 'just now',
  type: 'COMPLAINT_NOTIFY_REPLY',
  message,
  link: '/complaints/3',
  isClicked: false,
  isRead: false,
  ...fields,
});

interface LivePage {
  page: Page;
  errors: string[];
  dialogs: string[];
}

/** Alice's home page on the real channel, once the bell says it is connected. */
async function openLive(): Promise<LivePage> {
  const page = await context.newPage();
  const errors: string[] = [];
  const dialogs: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${bridge.url}home.html?user=alice&live=ws`);
  await expect
    .poll(
      () =>
        widget(page)
          .getAttribute('data-live', { timeout: 1_000 })
          .catch(() => null),
      {
        timeout: 30_000,
      },
    )
    .toBe('connected');
  return { page, errors, dialogs };
}

/**
 * What is wrong with the items' badges: a type icon or country code drawn over the avatar,
 * or an emoji (a system without an emoji font shows a box; Windows shows flags as letters).
 */
function badgeClashes(page: Page) {
  return widget(page).evaluate((root) =>
    [...root.querySelectorAll('.cw-nt__item')].flatMap((item, index) => {
      const problems: string[] = [];
      if (/[\p{Extended_Pictographic}\p{Regional_Indicator}]/u.test(item.textContent ?? ''))
        problems.push(`${index}: emoji`);
      const avatar = item.querySelector('.cw-nt__avatar')?.getBoundingClientRect();
      for (const badge of item.querySelectorAll('.cw-nt__icon, .cw-nt__country')) {
        const box = badge.getBoundingClientRect();
        if (box.width === 0) problems.push(`${index}: ${badge.className} not drawn`);
        const over =
          avatar &&
          box.left < avatar.right &&
          avatar.left < box.right &&
          box.top < avatar.bottom &&
          avatar.top < box.bottom;
        if (over) problems.push(`${index}: ${badge.className} over the avatar`);
      }
      return problems;
    }),
  );
}

const widget = (page: Page) => page.locator('header [data-widget="notifications"] .cw-nt');
const bell = (page: Page) => widget(page).getByRole('button', { name: /^Notifications/ });
const unreadName = (page: Page) => bell(page).getAttribute('aria-label');

describe('notifications over the real live channel (SockJS + STOMP, RabbitMQ)', () => {
  it('shows a message published through the broker in the panel', async () => {
    const { page, errors } = await openLive();
    expect(await unreadName(page)).toBe('Notifications, 6 unread');

    await publish(
      broker.stompUrl,
      ALICE_QUEUE,
      notification('<b>casino_team</b> answered your complaint about Royal Spins'),
    );
    await expect.poll(() => unreadName(page)).toBe('Notifications, 7 unread');
    expect(await widget(page).getByRole('status').textContent()).toBe(
      'New notification: Reply to your complaint',
    );

    await bell(page).click();
    const first = widget(page).getByRole('listitem').first();
    await expect.poll(() => first.textContent()).toContain('answered your complaint');
    expect(await first.locator('b').textContent()).toBe('casino_team');
    expect(await badgeClashes(page)).toEqual([]);
    await expect.poll(() => unreadName(page)).toBe('Notifications');
    expect(await seriousViolations(page, 'header')).toEqual([]);

    await page.keyboard.press('Escape');
    expect(await bell(page).getAttribute('aria-expanded')).toBe('false');
    expect(await bell(page).evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it(
    'reconnects after the broker restarts and receives the next message',
    async () => {
      const { page, errors } = await openLive();
      await broker.stop();
      await expect
        .poll(() => widget(page).getAttribute('data-live'), { timeout: 30_000 })
        .toBe('reconnecting');
      await broker.start();
      await expect
        .poll(() => widget(page).getAttribute('data-live'), { timeout: 60_000 })
        .toBe('connected');

      await publish(
        broker.stompUrl,
        ALICE_QUEUE,
        notification('<b>mod_maria</b> unlocked your thread', { type: 'FORUM_THREAD_UNLOCK' }),
      );
      await bell(page).click();
      await expect
        .poll(() => widget(page).getByRole('listitem').first().textContent())
        .toContain('unlocked your thread');
      expect(errors).toEqual([]);
      await page.close();
    },
    BROKER_START_MS + 60_000,
  );

  it('shows a hostile message inert: no dialog, no script, no javascript: link', async () => {
    const { page, dialogs } = await openLive();
    const before = page.url();
    await publish(
      broker.stompUrl,
      ALICE_QUEUE,
      notification(
        `<img src="x" onerror="alert('img')"><script>alert('script')</script><a href="javascript:alert('href')" onclick="alert('click')">Claim your prize</a> <svg onload="alert('svg')"></svg><b onmouseover="alert('hover')">now</b><iframe src="javascript:alert('frame')"></iframe>`,
        { link: "javascript:alert('link')", type: 'FORUM_POST_REPLY' },
      ),
    );
    await bell(page).click();
    const item = widget(page).getByRole('listitem').filter({ hasText: 'Claim your prize' });
    await item.waitFor();
    await item.locator('b').hover();
    await item.getByRole('button').click();
    await page.waitForTimeout(500);

    expect(dialogs).toEqual([]);
    expect(page.url()).toBe(before);
    const found = await widget(page).evaluate((root) => ({
      scripts: root.querySelectorAll('script, iframe, .cw-nt__message svg, .cw-nt__message img')
        .length,
      javascriptLinks: [...root.querySelectorAll('[href], [src]')].filter((element) =>
        /^\s*javascript:/i.test(element.getAttribute('href') ?? element.getAttribute('src') ?? ''),
      ).length,
      handlers: [...root.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes]
          .map((attribute) => attribute.name)
          .filter((name) => /^on/i.test(name)),
      ),
    }));
    expect(found).toEqual({ scripts: 0, javascriptLinks: 0, handlers: [] });
    expect(await item.locator('a').count()).toBe(0);
    await page.close();
  });
});
