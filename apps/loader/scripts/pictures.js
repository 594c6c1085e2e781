// Pictures of the built demo for the README: the home, casino, game and forum thread pages
// on a phone (390 px) and on a desktop (1280 px), each page with its widgets mounted and
// scrolled through once (lazy images loaded), taken at its top, saved as WebP (Chromium
// encodes them: no image tool needed) in docs/pictures/ of the repository.
//
//   pnpm build && pnpm --filter @casino/loader pictures
/* global document, Image -- the function given to page.evaluate runs in the browser */
import { Buffer } from 'node:buffer';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launchBrowser, scrollThroughSlowly, serveStatic } from '@casino/browser-testing';

const ROOT = path.resolve(import.meta.dirname, '../dist/demo');
const OUT = path.resolve(import.meta.dirname, '../../../docs/pictures');
const PAGES = [
  { name: 'home', file: 'home.html' },
  { name: 'casino', file: 'casino-detail.html' },
  { name: 'game', file: 'game-detail.html' },
  { name: 'forum-thread', file: 'forum-thread.html' },
];
const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];
/** WebP quality: small files in which text stays readable. */
const QUALITY = 0.8;
const TIMEOUT_MS = 60_000;

/** Re-encodes a PNG as WebP in the page (Chromium's encoder). */
async function toWebp(page, png) {
  const dataUrl = await page.evaluate(
    async ([source, quality]) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext('2d').drawImage(image, 0, 0);
      return canvas.toDataURL('image/webp', quality);
    },
    [`data:image/png;base64,${png.toString('base64')}`, QUALITY],
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** Waits until every widget placeholder on the page has mounted (or failed visibly). */
function widgetsSettled(page) {
  return page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-widget]')].every(
        (element) => element.dataset.widgetState || element.dataset.load === 'interaction',
      ),
    undefined,
    { timeout: TIMEOUT_MS },
  );
}

async function main() {
  if (!existsSync(path.join(ROOT, 'index.html')))
    throw new Error('Build the demo site first: pnpm build');
  await mkdir(OUT, { recursive: true });
  const site = await serveStatic(ROOT);
  const { browser, close } = await launchBrowser();
  try {
    for (const size of SIZES) {
      const context = await browser.newContext({ viewport: size.viewport });
      context.setDefaultTimeout(TIMEOUT_MS);
      for (const { name, file } of PAGES) {
        const page = await context.newPage();
        await page.goto(new URL(file, site.url).href);
        await scrollThroughSlowly(page);
        await widgetsSettled(page);
        await scrollThroughSlowly(page);
        // No caret blinking, no transition caught halfway.
        const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
        const target = path.join(OUT, `${name}-${size.name}.webp`);
        const webp = await toWebp(page, png);
        await writeFile(target, webp);
        console.log(
          `${path.relative(process.cwd(), target)}  ${Math.round(webp.length / 1024)} KB`,
        );
        await page.close();
      }
      await context.close();
    }
  } finally {
    await close();
    await site.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
