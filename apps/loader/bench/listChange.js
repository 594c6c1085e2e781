/* global window, document, performance, Event, MutationObserver, requestAnimationFrame, fetch -- the functions given to page.evaluate run in the browser */
// `pnpm bench --list`: the main-thread work of a change on a 500-card list, with the CPU
// slowed down as on a mid-range phone.
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launchChromium, serveStatic } from '@casino/browser-testing';
import { serveWithNodeBackend } from '../scripts/nodeBackend.js';
import { againstReference } from './reference.js';
import { CPU_SLOWDOWN, mainThreadTasks } from './trace.js';
import { gzip, kb } from './units.js';

/**
 * A filter change on a 500-card list paints within this much main-thread work, as a
 * multiple of the reference React render of the same run (100 ms on the machine the
 * budget was set on; README "Budgets as ratios").
 */
export const LIST_CHANGE_BUDGET_RENDERS = 1;
/** The sorts applied one after the other; each is one filter change (15, for a steadier median). */
const SORTS = Array.from(
  { length: 15 },
  (_, index) => ['name', 'rating', 'newest', 'min-deposit', 'recommended'][index % 5],
);

/**
 * Filter changes (the sort select) on a 500-card casino list with the CPU slowed down 4×.
 * Per change, measured in the page and from a trace of the renderer main thread's tasks:
 *   - change → painted: from the change event to the frame after the list is idle again
 *     (the first screen of new cards is on the page and painted);
 *   - handling: the change event's own synchronous work (state, hash, the request sent);
 *   - render: the widget's render of the answer (`cw-filters:render` measure);
 *   - main thread until painted: every task of the page's main thread over that time
 *     (with the microtasks run at its end: the answer's handling and render are promise
 *     callbacks);
 *   - next batch: the results scrolled to their last card, until the next batch of cards
 *     is in and painted (the cards after the first screen come as the visitor nears them),
 *     and the main-thread time of that.
 * The page is back at the top before each change; the median is of 15 changes.
 * Two set-ups: the demo (the fake backend runs in the page, so its main thread also
 * builds and serves the 500 cards' HTML), and the deployable with the same fake backend
 * in Node (the product's own work only; the budget applies to this one).
 */
export async function listChange(root, failures, reference) {
  const listHtml = await readFile(path.join(root, 'casinos.html'));
  console.log(
    `\nList page casinos.html: ${kb(listHtml.length)} (${kb(gzip(listHtml))} gzip) of server HTML`,
  );
  const demo = await serveStatic(path.resolve(root, '../demo'));
  try {
    await measureListChange(
      null,
      `${demo.url}casinos.html?catalogue=500#paginate_by=500`,
      'demo, fake backend in the page (its work included)',
    );
  } finally {
    await demo.close();
  }
  const site = await serveWithNodeBackend(root, { casinos: 500 });
  try {
    const rows = await measureListChange(
      reference,
      `${site.url}casinos.html#paginate_by=500`,
      'deployable, fake backend in Node (the product’s own work)',
    );
    const cpu = rows.map((row) => row.cpu).sort((a, b) => a - b);
    const median = cpu[Math.floor(cpu.length / 2)];
    const next = rows.map((row) => row.nextCpu).sort((a, b) => a - b);
    const { ok, text } = againstReference(median, reference, LIST_CHANGE_BUDGET_RENDERS);
    console.log(
      `  main-thread work of the product until painted (CPU time of its tasks and microtasks): median ${text}; max ${cpu.at(-1).toFixed(0)} ms; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`,
    );
    console.log(
      `  (the next batch on scroll: median ${next[Math.floor(next.length / 2)].toFixed(0)} ms)`,
    );
    if (!ok) failures.push('list change over its main-thread budget');
  } finally {
    await site.close();
  }
}

