/* global window, document, performance, requestAnimationFrame, MutationObserver -- the functions given to page.evaluate run in the browser */
// `pnpm bench --interactions`: every other interaction of the site a visitor makes often
// (opening a dialog and the search, a wizard step, a like, a vote, a moderation action),
// on the slow-phone profile: the main thread's work from the click to the frame after
// its visible answer, and its Interaction to Next Paint, each against the reference
// render clicked the same way in the same run.
import { launchChromium } from '@casino/browser-testing';
import { serveWithNodeBackend } from '../scripts/nodeBackend.js';
import { interactionMs, recordInteractions } from './inp.js';
import { againstReference } from './reference.js';
import { PHONE, emulateSlow4g } from './slowPhone.js';
import { CPU_SLOWDOWN, mainThreadTasks } from './trace.js';

/**
 * Interaction to Next Paint of each, as a multiple of the reference click's own: 200 ms
 * (good, as Core Web Vitals count it) where the reference's is 100 ms.
 */
export const INP_BUDGET_REFERENCES = 2;
/**
 * Times each interaction is made (and undone) on one page; the median is its figure (a
 * page's INP is its worst interaction, but one wall-clock figure on a loaded machine moves
 * more than twofold: every one is printed).
 */
const REPEATS = 3;
/** An interaction whose answer has not shown by then is reported as failed. */
const ANSWER_TIMEOUT_MS = 30_000;
const MEMBER = 1;
const MODERATOR = 3;

const DIALOG = '[role="dialog"], [role="alertdialog"]';
const mounted = (widget) => `[data-widget="${widget}"][data-widget-state="mounted"]`;
const escape = (page) => page.keyboard.press('Escape');

/**
 * Each interaction: the page and who is logged in, what must have mounted first, what is
 * clicked, what on the page shows its answer (`done`: the number of elements that match
 * `selector`, and the `attribute` of the first, change), and how it is undone before the
 * next time (`undo`, awaited until `done` is back to what it was).
 */
const INTERACTIONS = [
  {
    name: 'opening the search',
    page: 'article.html',
    ready: [mounted('search')],
    target: (page) => page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }),
    done: { selector: DIALOG },
    undo: escape,
  },
  {
    name: 'opening a dialog (the game’s vote)',
    page: 'game-detail.html',
    member: MEMBER,
    ready: [mounted('game-vote')],
    target: (page) => page.getByRole('button', { name: /Does this game work/ }),
    done: { selector: '[data-vote-popover]' },
    undo: escape,
  },
  {
    name: 'a wizard step (Next)',
    page: 'wizard.html',
    ready: ['[data-widget="wizard"] [data-step="1"]'],
    before: (page) => page.locator('[data-widget="wizard"] input[type="radio"]').first().check(),
    target: (page) => page.getByRole('button', { name: 'Next' }),
    done: { selector: '[data-widget="wizard"] [data-step]', attribute: 'data-step' },
    undo: (page) => page.getByRole('button', { name: 'Back' }).click(),
  },
  {
    name: 'a like (the game page)',
    page: 'game-detail.html',
    member: MEMBER,
    ready: [mounted('game-like')],
    target: (page) => page.locator('[data-game-like-type="LIKE"]'),
    done: { selector: '[data-game-like-type="LIKE"]', attribute: 'aria-pressed' },
    undo: (page) => page.locator('[data-game-like-type="LIKE"]').click(),
  },
  {
    name: 'a vote (the game works)',
    page: 'game-detail.html',
    member: MEMBER,
    ready: [mounted('game-vote')],
    before: async (page) => {
      await page.getByRole('button', { name: /Does this game work/ }).click();
      await page.locator('[data-vote-popover] button[name="vote"]').first().waitFor();
    },
    target: (page) => page.locator('[data-vote-popover] button[name="vote"]').first(),
    done: { selector: '[data-vote-popover]', text: true },
    // The thanks close by themselves; the vote's button then takes the vote back, once
    // the server has the vote (its state on the button).
    undo: async (page) => {
      await page.locator('[data-vote-popover]').waitFor({ state: 'detached', timeout: 10_000 });
      // This vote's own button: another vote link of the page has no vote already.
      const button = page.getByRole('button', { name: /Does this game work/ });
      await button.and(page.locator('[data-vote-state="LIKE"]')).waitFor({ timeout: 10_000 });
      await button.click();
      await button.and(page.locator('[data-vote-state=""]')).waitFor({ timeout: 10_000 });
    },
  },
  {
    name: 'a moderation action (the thread’s menu)',
    page: 'forum-thread.html',
    member: MODERATOR,
    ready: [mounted('forum-thread')],
    target: (page) => page.getByRole('button', { name: 'Moderate the thread' }),
    done: { selector: '[role="menu"]' },
    undo: escape,
  },
];

