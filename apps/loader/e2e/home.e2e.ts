import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { freshContext, openPage, seriousViolations, sharedBrowser, siteUrl } from './browser';
import { startBridge } from './broker/bridge.js';
import { publish } from './broker/stomp.js';
import { startRabbitMq } from './broker/rabbitmq.js';

const browser = sharedBrowser();

const CHART_CHUNK = /\/w\/charts-[\w-]+\.js/;
const CHART_CALL = '/frontendService/homepageChart';
const charts = (page: Page) => page.locator('[data-widget="home-charts"]');

/** Every placeholder but the near-viewport ones has mounted (or failed). */
const settledAtLoad = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-widget]')]
      .filter((element) => (element.dataset.load ?? 'eager') !== 'visible')
      .filter((element) => element.dataset.load !== 'interaction')
      .every((element) => element.dataset.widgetState),
  );

/** Whether anything was painted on the canvas (a blank one has only transparent pixels). */
const painted = (page: Page, chart: string) =>
  charts(page)
    .locator(`[data-chart="${chart}"] canvas`)
    .evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0) return false;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      return data.some((value, index) => index % 4 === 3 && value > 0);
    });

describe('the home page on the demo', () => {
  it('draws its charts only once scrolled near, with their data tables in the accessibility tree', async () => {
    const { page, errors, requests } = await openPage(browser.context, 'home.html');
    await settledAtLoad(page);
    expect(await charts(page).getAttribute('data-widget-state')).toBeNull();
    expect(requests.filter((url) => CHART_CHUNK.test(url) || url.includes(CHART_CALL))).toEqual([]);

    // The sliders far below the fold have not loaded their images yet; the top ones have.
    const loadedImages = (module: string) =>
      page.locator(`[data-carousel="${module}"] img[src]`).count();
    await expect.poll(() => loadedImages('bonus')).toBeGreaterThan(0);
    expect(await loadedImages('team')).toBe(0);

    await charts(page).scrollIntoViewIfNeeded();
    await expect.poll(() => loadedImages('team')).toBeGreaterThan(0);
    await expect.poll(() => charts(page).locator('figure[data-drawn="true"]').count()).toBe(3);
    expect(requests.filter((url) => CHART_CHUNK.test(url))).toHaveLength(1);
    expect(requests.filter((url) => url.includes(CHART_CALL))).toHaveLength(3);
    for (const chart of ['casinos', 'bonuses', 'reviews'])
      await expect.poll(() => painted(page, chart)).toBe(true);

    const tree = await charts(page).ariaSnapshot();
    expect(tree).toContain('table "Casinos in our database: the data (20 of');
    expect(tree).toContain('table "Bonuses: the data"');
    expect(tree).toContain('table "User reviews by rating: the data"');
    expect(tree).toMatch(/img "Doughnut chart of User reviews by rating, \d+ user reviews: 1 star/);
    expect(await page.getByRole('rowheader', { name: 'user reviews', exact: true }).count()).toBe(
      1,
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('opens a bonus card’s details in a modal and gives the focus back on Escape', async () => {
    const { page, errors } = await openPage(browser.context, 'home.html');
    await page.locator('[data-widget="bonus-detail"][data-widget-state="mounted"]').waitFor({
      state: 'attached',
    });
    const opener = page.locator('[data-bonus-detail]').first();
    const title = (await opener.getAttribute('data-bonus-title'))!;
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.locator('.cw-bonus-detail__body [data-bonus-id]').waitFor();
    expect(await dialog.locator('.cw-bonus-detail__body').textContent()).toContain('Wagering');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });
});

/** The tournaments placeholder's props, as the page was built. */
async function tournamentProps(page: Page) {
  return page
    .locator('[data-widget="tournaments"]')
    .evaluate((element: HTMLElement) => JSON.parse(element.dataset.props!)) as Promise<{
    tournaments: { id: number; title: string; endsAt: string }[];
  }>;
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

describe('the tournaments page on the demo', () => {
  it('counts a tournament down to zero with the page’s clock', async () => {
    const { page: first } = await openPage(browser.context, 'tournaments.html');
    const { tournaments } = await tournamentProps(first);
    await first.close();
    const last = tournaments.reduce((a, b) =>
      Date.parse(a.endsAt) < Date.parse(b.endsAt) ? a : b,
    );

    const page = await browser.context.newPage();
    const end = Date.parse(last.endsAt);
    await page.clock.install({ time: end - 5_000 });
    await page.goto(siteUrl('tournaments.html'));
    const timer = card(page, last.title).getByRole('timer');
    // The countdown's sentence, as screen readers read it.
    const left = () => timer.locator('.cw-visually-hidden').textContent();
    await expect.poll(left).toMatch(/^[1-5] seconds? left$/);
    expect(await card(page, last.title).getAttribute('data-state')).toBe('running');
    expect(await seriousViolations(page)).toEqual([]);

    await page.clock.runFor(6_000);
    await expect.poll(() => card(page, last.title).getAttribute('data-state')).toBe('ended');
    expect(await left()).toBe('Ended');
    expect(await card(page, last.title).textContent()).toContain('This tournament has ended.');
    await page.close();
  });
});

/** The real live channel: RabbitMQ's web-stomp behind the demo's SockJS bridge. */
describe('a tournament leaderboard on the real live channel', () => {
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

  it('refreshes the leaderboard shown when a game_leaderboard_update arrives', async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/frontendService/tournamentLeaderboard')
        calls.push(url.searchParams.get('tournamentId') ?? '');
    });
    await page.goto(`${bridge.url}tournaments.html?user=alice&live=ws`);
    const bell = page.locator('header [data-widget="notifications"] .cw-nt');
    await expect
      .poll(() => bell.getAttribute('data-live', { timeout: 1_000 }).catch(() => null), {
        timeout: 30_000,
      })
      .toBe('connected');

    const { tournaments } = await tournamentProps(page);
    const followed = tournaments[0]!;
    const front = card(page, followed.title);
    await front.getByRole('button', { name: 'Leaderboard and rules' }).click();
    const rows = front.locator('[data-leaderboard] tbody tr');
    await rows.first().waitFor();
    const before = await rows.allTextContents();
    expect(calls).toEqual([String(followed.id)]);
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await publish(broker.stompUrl, `/topic/tournament.${followed.id}`, {
      type: 'game_leaderboard_update',
      tournamentId: followed.id,
    });
    await expect.poll(() => calls.length).toBe(2);
    await expect.poll(() => rows.allTextContents()).not.toEqual(before);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('refreshes a visitor’s leaderboards, each from its own tournament’s destination', async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/frontendService/tournamentLeaderboard')
        calls.push(url.searchParams.get('tournamentId') ?? '');
    });
    await page.goto(`${bridge.url}tournaments.html?user=visitor&live=ws`);
    const { tournaments } = await tournamentProps(page);
    expect(tournaments.length).toBeGreaterThanOrEqual(2);
    const [first, second] = tournaments as [(typeof tournaments)[0], (typeof tournaments)[0]];
    // Nothing connects before a leaderboard shows.
    expect(bridge.connections).toBe(0);

    const rowsOf = async (tournament: typeof first) => {
      const front = card(page, tournament.title);
      await front.getByRole('button', { name: 'Leaderboard and rules' }).click();
      const rows = front.locator('[data-leaderboard] tbody tr');
      await rows.first().waitFor();
      return rows;
    };
    const firstRows = await rowsOf(first);
    const secondRows = await rowsOf(second);
    const destination = (tournament: typeof first) => `/topic/tournament.${tournament.id}`;
    // A message to a topic nobody subscribes to yet is dropped: publish once both are.
    await expect
      .poll(() => broker.subscribedTopics(), { timeout: 30_000 })
      .toEqual(expect.arrayContaining([destination(first), destination(second)]));
    expect(bridge.connections).toBe(1);
    expect(await page.locator('[data-widget="notifications"] .cw-nt').count()).toBe(0);

    const firstBefore = await firstRows.allTextContents();
    const secondBefore = await secondRows.allTextContents();
    await publish(broker.stompUrl, destination(first), {
      type: 'game_leaderboard_update',
      tournamentId: first.id,
    });
    await expect.poll(() => firstRows.allTextContents()).not.toEqual(firstBefore);
    expect(calls.filter((id) => id === String(second.id))).toHaveLength(1);
    expect(await secondRows.allTextContents()).toEqual(secondBefore);

    await publish(broker.stompUrl, destination(second), {
      type: 'game_leaderboard_update',
      tournamentId: second.id,
    });
    await expect.poll(() => secondRows.allTextContents()).not.toEqual(secondBefore);
    expect(calls.filter((id) => id === String(first.id))).toHaveLength(2);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