/** `reference`, when given, samples once before each change (the demo's figures are not judged). */
async function measureListChange(reference, url, setup) {
  const browser = await launchChromium();
  try {
    const page = await browser.context.newPage();
    await page.goto(url);
    await page.waitForFunction(
      () =>
        document.querySelector('[data-list-results]')?.getAttribute('data-total') === '500' &&
        document.querySelector('[data-list-results]')?.getAttribute('data-page-size') === '500' &&
        document.querySelector('[data-list-page]')?.dataset.listStatus === 'idle',
      undefined,
      { timeout: 60_000 },
    );
    // The results' HTML as the server sends it (the page holds only the cards reached).
    const answer = await page.evaluate(() =>
      fetch('/frontendService/lists/casinos?paginate_by=500', {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      }).then((response) => response.json()),
    );
    // Parsed in a blank page: the site's own pages allow HTML from their policies only.
    const blank = await browser.context.newPage();
    const { resultsBytes, cardBytes } = await blank.evaluate((answer) => {
      const template = document.createElement('template');
      template.innerHTML = answer.content;
      const cards = [...template.content.querySelectorAll('[data-list-items] > [data-card]')];
      return {
        resultsBytes: answer.content.length,
        cardBytes: cards.reduce((sum, card) => sum + card.outerHTML.length, 0) / cards.length,
      };
    }, answer);
    await blank.close();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const rows = [];
    for (const sort of SORTS) {
      await reference?.sample();
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            window.scrollTo(0, 0);
            requestAnimationFrame(() => setTimeout(resolve, 50));
          }),
      );
      const untilPainted = await mainThreadTasks(cdp, () =>
        page.evaluate(async (value) => {
          performance.clearMeasures();
          const list = document.querySelector('[data-list-page]');
          const select = list.querySelector('select[data-list-sort]');
          performance.mark('cw-bench:start');
          const start = performance.now();
          select.value = value;
          select.dispatchEvent(new Event('change', { bubbles: true }));
          const handling = performance.now() - start;
          // Waits without polling every frame (which would make frames of its own): the
          // list's status attribute is watched, then the next frame is awaited.
          await new Promise((resolve) => {
            const painted = () =>
              requestAnimationFrame(() =>
                setTimeout(() => {
                  performance.mark('cw-bench:end');
                  resolve();
                }, 0),
              );
            if (list.dataset.listStatus === 'idle') return painted();
            const watch = new MutationObserver(() => {
              if (list.dataset.listStatus !== 'idle') return;
              watch.disconnect();
              painted();
            });
            watch.observe(list, { attributes: true, attributeFilter: ['data-list-status'] });
          });
          const render = performance.getEntriesByName('cw-filters:render', 'measure').at(-1);
          return {
            painted: performance.now() - start,
            handling,
            render: render?.duration ?? NaN,
            renderToPaint: render ? performance.now() - render.startTime : NaN,
            cards: list.querySelectorAll('[data-list-results] [data-list-items] [data-card]')
              .length,
          };
        }, sort),
      );
      const next = await mainThreadTasks(cdp, () =>
        page.evaluate(async () => {
          const cards = () =>
            document.querySelectorAll('[data-list-results] [data-list-items] [data-card]');
          const before = cards().length;
          const items = document.querySelector('[data-list-results] [data-list-items]');
          await new Promise((resolve) => {
            const watch = new MutationObserver(() => {
              watch.disconnect();
              requestAnimationFrame(() =>
                setTimeout(() => {
                  performance.mark('cw-bench:end');
                  resolve();
                }, 0),
              );
            });
            watch.observe(items, { childList: true });
            performance.mark('cw-bench:start');
            cards()[before - 1].scrollIntoView({ block: 'end' });
          });
          return { before, after: cards().length };
        }),
      );
      rows.push({
        sort,
        ...untilPainted.result,
        wall: untilPainted.wall,
        cpu: untilPainted.cpu,
        nextCards: next.result,
        nextWall: next.wall,
        nextCpu: next.cpu,
      });
    }
    console.log(
      `Filter change on the 500-card list, ${setup} (CPU ${CPU_SLOWDOWN}× slower; results HTML ${kb(resultsBytes)}, ${cardBytes.toFixed(0)} B a card):`,
    );
    const ms = (value) => `${value.toFixed(0)} ms`;
    for (const row of rows)
      console.log(
        `  sort ${row.sort.padEnd(11)} first ${row.cards} cards: change → painted ${ms(row.painted)} ` +
          `(handling ${row.handling.toFixed(1)} ms, widget render ${row.render.toFixed(1)} ms, render → painted ${ms(row.renderToPaint)}); ` +
          `main-thread tasks until painted ${ms(row.cpu)} CPU (${ms(row.wall)} wall); ` +
          `next batch (cards ${row.nextCards.before} → ${row.nextCards.after}) on scroll: ${ms(row.nextCpu)} CPU (${ms(row.nextWall)} wall)`,
      );
    return rows;
  } finally {
    await browser.close();
  }
}
