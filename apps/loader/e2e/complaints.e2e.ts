import path from 'node:path';
import type { Page } from 'playwright-core';
import { serveWithNodeBackend } from '../scripts/nodeBackend.js';
import { openPage, seriousViolations, sharedBrowser, siteUrl } from './browser';

const browser = sharedBrowser();

/** A 1×1 PNG: a small image the upload domain takes. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A statement scan of 4 MB: large enough for the upload to report its way. */
const STATEMENT_BYTES = 4_000_000;
const statement = {
  name: 'statement.png',
  mimeType: 'image/png',
  buffer: Buffer.alloc(STATEMENT_BYTES),
};

/** Records every value the attachment progress bars show, in order. */
function watchProgress(page: Page) {
  return page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        const nodes = record.type === 'attributes' ? [record.target] : [...record.addedNodes];
        for (const node of nodes) {
          if (!(node instanceof Element)) continue;
          for (const bar of [node, ...node.querySelectorAll('[aria-valuenow]')])
            if (bar.matches('[role="progressbar"][aria-valuenow]'))
              seen.push(bar.getAttribute('aria-valuenow')!);
        }
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
}

const progressSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);

/** Attaches the statement in the complaint form; resolves with the bar's values once it is in. */
async function attachStatement(page: Page): Promise<string[]> {
  const form = page.locator('[data-widget="complaint-form"]');
  await form.scrollIntoViewIfNeeded();
  const chooser = form.getByLabel('Attach files');
  await chooser.waitFor();
  await watchProgress(page);
  await chooser.setInputFiles(statement);
  await form.getByRole('link', { name: 'View statement.png' }).waitFor();
  return progressSeen(page);
}

/** The upload speed the deployable's test emulates, bytes a second: a few seconds a file. */
const UPLOAD_BYTES_PER_SECOND = 1_000_000;

describe('an attachment uploaded to a server', () => {
  let site: Awaited<ReturnType<typeof serveWithNodeBackend>>;
  beforeAll(async () => {
    site = await serveWithNodeBackend(path.resolve(import.meta.dirname, '../dist/site'));
  });
  afterAll(() => site?.close());

  it('shows the share sent rising step by step, then the file', async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Only the site: the verification script's provider is out of reach (its fallback token).
    await page.route(
      (url) => !url.href.startsWith(site.url),
      (route) => route.abort('blockedbyclient'),
    );
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: UPLOAD_BYTES_PER_SECOND,
    });
    await page.goto(`${site.url}complaints.html`);
    const seen = (await attachStatement(page)).map(Number);
    expect(seen[0]).toBe(0);
    expect(seen.some((percent) => percent > 0 && percent < 100)).toBe(true);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a complaint on the demo', () => {
  it('is created with two attachments, one deleted and a wrong type refused with its message', async () => {
    const { page, errors, requests } = await openPage(
      browser.context,
      'complaints.html?user=alice',
    );
    const form = page.locator('[data-widget="complaint-form"]');
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('textbox', { name: 'Subject' }).fill('Withdrawal blocked after a win');
    // The editor itself (not its small door or the attachments) comes with the first focus.
    const editorChunk = (url: string) => /\/w\/editor-(?!lazy-|pages[-.])/.test(url);
    expect(requests.some(editorChunk)).toBe(false);
    await form.getByRole('textbox', { name: 'What happened?' }).click();
    await form.locator('[contenteditable="true"]').waitFor();
    expect(requests.some(editorChunk)).toBe(true);
    await page.keyboard.type('The casino closed my account the day after I won €800.');

    const chooser = form.getByLabel('Attach files');
    await chooser.setInputFiles([
      { name: 'receipt.png', mimeType: 'image/png', buffer: PIXEL_PNG },
      { name: 'chat.png', mimeType: 'image/png', buffer: PIXEL_PNG },
    ]);
    const receipt = form.getByRole('link', { name: 'View receipt.png' });
    await receipt.waitFor();
    await form.getByRole('link', { name: 'View chat.png' }).waitFor();
    expect(await receipt.getAttribute('href')).toMatch(
      /^\/frontendService\/complaint\/image\?hash=\w+$/,
    );

    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(request.url());
    });
    await form.getByRole('button', { name: 'Remove chat.png' }).click();
    await form.getByRole('link', { name: 'View chat.png' }).waitFor({ state: 'detached' });
    expect(deletes).toHaveLength(1);
    expect(new URL(deletes[0]!).searchParams.get('uploadedFileHash')).toBeTruthy();

    await chooser.setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ'),
    });
    const refused = form.locator('li', { hasText: 'setup.exe' });
    await refused.getByRole('alert').waitFor();
    expect(await refused.getByRole('alert').textContent()).toBe('This file type is not allowed.');
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByRole('button', { name: 'Submit complaint' }).click();
    const sent = form.getByRole('heading', {
      name: 'Your complaint was sent. We will look into it.',
    });
    await sent.waitFor();
    await expect
      .poll(() => sent.evaluate((heading) => heading === document.activeElement))
      .toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each([390, 1280])(
    'lays the form out in the site style at %i px: its title under the page heading, fields and the file chooser',
    async (width) => {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width, height: 844 });
      await page.goto(siteUrl('complaints.html'));
      const form = page.locator('[data-widget="complaint-form"]');
      await form.scrollIntoViewIfNeeded();
      const chooser = form.getByLabel('Attach files');
      await chooser.waitFor({ state: 'attached' });

      const pageHeading = await page.locator('#new-complaint-title').boundingBox();
      const title = await form.getByRole('heading', { name: 'Submit a complaint' }).boundingBox();
      expect(title!.y - (pageHeading!.y + pageHeading!.height)).toBeLessThanOrEqual(24);

      const select = form.getByRole('combobox', { name: 'Casino' });
      expect(await select.evaluate((field) => getComputedStyle(field).fontSize)).toBe('16px');
      expect((await select.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      const group = form.getByRole('group', { name: 'Attachments' });
      expect(await group.evaluate((set) => getComputedStyle(set).borderTopStyle)).toBe('none');

      // The chooser is a button-sized target under the group's label; the browser's own
      // control (and its "No file chosen") is not shown.
      const button = form.locator('.cw-complaint__choose > span');
      const legend = await group.locator('legend').boundingBox();
      const box = await button.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.y).toBeGreaterThan(legend!.y + legend!.height);
      expect((await chooser.boundingBox())!.width).toBeLessThanOrEqual(1);
      await chooser.focus();
      expect(await button.evaluate((look) => getComputedStyle(look).outlineStyle)).toBe('solid');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
        true,
      );
      await page.close();
    },
  );

  it('shows a determinate bar while a file uploads, then the file', async () => {
    const { page, errors } = await openPage(browser.context, 'complaints.html?user=alice');
    const seen = await attachStatement(page);
    // A service worker answers the demo's calls; Chromium reports no upload progress for
    // those, so here the bar shows 0 % until the file is in (steps: the test against a server).
    expect(seen).toEqual(['0']);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the administrator note form without serious accessibility problems', async () => {
    const { page, errors } = await openPage(browser.context, 'complaints.html?user=admin_adam');
    const note = page.locator('[data-widget="complaint-admin-note"]');
    await note.scrollIntoViewIfNeeded();
    await note.getByLabel('Administrator note').fill('Asked the casino for the account logs.');
    await note.getByRole('button', { name: 'Save note' }).click();
    await note.getByRole('status').filter({ hasText: 'The note was saved.' }).waitFor();
    expect(await note.locator('[data-note-saved]').textContent()).toBe(
      'Asked the casino for the account logs.',
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
