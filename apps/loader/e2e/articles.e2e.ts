import type { Page } from 'playwright-core';
import { openPage, seriousViolations, sharedBrowser } from './browser';

const browser = sharedBrowser();

/** Tab presses allowed to reach a control from the top of the page. */
const MAX_TABS = 40;

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element ? `${element.tagName.toLowerCase()}:${element.textContent?.trim() ?? ''}` : '';
  });

async function tabTo(page: Page, ...targets: string[]): Promise<void> {
  for (let press = 0; press < MAX_TABS; press += 1) {
    if (targets.includes(await focusedName(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(
    `Tab never reached ${targets.join(' or ')}; last focus ${await focusedName(page)}`,
  );
}

const audioState = (page: Page) =>
  page.locator('[data-widget="audio-player"] audio').evaluate((audio: HTMLAudioElement) => ({
    paused: audio.paused,
    volume: audio.volume,
    time: audio.currentTime,
  }));

/**
 * Where the menu's links and the paragraph after it stand, measured from the top of the
 * menu's box (so a widget mounting higher up the page does not count), and the box's size.
 */
const menuLayout = (page: Page) =>
  page.locator('.toc').evaluate((box) => {
    const top = box.getBoundingClientRect().top;
    const offset = (element: Element) => Math.round(element.getBoundingClientRect().top - top);
    return {
      height: Math.round(box.getBoundingClientRect().height),
      links: [...box.querySelectorAll('a')]
        .filter((link) => link.getClientRects().length > 0)
        .map((link) => ({ text: link.textContent, top: offset(link) })),
      after: offset(box.nextElementSibling!),
    };
  });

describe('the article page on the demo', () => {
  it('loads the audio player when a keyboard user reaches it, and plays, skips and pauses by keyboard', async () => {
    const { page, errors, requests } = await openPage(browser.context, 'article.html');
    await page.locator('[data-widget="audio-player"] a').waitFor();
    expect(requests.some((url) => url.includes('/w/audio-player.js'))).toBe(false);
    expect(requests.some((url) => url.includes('/w/article-menu.js'))).toBe(false);

    // The fallback link loads the player as the focus reaches it; the focus moves on to Play.
    await tabTo(page, 'a:Listen to this article', 'button:Play');
    await expect.poll(() => focusedName(page)).toBe('button:Play');
    expect(await seriousViolations(page)).toEqual([]);
    expect((await audioState(page)).volume).toBeCloseTo(0.8);
    await page
      .locator('[data-widget="audio-player"] audio')
      .evaluate(
        (audio: HTMLAudioElement) =>
          audio.readyState >= 1 ||
          new Promise((resolve) =>
            audio.addEventListener('loadedmetadata', resolve, { once: true }),
          ),
      );

    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(page)).toBe('button:Pause');
    expect((await audioState(page)).paused).toBe(false);
    await page.keyboard.press('Space');
    await expect.poll(() => focusedName(page)).toBe('button:Play');
    expect((await audioState(page)).paused).toBe(true);

    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('button:Forward 15 seconds ↻');
    const before = (await audioState(page)).time;
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await audioState(page)).time).toBeCloseTo(before + 15, 0);
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await audioState(page)).time).toBeCloseTo(before + 30, 0);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName(page)).toBe('button:↺ Back 15 seconds');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await audioState(page)).time).toBeCloseTo(before + 15, 0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('replaces the server list of sections without moving anything', async () => {
    await browser.context.clearCookies();
    const { page, errors } = await openPage(browser.context, 'article.html');
    await page.getByRole('link', { name: 'A worked example' }).waitFor();
    const before = await menuLayout(page);
    expect(before.links.map((link) => link.text)).toContain('A worked example');

    await page.locator('[data-widget="article-menu"] a').first().hover();
    await page.locator('[data-widget="article-menu"][data-widget-state="mounted"]').waitFor();
    await page
      .getByRole('button', { name: 'Show the sections of Wagering requirements' })
      .waitFor();
    expect(await menuLayout(page)).toEqual(before);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('closes a menu item by keyboard and remembers it after a reload', async () => {
    await browser.context.clearCookies();
    const { page, errors } = await openPage(browser.context, 'article.html');
    await tabTo(page, 'a:Wagering requirements');
    const toggle = page.getByRole('button', { name: 'Show the sections of Wagering requirements' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('link', { name: 'A worked example' }).waitFor({ state: 'hidden' });
    expect(await seriousViolations(page)).toEqual([]);
    const cookie = (await browser.context.cookies()).find(
      (item) => item.name === 'articleMenuOpened',
    );
    expect(decodeURIComponent(cookie!.value)).toBe('["max-bet"]');
    const hourFromNow = Date.now() / 1000 + 3600;
    expect(Math.abs(cookie!.expires - hourFromNow)).toBeLessThan(60);

    await page.reload();
    await page.locator('[data-widget="article-menu"] a').first().hover();
    const again = page.getByRole('button', { name: 'Show the sections of Wagering requirements' });
    await again.waitFor();
    expect(await again.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the academy page on the demo', () => {
  it('loads the courses near the viewport and logs in through the academy endpoint', async () => {
    const { page, errors } = await openPage(browser.context, 'academy.html');
    await page.getByRole('link', { name: 'Casino basics' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/frontendService\/.*ogin/.test(request.url()))
        logins.push(new URL(request.url()).pathname);
    });
    await page
      .locator('[data-widget="login-popup"][data-widget-state="mounted"]')
      .waitFor({ state: 'attached' });
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Log in' }).click();
    await header.getByLabel('Username or email').fill('alice');
    await header.getByLabel('Password').fill('password1');
    await header.getByRole('button', { name: 'Log in' }).last().click();
    await expect.poll(() => logins).toContain('/frontendService/academy/login');
    expect(errors).toEqual([]);
    await page.close();
  });
});
