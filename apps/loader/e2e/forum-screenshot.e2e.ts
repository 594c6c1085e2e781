import { SEEDED_THREADS } from '@casino/mocks';
import { liveUrl, openPage, seriousViolations, sharedBrowser } from './browser';

const browser = sharedBrowser();

/** The seeded thread that takes winning screenshots, on its live page. */
const winsPage = (query: string) => liveUrl(`forum/thread/${SEEDED_THREADS.screenshots}?${query}`);

/** A 1×1 PNG: the smallest image the upload takes. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('a reply with a winning screenshot on the demo', () => {
  it('needs the screenshot, then posts it with the win rounded to 2 decimals', async () => {
    const { page, errors } = await openPage(browser.context, winsPage('user=alice'));
    const posts = page.locator('[data-posts] [data-post-id]');
    await page.getByRole('textbox', { name: 'Your reply' }).click();
    await page.locator('[data-reply-box] [contenteditable="true"]').waitFor();
    await page.keyboard.type('Finally a big win on this slot, here is the proof.');
    await page.getByRole('checkbox', { name: 'Add a winning screenshot' }).check();
    const shot = page.getByRole('group', { name: 'Your winning screenshot' });
    await shot.waitFor();
    await page.getByRole('button', { name: 'Post reply' }).click();
    await shot.getByText('Please upload the screenshot of your win.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await shot
      .getByLabel('Screenshot of your win')
      .setInputFiles({ name: 'big-win.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await shot.getByRole('img', { name: 'Your winning screenshot' }).waitFor();
    await shot.getByRole('combobox', { name: 'Casino' }).fill('Royal');
    await shot.getByRole('option', { name: 'Royal Spins' }).click();
    await shot.getByRole('combobox', { name: 'Game' }).fill('Fire Dead');
    await shot.getByRole('option', { name: 'Fire Dead 1' }).click();
    await shot.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await shot.getByRole('textbox', { name: 'Bet size' }).fill('0.5');
    await shot.getByRole('textbox', { name: 'Win size' }).fill('1234.567');
    await page.getByRole('button', { name: 'Post reply' }).click();
    const figure = posts.last().locator('[data-post-screenshot]');
    await figure.waitFor();
    expect(await figure.locator('[data-win-size]').textContent()).toBe('1234.57 EUR');
    expect(await figure.locator('[data-bet-size]').textContent()).toBe('0.50 EUR');
    expect(errors).toEqual([]);
    await page.close();
  });
});
