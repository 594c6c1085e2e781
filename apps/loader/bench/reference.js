/* global window, document, performance, requestAnimationFrame, MutationObserver -- the functions given to page.evaluate run in the browser */
// The bench's yardsticks, measured on this machine in this run under the same CPU slowdown
// as the work they measure: a main-thread budget is a multiple of one of them, so a budget
// that holds on one machine holds on one twice as slow (README "Budgets as ratios").
import { build } from 'esbuild';
import { launchChromium } from '@casino/browser-testing';
import { interactionMs, recordInteractions } from './inp.js';
import { CPU_SLOWDOWN, mainThreadTasks } from './trace.js';

/** Renders of the fixed tree measured before a part starts (more come between its measurements). */
const RENDERS = 9;
/** The fixed tree: this many cards of a heading, a paragraph and a link each. */
const CARDS = 100;

/**
 * A click that makes React (the product's own version, production build) render a fresh
 * list of `CARDS` cards and commit it, measured as the list change and the reply are:
 * the main thread's CPU time from the click to the frame after it, from a trace.
 */
const REACT_RENDER_APP = `
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
function Cards() {
  const [round, setRound] = useState(0);
  const cards = Array.from({ length: ${CARDS} }, (_, index) =>
    h('li', { key: round + '-' + index, className: 'card' },
      h('h3', null, 'Casino ' + index + ' of round ' + round),
      h('p', null, 'Welcome bonus up to ' + (index * 10 + round) + ' EUR, wagering 35x.'),
      h('a', { href: '#casino-' + index }, 'Read the review')));
  return h('main', null,
    h('button', { id: 'next', onClick: () => setRound((value) => value + 1) }, 'Next'),
    h('ul', { id: 'cards', 'data-round': round }, cards));
}
createRoot(document.getElementById('root')).render(h(Cards));
`;

let bundled;
const reactApp = async () =>
  (bundled ??= build({
    stdin: { contents: REACT_RENDER_APP, resolveDir: import.meta.dirname, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'iife',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0].text));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The reference React render in a page of its own, kept open while a part of the bench
 * runs: `sample()` renders once more and keeps its main-thread CPU time (ms, from the
 * click to the next frame, at `CPU_SLOWDOWN`); `ms` is the median of the samples. A part
 * samples between its own measurements, so that the reference sees the same moments of
 * a busy machine as the work it is the yardstick of.
 */
async function openReactReference({ input = false } = {}) {
  const browser = await launchChromium();
  const page = await browser.context.newPage();
  await page.setContent('<!doctype html><div id="root"></div>');
  if (input) await page.evaluate(recordInteractions);
  await page.addScriptTag({ content: await reactApp() });
  await page.locator('#cards li').first().waitFor();
  const next = await page.locator('#next').boundingBox();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const samples = [];
  const inputSamples = [];
  const sample = async () => {
    const { cpu, result } = await mainThreadTasks(cdp, async () => {
      const rendered = page.evaluate(
        (trusted) =>
          new Promise((resolve) => {
            const list = document.getElementById('cards');
            const watch = new MutationObserver(() => {
              watch.disconnect();
              requestAnimationFrame(() =>
                window.setTimeout(() => {
                  performance.mark('cw-bench:end');
                  resolve();
                }, 0),
              );
            });
            watch.observe(list, { attributes: true, attributeFilter: ['data-round'] });
            performance.mark('cw-bench:start');
            if (!trusted) document.getElementById('next').click();
          }),
        input,
      );
      if (!input) return rendered;
      await page.evaluate(() => window.__cwInteractions.clear());
      await page.mouse.click(next.x + next.width / 2, next.y + next.height / 2);
      await rendered;
      return interactionMs(page);
    });
    samples.push(cpu);
    if (input) inputSamples.push(result);
  };
  return {
    name: 'the reference render',
    samples,
    inputSamples,
    sample,
    get ms() {
      return median(samples);
    },
    /** The reference click's Interaction to Next Paint (ms), when clicked as real input. */
    get inpMs() {
      return median(inputSamples);
    },
    close: () => browser.close(),
  };
}

/**
 * A main-thread figure against its budget, a multiple of a reference measured in the same
 * run: whether it holds, and the line that says so in milliseconds and as the ratio.
 */
export function againstReference(ms, reference, budgetRatio) {
  const ratio = ms / reference.ms;
  const ok = ratio <= budgetRatio;
  const budgetMs = budgetRatio * reference.ms;
  return {
    ok,
    text: `${ms.toFixed(1)} ms = ${ratio.toFixed(2)} × ${reference.name} (budget ${budgetRatio} × = ${budgetMs.toFixed(0)} ms in this run) ${ok ? '✓' : '✗'}`,
  };
}

/**
 * Runs `part(reference)` with the reference render open: `RENDERS` samples first, then
 * those the part takes between its measurements; prints the reference's figure.
 */
export async function withReactReference(part, options) {
  const reference = await openReactReference(options);
  try {
    for (let render = 0; render < RENDERS; render += 1) await reference.sample();
    await part(reference);
    console.log(
      `  reference: a fixed React render (${CARDS} cards, from a click to the next frame, CPU ${CPU_SLOWDOWN}× slower): median ${reference.ms.toFixed(1)} ms of main-thread work over ${reference.samples.length} renders, before and between the measurements (${Math.min(...reference.samples).toFixed(0)}–${Math.max(...reference.samples).toFixed(0)} ms)`,
    );
    if (reference.inputSamples.length)
      console.log(
        `  reference, clicked as real input: its Interaction to Next Paint median ${reference.inpMs.toFixed(0)} ms (${Math.min(...reference.inputSamples).toFixed(0)}–${Math.max(...reference.inputSamples).toFixed(0)} ms)`,
      );
  } finally {
    await reference.close();
  }
}
