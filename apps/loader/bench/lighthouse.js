// Lighthouse's performance audit on its mobile profile, as a site owner runs it, against
// Debian's Chromium (chrome-launcher is told where it is; nothing downloads a browser).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '@casino/browser-testing';
import { seedStorage } from '../scripts/arrivals.js';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

/**
 * Clears the browser's cache and the site's storage, then puts `storage` in the site's
 * local storage, from a page of the site that loads nothing else: the audit that follows
 * keeps the storage (Lighthouse would clear it) and still starts with a cold cache.
 */
async function arriveWith(port, url, storage) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    const { origin } = new URL(url);
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate(seedStorage, storage);
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * One Chromium for every page (Lighthouse resets the storage before each run, unless the
 * page's visitors arrive with some: `audit(url, storage)`). `audit` gives the mobile
 * performance score (0-100), LCP, TBT and CLS. (Its report of the LCP
 * element fails with this Chromium: the slow-phone run names it instead.) Its defaults: a Moto G Power sized
 * screen, simulated slow 4G and 4× CPU slowdown (a trace at full speed, then modelled).
 */
export async function launchLighthouse() {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const audit = async (url, storage = {}) => {
    const arriving = Object.keys(storage).length > 0;
    if (arriving) await arriveWith(chrome.port, url, storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: arriving,
    });
    const { audits, categories, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
    return {
      score: Math.round((categories.performance.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
    };
  };
  return { audit, close: () => chrome.kill() };
}
