// Lighthouse's performance audit on its mobile profile, as a site owner runs it, against
// Debian's Chromium (chrome-launcher is told where it is; nothing downloads a browser).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '@casino/browser-testing';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

/**
 * One Chromium for every page (Lighthouse resets the storage before each run). `audit(url)`
 * gives the mobile performance score (0-100), LCP, TBT and CLS. (Its report of the LCP
 * element fails with this Chromium: the slow-phone run names it instead.) Its defaults: a Moto G Power sized
 * screen, simulated slow 4G and 4× CPU slowdown (a trace at full speed, then modelled).
 */
export async function launchLighthouse() {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const audit = async (url) => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
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
