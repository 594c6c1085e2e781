import type { Page } from 'playwright-core';
import { openPage, seriousViolations, sharedBrowser } from './browser';

const browser = sharedBrowser();

const POST_PATH = '/frontendService/post';
const UPLOAD_PATH = '/frontendService/image/uploadImage';
/** A 1×1 PNG: the smallest image the upload takes. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const replyBox = (page: Page) => page.getByRole('textbox', { name: 'Your reply' });
const editor = (page: Page) => page.locator('[data-reply-box] [contenteditable="true"]');
const posts = (page: Page) => page.locator('[data-posts] [data-post-id]');

/** Opens the thread page as a member and brings the rich-text editor into the reply box. */
async function openEditor(address: string) {
  const watched = await openPage(browser.context, address);
  await replyBox(watched.page).click();
  await editor(watched.page).waitFor();
  return watched;
}

declare global {
  interface Window {
    sentReplies?: Record<string, unknown>[];
  }
}

/**
 * Records the JSON bodies of the replies the pages send (`window.sentReplies`): the fake
 * backend answers in a service worker, where the browser's request events carry no body.
 */
function recordReplies(path: string) {
  const send = window.fetch;
  window.fetch = function (input, init) {
    const request = new Request(input, init);
    if (request.method === 'POST' && new URL(request.url).pathname === path)
      void request
        .clone()
        .text()
        .then((body) => (window.sentReplies ??= []).push(JSON.parse(body)));
    return send.call(this, request);
  };
}

beforeAll(() => browser.context.addInitScript(recordReplies, POST_PATH));

const sentReplies = (page: Page) => page.evaluate(() => window.sentReplies ?? []);

describe('the forum’s answers by code on the demo', () => {
  it('8209: the language chooser opens and the reply is sent again with the chosen language', async () => {
    const { page, errors } = await openEditor('forum-thread.html?user=alice');
    const before = await posts(page).count();
    // Too short for the server to tell its language.
    await page.keyboard.type('Same here');
    await page.getByRole('button', { name: 'Post reply' }).click();
    const chooser = page.getByRole('dialog', { name: 'Which language is your post in?' });
    await chooser.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await chooser.getByLabel('Language of your post').selectOption('de');
    await chooser.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => posts(page).count()).toBe(before + 1);
    await chooser.waitFor({ state: 'hidden' });
    const sent = await sentReplies(page);
    expect(sent).toHaveLength(2);
    expect(sent[0]).not.toHaveProperty('manualLanguageCode');
    expect(sent[1]).toMatchObject({ manualLanguageCode: 'de' });
    expect(await posts(page).last().textContent()).toContain('Same here');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('8214: the pending-review modal opens and the editor is cleared', async () => {
    const { page, errors } = await openEditor(
      'forum-thread.html?user=alice&scenario=forum-pending-review',
    );
    const before = await posts(page).count();
    await page.keyboard.type('The bonus terms changed again this week.');
    await page.getByRole('button', { name: 'Post reply' }).click();
    const pending = page.getByRole('dialog', { name: 'Your post is waiting for review' });
    await pending.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await editor(page).textContent()).toBe('');
    expect(await posts(page).count()).toBe(before);
    // The modal's OK has the focus: Enter alone closes it.
    await page.keyboard.press('Enter');
    await pending.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('7000: the login-required message keeps the text and its link opens the login dialog', async () => {
    const { page, errors } = await openEditor('forum-thread.html?user=alice&scenario=code-7000');
    await page.keyboard.type('My withdrawal is still pending after a week.');
    await page.getByRole('button', { name: 'Post reply' }).click();
    const message = page.getByRole('alert').filter({ hasText: 'Please log in to continue.' });
    await message.waitFor();
    expect(await editor(page).textContent()).toContain('still pending after a week');
    await message.getByRole('button', { name: 'Log in or sign up' }).click();
    await page.getByRole('dialog', { name: 'Welcome' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a member’s reply with a link and an image on the demo', () => {
  it('a link typed without a protocol gets https://', async () => {
    const { page, errors } = await openEditor('forum-thread.html?user=alice');
    await page.keyboard.type('Read the payout rules at ');
    await page.getByRole('button', { name: /^Link/ }).click();
    const address = page.getByRole('textbox', { name: 'Link address' });
    await address.fill('example.com/payouts');
    await address.press('Enter');
    await page.keyboard.type(' before you deposit.');
    await page.getByRole('button', { name: 'Post reply' }).click();
    const link = posts(page).last().locator('[data-post-text] a');
    await expect.poll(() => link.getAttribute('href')).toBe('https://example.com/payouts');
    expect(String((await sentReplies(page))[0]?.text)).toContain(
      'href="https://example.com/payouts"',
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('an image is uploaded with POST /image/uploadImage and shown in the posted reply', async () => {
    const { page, errors } = await openEditor('forum-thread.html?user=alice');
    const upload = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === UPLOAD_PATH,
    );
    await page.keyboard.type('Here is my cashout confirmation from yesterday.');
    await page
      .locator('[data-reply-box] input[type="file"]')
      .setInputFiles({ name: 'cashout.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    expect((await upload).headers()['content-type']).toContain('multipart/form-data');
    await editor(page).locator('img[src^="/uploads/images/"]').waitFor({ state: 'attached' });
    await page.getByRole('status').filter({ hasText: 'cashout.png was added.' }).waitFor();
    await page.getByRole('button', { name: 'Post reply' }).click();
    const image = posts(page).last().locator('[data-post-text] img');
    await expect.poll(() => image.getAttribute('src')).toMatch(/^\/uploads\/images\/\d+$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