/** In the page: what `done` reads (the count of matches, and the first's attribute or text). */
function signature({ selector, attribute, text }) {
  const found = document.querySelectorAll(selector);
  const first = found[0];
  const detail = first && (text ? first.textContent : attribute && first.getAttribute(attribute));
  return `${found.length}|${detail ?? ''}`;
}

/**
 * In the page: marks the start and resolves (marking the end) at the frame after `done`'s
 * signature has changed from what it is now.
 */
function watchForAnswer(done) {
  const read = window.__cwSignature;
  const before = read(done);
  window.__cwAnswered = new Promise((resolve) => {
    const watch = new MutationObserver(() => {
      if (read(done) === before) return;
      watch.disconnect();
      requestAnimationFrame(() =>
        setTimeout(() => {
          performance.mark('cw-bench:end');
          resolve();
        }, 0),
      );
    });
    watch.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
  window.__cwInteractions.clear();
  performance.mark('cw-bench:start');
}

async function measureOne(site, interaction, reference) {
  const { db } = await import('@casino/mocks');
  db.sessionUserId = interaction.member ?? null;
  const browser = await launchChromium();
  try {
    const page = await browser.context.newPage();
    await page.setViewportSize(PHONE);
    await page.addInitScript(recordInteractions);
    await page.addInitScript(`window.__cwSignature = ${signature.toString()};`);
    // The visitor measured is the common one: outside the tracking sample.
    await page.addInitScript(() => {
      Math.random = () => 0.5;
    });
    await page.goto(`${site.url}${interaction.page}`, { waitUntil: 'networkidle' });
    for (const selector of interaction.ready)
      await page.locator(selector).first().waitFor({ state: 'attached', timeout: 60_000 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await emulateSlow4g(cdp);
    const cpu = [];
    const inp = [];
    for (let time = 0; time < REPEATS; time += 1) {
      await reference.sample();
      await interaction.before?.(page);
      const target = interaction.target(page);
      await target.scrollIntoViewIfNeeded();
      const box = await target.boundingBox();
      const measured = await mainThreadTasks(cdp, async () => {
        await page.evaluate(watchForAnswer, interaction.done);
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        await Promise.race([
          page.evaluate(() => window.__cwAnswered),
          page.waitForTimeout(ANSWER_TIMEOUT_MS).then(() => {
            throw new Error(`no answer on the page within ${ANSWER_TIMEOUT_MS / 1000} s`);
          }),
        ]);
        return interactionMs(page);
      });
      cpu.push(measured.cpu);
      inp.push(measured.result);
      const answered = await page.evaluate((done) => window.__cwSignature(done), interaction.done);
      await interaction.undo(page);
      await page.waitForFunction(
        ([done, after]) => window.__cwSignature(done) !== after,
        [interaction.done, answered],
        { timeout: 15_000 },
      );
    }
    return { cpu, inp };
  } finally {
    db.sessionUserId = null;
    await browser.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function interactions(root, failures, reference) {
  const site = await serveWithNodeBackend(root);
  console.log(
    `\nInteractions on the slow-phone profile (${PHONE.width}×${PHONE.height}, CPU ${CPU_SLOWDOWN}× slower, slow 4G; each made ${REPEATS} times, clicked as real input): Interaction to Next Paint (median; judged) and the main-thread work from the click to the frame after its answer (median):`,
  );
  const rows = [];
  try {
    for (const interaction of INTERACTIONS) {
      const row = await measureOne(site, interaction, reference).catch((error) => ({
        error: error.message.split('\n')[0],
      }));
      rows.push({ interaction, ...row });
      if (row.error) {
        console.log(`  ${interaction.name}: ✗ not measured (${row.error})`);
        failures.push(`${interaction.name} could not be measured`);
      }
    }
  } finally {
    await site.close();
  }
  // Judged once all are measured, against the reference's samples of the whole part.
  const inpReference = { ms: reference.inpMs, name: 'the reference click’s INP' };
  for (const { interaction, cpu, inp } of rows.filter((row) => !row.error)) {
    const work = median(cpu);
    const next = againstReference(median(inp), inpReference, INP_BUDGET_REFERENCES);
    // Judged: the INP. The work is printed for scale, against the renders it is measured by
    // (it spans the server's answer over slow 4G, and whatever else the page ran meanwhile).
    console.log(
      `  ${interaction.name} (${interaction.page}): INP ${next.text} (each: ${inp.map((ms) => ms.toFixed(0)).join(', ')} ms); main-thread work until its answer painted ${work.toFixed(1)} ms = ${(work / reference.ms).toFixed(2)} × the reference render`,
    );
    if (!next.ok) failures.push(`${interaction.name}: INP over its budget`);
  }
}
