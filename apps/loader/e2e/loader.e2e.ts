import type { BrowserContext, Page } from 'playwright-core';
import { freshContext, openPage, siteUrl, sharedBrowser } from './browser';

const browser = sharedBrowser();

const state = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => (el as HTMLElement).dataset.widgetState ?? 'waiting');

describe('loader', () => {
  it('mounts each placeholder when its load strategy says so', async () => {
    const { page } = await openPage(browser.context, 'embedding.html');
    const interaction = '[data-load="interaction"]';
    const visible = 'main [data-load="visible"]';
    await expect.poll(() => state(page, 'main [data-load="eager"]')).toBe('mounted');
    // The site modals' placeholder on every page loads when idle too: the newsletter is the example.
    const idle = 'main [data-widget="newsletter"][data-load="idle"]';
    await expect.poll(() => state(page, idle)).toBe('mounted');
    expect(await state(page, interaction)).toBe('waiting');
    expect(await state(page, visible)).toBe('waiting');
    await page.locator(interaction).hover();
    await expect.poll(() => state(page, interaction)).toBe('mounted');
    await page.locator(visible).scrollIntoViewIfNeeded();
    await expect.poll(() => state(page, visible)).toBe('mounted');
    expect(await state(page, '#bad-props')).toBe('failed');
    expect(await page.locator('#bad-props').textContent()).toContain(
      'Server-rendered newsletter link',
    );
    await page.close();
  });

  it('finds placeholders added later and unmounts removed ones', async () => {
    const { page } = await openPage(browser.context, 'discussion.html');
    await page.evaluate(() => {
      const added = document.createElement('div');
      added.id = 'added';
      added.dataset.widget = 'newsletter';
      added.dataset.props = '{"title":"Added later"}';
      document.querySelector('main')!.append(added);
    });
    await page.getByRole('heading', { name: 'Added later' }).waitFor();
    await page.evaluate(() => document.getElementById('added')!.remove());
    await expect.poll(() => page.getByRole('heading', { name: 'Added later' }).count()).toBe(0);
    await page.close();
  });

  it('loads the shared runtime once for several widgets', async () => {
    const { page, requests } = await openPage(browser.context, 'embedding.html');
    await page.locator('main [data-load="idle"]').getByRole('button').waitFor();
    await page.locator('[data-load="interaction"]').hover();
    await page.locator('[data-load="interaction"]').getByRole('button').waitFor();
    const runtimes = requests.filter((url) => /\/w\/runtime-[\w-]+\.js/.test(url));
    expect(runtimes).toHaveLength(1);
    await page.close();
  });

  describe('with nothing cached', () => {
    // The footer's signup loads as it comes within reach: scrolled to, wherever the page's
    // content leaves it.
    const reachNewsletter = (page: Page) =>
      page.evaluate(() => document.querySelector('[data-widget="newsletter"]')?.scrollIntoView());

    // A browser context of their own: nothing cached, no service worker between page and
    // network.
    let fresh: BrowserContext;
    beforeEach(async () => {
      fresh = await freshContext();
    });
    afterEach(() => fresh.close());

    it('reports a failing chunk, retries it once and mounts', async () => {
      const page = await fresh.newPage();
      const reports: string[] = [];
      let attempts = 0;
      await page.route(/\/w\/newsletter\.js/, (route) => {
        attempts += 1;
        return attempts === 1 ? route.fulfill({ status: 500, body: 'down' }) : route.continue();
      });
      page.on('request', (request) => {
        if (request.url().endsWith('/frontendService/errorLog'))
          reports.push(request.postData() ?? '');
      });
      await page.goto(siteUrl('discussion.html'));
      await reachNewsletter(page);
      await expect.poll(() => state(page, '[data-widget="newsletter"]')).toBe('mounted');
      expect(attempts).toBe(2);
      expect(reports.map((body) => new URLSearchParams(body).get('message'))).toContain(
        'Widget chunk error: newsletter',
      );
      await page.close();
    });

    it('a chunk that fails twice is reported once and leaves its placeholders failed', async () => {
      const page = await fresh.newPage();
      const reports: string[] = [];
      await page.route(/\/w\/newsletter\.js/, (route) =>
        route.fulfill({ status: 500, body: 'down' }),
      );
      page.on('request', (request) => {
        if (request.url().endsWith('/frontendService/errorLog'))
          reports.push(new URLSearchParams(request.postData() ?? '').get('message') ?? '');
      });
      await page.goto(siteUrl('discussion.html'));
      await reachNewsletter(page);
      await expect.poll(() => state(page, '[data-widget="newsletter"]')).toBe('failed');
      // Other widgets of the page are still to settle; any second report would come with them.
      await page
        .locator('[data-widget="page-helpers"][data-widget-state="mounted"]')
        .waitFor({ state: 'attached' });
      expect(reports.filter((message) => message.includes('newsletter'))).toEqual([
        'Widget chunk error: newsletter',
      ]);
      await page.close();
    });

    it('gives up on a chunk after 120 s, reports the timeout and retries', async () => {
      const page = await fresh.newPage();
      await page.clock.install();
      const reports: string[] = [];
      let attempts = 0;
      await page.route(/\/w\/newsletter\.js/, (route) => {
        attempts += 1;
        // The first answer never comes.
        return attempts === 1 ? undefined : route.continue();
      });
      page.on('request', (request) => {
        if (request.url().endsWith('/frontendService/errorLog'))
          reports.push(new URLSearchParams(request.postData() ?? '').get('message') ?? '');
      });
      await page.goto(siteUrl('discussion.html'));
      await reachNewsletter(page);
      await expect.poll(() => attempts).toBe(1);
      await page.clock.runFor(119_000);
      expect(reports).toEqual([]);
      await page.clock.runFor(1_000);
      await expect.poll(() => reports).toContain('Widget chunk timeout: newsletter');
      await expect.poll(() => state(page, '[data-widget="newsletter"]')).toBe('mounted');
      await page.close();
    });
  });

  it('marks a placeholder of an unknown widget as failed and reports it', async () => {
    const { page } = await openPage(browser.context, 'discussion.html');
    const reported = page.waitForRequest(
      (request) =>
        request.url().endsWith('/frontendService/errorLog') &&
        (request.postData() ?? '').includes('nosuchwidget'),
    );
    await page.evaluate(() => {
      const element = document.createElement('div');
      element.id = 'unknown';
      element.dataset.widget = 'nosuchwidget';
      element.textContent = 'Server content';
      document.querySelector('main')!.append(element);
    });
    await reported;
    await expect.poll(() => state(page, '#unknown')).toBe('failed');
    expect(await page.locator('#unknown').textContent()).toBe('Server content');
    await page.close();
  });
});
