import path from 'node:path';
import { readdirSync } from 'node:fs';
import { launchChromium, serveStatic, seriousViolations } from '@casino/browser-testing';
const site = await serveStatic(path.resolve('dist/demo'), {});
const { context, close } = await launchChromium();
const pages = readdirSync('dist/demo').filter((f) => f.endsWith('.html'));
for (const p of pages) {
  for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    const page = await context.newPage();
    await page.setViewportSize(size);
    const errors = [];
    page.on('pageerror', (e) => errors.push('pageerror ' + e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push('console ' + m.text().slice(0, 150)));
    await page.goto(new URL(p, site.url).href);
    await page.waitForTimeout(3000);
    const failed = await page.evaluate(() => [...document.querySelectorAll('[data-widget-state="failed"]')].map(e => e.dataset.widget));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1 ? document.documentElement.scrollWidth : 0);
    let v = [];
    try { v = (await seriousViolations(page)).map((x) => `${x.id}(${x.nodes?.length})`); } catch (e) { v = ['axe error ' + e.message.slice(0, 80)]; }
    console.log(size.width, p, 'failed', failed, 'overflow', overflow, 'axe', v, errors.slice(0, 3));
    await page.close();
  }
}
await close(); await site.close?.(); process.exit(0);
