// `pnpm bench --vitals`: Core Web Vitals of every demo page of the deployable (the fake
// backend in Node): Lighthouse's mobile score, LCP, TBT and CLS with the element it reports
// as the largest contentful paint, and, loaded as a slow phone and scrolled through, the
// layout shift with the elements that moved and the longest task with the script it ran.
// `--vitals=casinos.html,games.html` measures only those pages.
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import { serveWithNodeBackend } from '../scripts/nodeBackend.js';
import { arrivalAddress, arrivalStorage } from '../scripts/arrivals.js';
import { launchLighthouse } from './lighthouse.js';
import { DESKTOP, PHONE, slowPhone } from './slowPhone.js';
import { CPU_SLOWDOWN } from './trace.js';

/** A page is good (what search ranks by, with room for a run's variation). */
export const GOOD = {
  score: 95,
  lcpMs: 2500,
  blockingMs: 150,
  longestTaskMs: 100,
  cls: 0.02,
};

const ms = (value) => `${Math.round(value)} ms`;
const mark = (ok) => (ok ? '✓' : '✗');

export async function vitals(root, failures, only) {
  const pages = (await readdir(root))
    .filter((file) => file.endsWith('.html') && (!only || only.includes(file)))
    .sort();
  const site = await serveWithNodeBackend(root);
  const lighthouse = await launchLighthouse();
  console.log(
    `\nCore Web Vitals per page: Lighthouse's mobile profile (score, LCP, TBT, CLS), then` +
      ` a slow phone (${PHONE.width}×${PHONE.height}, CPU ${CPU_SLOWDOWN}× slower, slow 4G,` +
      ` scrolled through: TBT and longest task at load in CPU time, CLS at load / after` +
      ` scrolling; and the CLS at ${DESKTOP.width}×${DESKTOP.height}). Good: score ≥ ${GOOD.score}, LCP < ${GOOD.lcpMs} ms, TBT < ${GOOD.blockingMs} ms,` +
      ` no task over ${GOOD.longestTaskMs} ms, CLS ≤ ${GOOD.cls}. Load average` +
      ` ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores.`,
  );
  try {
    for (const file of pages) {
      const url = `${site.url}${arrivalAddress(file)}`;
      // A run Lighthouse could not finish (a protocol call timed out on a busy machine)
      // counts as a page not shown good; the other pages are still measured.
      const storage = arrivalStorage(file);
      const audit = await lighthouse
        .audit(url, storage)
        .catch((error) => ({ error: error.message }));
      if (audit.error) {
        console.log(`  ${file}: ✗ ${audit.error}`);
        failures.push(`${file}: Lighthouse did not finish`);
        continue;
      }
      const phone = await slowPhone(url, PHONE, storage);
      const desktop = await slowPhone(url, DESKTOP, storage);
      const serverLcp = !phone.lcp.byWidget && phone.lcp.time < phone.lcp.firstChunk;
      const problems = [
        audit.score < GOOD.score && `score ${audit.score}`,
        audit.lcp >= GOOD.lcpMs && `LCP ${ms(audit.lcp)}`,
        audit.tbt >= GOOD.blockingMs && `Lighthouse TBT ${ms(audit.tbt)}`,
        audit.cls > GOOD.cls && `Lighthouse CLS ${audit.cls.toFixed(3)}`,
        phone.blocking >= GOOD.blockingMs && `phone TBT ${ms(phone.blocking)}`,
        phone.longest > GOOD.longestTaskMs && `a ${ms(phone.longest)} task`,
        phone.cls.value > GOOD.cls && `phone CLS ${phone.cls.value.toFixed(3)}`,
        desktop.cls.value > GOOD.cls && `desktop CLS ${desktop.cls.value.toFixed(3)}`,
        !serverLcp && 'the largest content waits for a widget',
      ].filter(Boolean);
      console.log(
        `  ${file.padEnd(26)} Lighthouse ${String(audit.score).padStart(3)}  LCP ${ms(audit.lcp).padStart(8)}` +
          `  TBT ${ms(audit.tbt).padStart(7)}  CLS ${audit.cls.toFixed(3)}  |  phone TBT ${ms(phone.blocking).padStart(7)}` +
          `  longest task ${ms(phone.longest).padStart(7)}  CLS ${phone.clsAtLoad.value.toFixed(3)} / ${phone.cls.value.toFixed(3)}` +
          `  |  desktop CLS ${desktop.clsAtLoad.value.toFixed(3)} / ${desktop.cls.value.toFixed(3)}  ${mark(!problems.length)}`,
      );
      console.log(
        `      largest contentful paint on the phone: ${phone.lcp.element} at ${ms(phone.lcp.time)}, ${serverLcp ? 'the server’s, before any widget chunk ✓' : `${phone.lcp.byWidget ? 'a widget’s output' : 'after the first widget chunk'} (first chunk at ${ms(phone.lcp.firstChunk)}) ✗`}`,
      );
      if (phone.longest > GOOD.longestTaskMs / 2)
        console.log(`      longest task ran: ${phone.script}`);
      if (phone.cls.value > 0)
        console.log(`      moved on the phone: ${phone.cls.moved.slice(0, 4).join(', ')}`);
      if (desktop.cls.value > 0)
        console.log(`      moved on the desktop: ${desktop.cls.moved.slice(0, 4).join(', ')}`);
      if (problems.length) failures.push(`${file} not good (${problems.join(', ')})`);
    }
  } finally {
    await lighthouse.close();
    await site.close();
  }
}
