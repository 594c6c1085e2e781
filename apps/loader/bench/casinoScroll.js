/* global window, document, performance, requestAnimationFrame -- the functions given to page.evaluate run in the browser */
// `pnpm bench --scroll`: a scroll through the casino detail page on a phone (stacked
// sections, the navigation following the scroll, the sticky visit button), with the CPU
// slowed down as on a mid-range phone.
import { launchChromium } from '@casino/browser-testing';
import { serveWithNodeBackend } from '../scripts/nodeBackend.js';
import { againstReference } from './reference.js';
import { CPU_SLOWDOWN, mainThreadTasks } from './trace.js';

/**
 * No task of the scroll may take longer (a long task makes the scroll stutter), as a
 * multiple of the reference React render of the same run (50 ms on the machine the budget
 * was set on).
 */
export const LONGEST_TASK_BUDGET_RENDERS = 0.5;
const PHONE = { width: 390, height: 844 };
/** Pixels per scroll step, one step per frame: a steady flick through the page. */
const SCROLL_STEP_PX = 120;

/**
 * The page is loaded and scrolled through once first, so that the widgets that load near
 * the viewport (reviews, discussion) are in: the scroll measured is the page's own work
 * while the visitor scrolls, not the loading of those widgets. Then, down to the end and
 * back to the top, one step per frame, from a trace of the renderer main thread.
 */
export async function casinoScroll(root, failures, reference) {
  const site = await serveWithNodeBackend(root);
  const browser = await launchChromium();
  try {
    const page = await browser.context.newPage();
    await page.setViewportSize(PHONE);
    await page.goto(`${site.url}casino-detail.html`, { waitUntil: 'networkidle' });
    await page.locator('[data-cw-tabs][data-layout="stacked"]').waitFor();
    const scroll = () =>
      page.evaluate(async (step) => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        performance.mark('cw-bench:start');
        const bottom = document.documentElement.scrollHeight - window.innerHeight;
        for (let y = 0; y <= bottom; y += step) {
          window.scrollTo(0, y);
          await frame();
        }
        for (let y = bottom; y >= 0; y -= step) {
          window.scrollTo(0, y);
          await frame();
        }
        await frame();
        performance.mark('cw-bench:end');
        return { bottom, current: document.querySelector('[aria-current="true"]')?.textContent };
      }, SCROLL_STEP_PX);
    await scroll();
    await page.waitForLoadState('networkidle');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const { result, cpu, longest } = await mainThreadTasks(cdp, scroll);
    // The scroll is one measurement: the reference renders as many times again after it.
    const before = reference.samples.length;
    for (let render = 0; render < before; render += 1) await reference.sample();
    const { ok, text } = againstReference(longest, reference, LONGEST_TASK_BUDGET_RENDERS);
    console.log(
      `\nScroll through the casino page on a phone (casino-detail.html, ${PHONE.width}×${PHONE.height}, ${result.bottom} px down and back, CPU ${CPU_SLOWDOWN}× slower): main-thread work ${cpu.toFixed(0)} ms; longest task (CPU time) ${text}`,
    );
    if (!ok) failures.push('a task of the casino page’s scroll over its budget');
  } finally {
    await browser.close();
    await site.close();
  }
}
