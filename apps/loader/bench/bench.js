/* global window, document, performance, Event, requestAnimationFrame -- the functions given to page.evaluate run in the browser */
// `pnpm bench`: what each demo page costs a visitor, from the deployable build
// (dist/site: no mock backend). Prints figures; exits non-zero when a budget is missed.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { Buffer } from 'node:buffer';
import { launchChromium } from '@casino/browser-testing';
import { serveStatic } from '@casino/browser-testing';

/** Budget of the loader itself (GitHub Catalyst's lazyDefine, which does less, is 756 B). */
const LOADER_BUDGET_GZIP = 800;
const REACT_MARKER = 'react.transitional.element';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/site');
const gzip = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function measure(context, url, scroll) {
  const page = await context.newPage();
  const loaded = [];
  let requests = 0;
  page.on('request', () => (requests += 1));
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    loaded.push({
      type,
      url: response.url(),
      gzip: gzip(body),
      react: body.includes(REACT_MARKER),
    });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (scroll) {
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 16));
      }
    });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
  }
  await page.close();
  const sum = (type) =>
    loaded.filter((file) => file.type === type).reduce((total, file) => total + file.gzip, 0);
  return {
    requests,
    js: sum('script'),
    css: sum('stylesheet'),
    reactCopies: loaded.filter((file) => file.react).length,
    files: loaded,
  };
}

const site = await serveStatic(root);
const failures = [];
try {
  const loaderGzip = gzip(await readFile(path.join(root, 'widgets/loader.js')));
  console.log(
    `\nLoader: ${loaderGzip} B gzip (budget ${LOADER_BUDGET_GZIP} B) ${loaderGzip <= LOADER_BUDGET_GZIP ? '✓' : '✗'}`,
  );
  if (loaderGzip > LOADER_BUDGET_GZIP) failures.push('loader over budget');

  console.log('\nChunks of the deployable (gzip):');
  const chunkDir = path.join(root, 'widgets/w');
  for (const file of (await readdir(chunkDir)).sort()) {
    const body = await readFile(path.join(chunkDir, file));
    const hasReact = body.includes(REACT_MARKER);
    console.log(
      `  ${file.padEnd(28)} ${kb(gzip(body)).padStart(9)}${hasReact ? '  (React, react-dom, signals, zod, ky, core)' : ''}`,
    );
    if (hasReact && !file.startsWith('runtime-')) failures.push(`React bundled into ${file}`);
  }

  const pages = (await readdir(root)).filter((file) => file.endsWith('.html')).sort();
  console.log(
    '\nPer page, fresh cache (JS and CSS gzip; requests include the page and its calls):',
  );
  console.log(
    `  ${'page'.padEnd(26)} ${'at load: JS'.padStart(12)} ${'CSS'.padStart(8)} ${'requests'.padStart(9)}   ${'after scrolling: JS'.padStart(20)} ${'CSS'.padStart(8)} ${'requests'.padStart(9)}  React copies`,
  );
  for (const file of pages) {
    const browser = await launchChromium();
    const first = await measure(browser.context, `${site.url}${file}`, false);
    await browser.close();
    const again = await launchChromium();
    const all = await measure(again.context, `${site.url}${file}`, true);
    await again.close();
    console.log(
      `  ${file.padEnd(26)} ${kb(first.js).padStart(12)} ${kb(first.css).padStart(8)} ${String(first.requests).padStart(9)}   ${kb(all.js).padStart(20)} ${kb(all.css).padStart(8)} ${String(all.requests).padStart(9)}  ${all.reactCopies}`,
    );
    if (all.reactCopies > 1) failures.push(`${file} loads React ${all.reactCopies} times`);
    if (file === 'index.html') {
      const scripts = all.files.map((f) => new URL(f.url).pathname);
      const ok = scripts.length === 1 && scripts[0] === '/widgets/loader.js' && all.css === 0;
      console.log(
        `    index (no placeholders) loads only the loader: ${ok ? '✓' : `✗ ${scripts.join(', ')}`}`,
      );
      if (!ok) failures.push('index loads more than the loader');
    }
  }
  await listChange();
} finally {
  await site.close();
}

/**
 * A filter change on a 500-card casino list of the demo (fake backend seeded with
 * `?catalogue=500`), with the CPU slowed down 4×: the time from the change to the new
 * results being painted, the widget's render (one HTML replacement) and the main-thread
 * time of the change. The fake backend runs in the page (MSW answers on the main
 * thread), so the main-thread figure includes building the 500 cards' HTML.
 */
async function listChange() {
  const listHtml = await readFile(path.join(root, 'casinos.html'));
  console.log(
    `\nList page casinos.html: ${kb(listHtml.length)} (${kb(gzip(listHtml))} gzip) of server HTML`,
  );
  const demo = await serveStatic(path.resolve(root, '../demo'));
  const browser = await launchChromium();
  try {
    const page = await browser.context.newPage();
    await page.goto(`${demo.url}casinos.html?catalogue=500#paginate_by=500`);
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-list-items] [data-card]').length >= 500 &&
        document.querySelector('[data-list-page]')?.dataset.listStatus === 'idle',
      undefined,
      { timeout: 60_000 },
    );
    const resultsBytes = await page.evaluate(
      () => document.querySelector('[data-list-results]').outerHTML.length,
    );
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const taskTime = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')
        .value * 1000;
    const rows = [];
    for (const sort of ['name', 'rating', 'newest']) {
      const before = await taskTime();
      const figures = await page.evaluate(async (value) => {
        performance.clearMeasures();
        const list = document.querySelector('[data-list-page]');
        const select = list.querySelector('select[data-list-sort]');
        const start = performance.now();
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
        await new Promise((resolve) => {
          const check = () =>
            list.dataset.listStatus === 'idle'
              ? requestAnimationFrame(() => setTimeout(resolve, 0))
              : requestAnimationFrame(check);
          requestAnimationFrame(check);
        });
        const render = performance.getEntriesByName('cw-filters:render', 'measure').at(-1);
        return {
          painted: performance.now() - start,
          render: render?.duration ?? NaN,
          renderToPaint: render ? performance.now() - render.startTime : NaN,
          cards: list.querySelectorAll('[data-list-items] [data-card]').length,
        };
      }, sort);
      rows.push({ sort, ...figures, main: (await taskTime()) - before });
    }
    console.log(
      `Filter change on the 500-card list (CPU 4× slower; results HTML ${kb(resultsBytes)}):`,
    );
    for (const row of rows)
      console.log(
        `  sort ${row.sort.padEnd(7)} ${String(row.cards).padStart(4)} cards: change → painted ${row.painted.toFixed(0).padStart(5)} ms, ` +
          `widget render ${row.render.toFixed(1)} ms, render → painted ${row.renderToPaint.toFixed(0)} ms, ` +
          `main-thread time ${row.main.toFixed(0)} ms (incl. the in-page fake backend)`,
      );
  } finally {
    await browser.close();
    await demo.close();
  }
}
console.log(
  failures.length
    ? `\nBudgets missed: ${failures.join('; ')}`
    : '\nAll budgets met: loader ≤ 800 B, React once per page, no widget code on a page without placeholders.',
);
process.exit(failures.length ? 1 : 0);
