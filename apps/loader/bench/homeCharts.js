/* global document -- the functions given to page.evaluate run in the browser */
// `pnpm bench --charts`: the home page's JS before and after the visitor scrolls to its
// charts. chart.js comes in one chunk (`charts-*.js`) that only then loads.
import { Buffer } from 'node:buffer';
import { launchChromium } from '@casino/browser-testing';
import { serveWithNodeBackend } from '../scripts/nodeBackend.js';
import { gzip, kb } from './units.js';

/** The chart drawing code with chart.js: at most this (gzip), loaded near the charts only. */
export const CHARTS_JS_BUDGET = 60 * 1024;
export const CHARTS_CHUNK = /^charts-[\w-]{8}\.js$/;
const CHARTS_DRAWN_TIMEOUT_MS = 30_000;

const fileName = (url) => new URL(url).pathname.replace(/^.*\//, '');

export async function homeCharts(root, failures) {
  const site = await serveWithNodeBackend(root);
  const browser = await launchChromium();
  try {
    const page = await browser.context.newPage();
    page.setDefaultTimeout(CHARTS_DRAWN_TIMEOUT_MS);
    const scripts = [];
    const pending = new Set();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const reading = response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => {
          scripts.push({ name: fileName(response.url()), gzip: gzip(body) });
          pending.delete(reading);
        });
      pending.add(reading);
    });
    const sum = () => scripts.reduce((total, script) => total + script.gzip, 0);

    await page.goto(`${site.url}home.html`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-widget]')]
        .filter((element) => ['eager', 'idle'].includes(element.dataset.load ?? 'eager'))
        .every((element) => element.dataset.widgetState),
    );
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const atLoad = sum();
    const chartsEarly = scripts.filter((script) => CHARTS_CHUNK.test(script.name));

    await page.locator('[data-widget="home-charts"]').scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-widget="home-charts"] [data-drawn="true"]').length === 3,
    );
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const chart = scripts.find((script) => CHARTS_CHUNK.test(script.name));
    const ok = chartsEarly.length === 0 && chart !== undefined && chart.gzip <= CHARTS_JS_BUDGET;
    console.log(
      `\nHome page charts (home.html, gzip): JS at load ${kb(atLoad)} (chart chunk ${chartsEarly.length ? '✗ loaded' : 'not loaded ✓'}); after scrolling to the charts ${kb(sum())}, of which ${chart ? `${chart.name} ${kb(chart.gzip)}` : '✗ no chart chunk'} (budget ${kb(CHARTS_JS_BUDGET)}) ${ok ? '✓' : '✗'}`,
    );
    if (chartsEarly.length) failures.push('the chart chunk loads before the charts come near');
    if (!chart) failures.push('the home charts loaded no chart chunk');
    else if (chart.gzip > CHARTS_JS_BUDGET)
      failures.push(`the chart chunk over its budget (${kb(chart.gzip)})`);
  } finally {
    await browser.close();
    await site.close();
  }
}
