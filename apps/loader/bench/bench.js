/* global window, document -- the functions given to page.evaluate run in the browser */
// `pnpm bench`: what each demo page costs a visitor, from the deployable build (dist/site,
// with the fake backend served from Node as a real server would answer), and the
// main-thread work of a change on a 500-card list (listChange.js), of a forum reply
// (forumReply.js) and of the userscore and tracking over a minute (userscore.js), each
// against a reference measured in the same run (reference.js). Prints figures and the
// chunks each page loads; exits non-zero when a budget is missed.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Buffer } from 'node:buffer';
import { launchChromium } from '@casino/browser-testing';
import { serveWithNodeBackend } from '../scripts/nodeBackend.js';
import { casinoScroll } from './casinoScroll.js';
import { forumReply } from './forumReply.js';
import { CHARTS_CHUNK, homeCharts } from './homeCharts.js';
import { interactions } from './interactions.js';
import { listChange } from './listChange.js';
import { moderationChunkCheck } from './moderation.js';
import { withReactReference } from './reference.js';
import { userscoreCost } from './userscore.js';
import { vitals } from './vitals.js';
import { gzip, kb } from './units.js';

/** Budget of the loader itself (GitHub Catalyst's lazyDefine, which does less, is 756 B). */
const LOADER_BUDGET_GZIP = 800;
const REACT_MARKER = 'react.transitional.element';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/site');

/** A plain content page: the header's and footer's widgets, the page helpers, no more. */
const CONTENT_PAGES = ['article.html', 'forum-thread.html'];
/** JS (gzip) and requests of a content page, everything that loads without an action. */
const CONTENT_PAGE_JS_BUDGET = 100 * 1024;
const CONTENT_PAGE_REQUESTS_BUDGET = 20;
/** JS (gzip) of the heaviest demo page, everything that loads without an action. */
const HEAVIEST_PAGE_JS_BUDGET = 130 * 1024;
/**
 * Chunks that load only on a visitor's action are measured apart, with what triggers
 * them; they do not count in the page's figures (the editor and the charts come here).
 */
const ACTIONS = [
  {
    page: 'signup.html',
    trigger: 'typing a password in the signup form (the strength meter’s dictionary)',
    run: (page) =>
      page
        .locator('[data-widget="signup"] input[autocomplete="new-password"]')
        .first()
        .fill('tr0ub4dor&3'),
  },
  {
    page: 'forum-thread.html',
    trigger: 'a member focusing the reply box (the thread page and the rich-text editor)',
    member: 1,
    run: async (page) => {
      await page.getByRole('textbox', { name: 'Your reply' }).click();
      await page.locator('[data-reply-box] [contenteditable="true"]').waitFor();
    },
  },
];
/** The rich-text editor's chunk: at most this (gzip), and never on a reader's page. */
const EDITOR_JS_BUDGET = 70 * 1024;
const EDITOR_CHUNK = /^editor-[\w-]{8}\.js$/;

/**
 * The host's own scripts and stylesheets (the demo's theme switch, which the CMS page
 * would carry as any site carries its own): files of the site outside `/widgets/`. They
 * are the host's bytes, not the product's, and are listed apart.
 */
const hostAsset = (request) => {
  const type = request.resourceType();
  const url = new URL(request.url());
  return (
    (type === 'script' || type === 'stylesheet') &&
    url.hostname === '127.0.0.1' &&
    !url.pathname.startsWith('/widgets/')
  );
};

/**
 * Everything the page loads: scripts and stylesheets with their gzip size, the requests to
 * the site (the page, its chunks, its calls) and those to other sites (the social login
 * SDKs the site's settings enable, answered here with an empty script: the machine may
 * have no network, and an SDK's size is not ours to budget).
 */
function recordLoads(page) {
  const record = { files: [], requests: 0, thirdParty: [], host: new Set(), pending: new Set() };
  page.on('request', (request) => {
    if (hostAsset(request)) record.host.add(new URL(request.url()).pathname);
    else if (new URL(request.url()).hostname === '127.0.0.1') record.requests += 1;
    else record.thirdParty.push(request.url());
  });
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    if (new URL(response.url()).hostname !== '127.0.0.1' || hostAsset(response.request())) return;
    const reading = response
      .body()
      .catch(() => Buffer.alloc(0))
      .then((body) => {
        record.files.push({
          type,
          url: response.url(),
          gzip: gzip(body),
          react: body.includes(REACT_MARKER),
        });
        record.pending.delete(reading);
      });
    record.pending.add(reading);
  });
  return record;
}

/**
 * Waits until every placeholder of the given load strategies has mounted or failed (a
 * busy machine can be slow to reach an idle callback), then for the network to be quiet.
 */
async function settled(page, record, strategies) {
  const widgetsDone = () =>
    page.waitForFunction(
      (loads) =>
        [...document.querySelectorAll('[data-widget]')]
          .filter((element) => loads.includes(element.dataset.load ?? 'eager'))
          .every((element) => element.dataset.widgetState),
      strategies,
      { timeout: 30_000 },
    );
  await afterNavigation(page, widgetsDone).catch(() =>
    console.log(`    (${page.url()}: not every widget settled within 30 s)`),
  );
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await Promise.all(record.pending);
}

/** Runs `action` in the page, once more if the page navigated meanwhile (a redirect). */
const afterNavigation = (page, action) =>
  action().catch(async (error) => {
    if (!/context was destroyed|navigation/i.test(error.message)) throw error;
    await page.waitForLoadState('networkidle');
    return action();
  });

const stubThirdParty = (context) =>
  context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );

async function figures(record) {
  await Promise.all(record.pending);
  // The home charts' chunk has its own budget (`--charts`), like the editor's.
  const files = record.files.filter((file) => !CHARTS_CHUNK.test(chunkName(file.url)));
  const sum = (type) =>
    files.filter((file) => file.type === type).reduce((total, file) => total + file.gzip, 0);
  return {
    requests: record.requests,
    thirdParty: record.thirdParty.length,
    js: sum('script'),
    css: sum('stylesheet'),
    reactCopies: files.filter((file) => file.react).length,
    files,
    host: [...record.host],
  };
}

/**
 * The visitor measured is the common one: outside the 20% tracking sample and the
 * userscore's visitors (whose id ends in 01), so the figures do not depend on a draw.
 */
const typicalVisitor = () => {
  Math.random = () => 0.5;
};

async function measure(context, url) {
  await stubThirdParty(context);
  const page = await context.newPage();
  await page.addInitScript(typicalVisitor);
  const record = recordLoads(page);
  // A page that sends the visitor on (the signup confirmation without a signup) is
  // measured as the page it ends on: what one document loads, its own request included.
  // A widget's own history entries (the wizard's steps) are the same document.
  let path = new URL(url).pathname;
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || new URL(frame.url()).pathname === path) return;
    path = new URL(frame.url()).pathname;
    record.files.length = 0;
    record.thirdParty.length = 0;
    record.host.clear();
    record.requests = 1;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await settled(page, record, ['eager', 'idle']);
  const atLoad = await figures(record);
  await afterNavigation(page, () =>
    page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 16));
      }
    }),
  );
  await settled(page, record, ['eager', 'idle', 'visible']);
  const all = await figures(record);
  return { page, atLoad, all, record };
}

/** `w/name-hash.js?v=...` → `name-hash.js` */
const chunkName = (url) => new URL(url).pathname.replace(/^.*\//, '');

const site = await serveWithNodeBackend(root);
const failures = [];
/** `--vitals[=page.html,...]`: only the Core Web Vitals (vitals.js), never part of a plain run. */
const vitalsFlag = process.argv.find((arg) => /^--vitals(=|$)/.test(arg));
/** `node bench/bench.js --pages` / `--list` / `--reply` / `--interactions` / `--userscore` / `--scroll` / `--charts`: only that one. */
const only = vitalsFlag
  ? '--vitals'
  : ['--pages', '--list', '--reply', '--interactions', '--userscore', '--scroll', '--charts'].find(
      (flag) => process.argv.includes(flag),
    );
const runs = (flag) => !only || only === flag;
try {
  if (runs('--pages')) await pageFigures();
  if (runs('--pages')) await moderationChunkCheck(site.url, failures);
} finally {
  await site.close();
}
// Each main-thread budget is a multiple of a reference measured on this machine before
// and between the part's measurements (the userscore's: empty listener calls in its own
// pages), so that a busier or slower machine moves both alike.
if (runs('--list')) await withReactReference((reference) => listChange(root, failures, reference));
if (runs('--reply')) await withReactReference((reference) => forumReply(root, failures, reference));
if (runs('--interactions'))
  await withReactReference((reference) => interactions(root, failures, reference), {
    input: true,
  });
if (runs('--userscore')) await userscoreCost(root, failures);
if (runs('--scroll'))
  await withReactReference((reference) => casinoScroll(root, failures, reference));
if (runs('--charts')) await homeCharts(root, failures);
if (only === '--vitals') await vitals(root, failures, vitalsFlag.split('=')[1]?.split(','));

/** The loader's size, the chunks, and what each demo page loads. */
async function pageFigures() {
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
      `  ${file.padEnd(32)} ${kb(gzip(body)).padStart(9)}${hasReact ? '  (React, react-dom, signals, zod, core)' : ''}`,
    );
    if (hasReact && !file.startsWith('runtime-')) failures.push(`React bundled into ${file}`);
  }

  const pages = (await readdir(root)).filter((file) => file.endsWith('.html')).sort();
  console.log(
    '\nPer page, fresh cache, the deployable with the fake backend in Node (JS and CSS gzip;' +
      ' requests to the site: the page, its chunks and its calls; + requests to other sites):',
  );
  console.log(
    `  ${'page'.padEnd(26)} ${'at load: JS'.padStart(12)} ${'CSS'.padStart(8)} ${'requests'.padStart(9)}   ${'after scrolling: JS'.padStart(20)} ${'CSS'.padStart(8)} ${'requests'.padStart(12)}  React copies`,
  );
  const results = [];
  for (const file of pages) {
    const browser = await launchChromium();
    const { atLoad: first, all } = await measure(browser.context, `${site.url}${file}`);
    await browser.close();
    results.push({ file, all });
    const third = all.thirdParty ? ` +${all.thirdParty}` : '';
    console.log(
      `  ${file.padEnd(26)} ${kb(first.js).padStart(12)} ${kb(first.css).padStart(8)} ${String(first.requests).padStart(9)}   ${kb(all.js).padStart(20)} ${kb(all.css).padStart(8)} ${`${all.requests}${third}`.padStart(12)}  ${all.reactCopies}`,
    );
    console.log(
      `      ${all.files.map((f) => `${chunkName(f.url)} ${(f.gzip / 1024).toFixed(1)}`).join(', ')}${all.host.length ? `; the host's own, not counted: ${all.host.join(', ')}` : ''}`,
    );
    if (all.reactCopies > 1) failures.push(`${file} loads React ${all.reactCopies} times`);
    if (file === 'forum-thread.html') {
      const editor = all.files.filter((f) => EDITOR_CHUNK.test(chunkName(f.url)));
      console.log(
        `    a visitor's thread page loads none of the editor: ${editor.length ? `✗ ${editor.map((f) => chunkName(f.url)).join(', ')}` : '✓'}`,
      );
      if (editor.length) failures.push('a visitor loads the editor');
    }
    if (file === 'index.html') {
      const scripts = all.files.map((f) => new URL(f.url).pathname);
      const ok = scripts.length === 1 && scripts[0] === '/widgets/loader.js' && all.css === 0;
      console.log(
        `    index (no placeholders) loads only the loader: ${ok ? '✓' : `✗ ${scripts.join(', ')}`}`,
      );
      if (!ok) failures.push('index loads more than the loader');
    }
  }

  console.log('\nTargets (everything a page loads without an action, after scrolling):');
  for (const { file, all } of results.filter((result) => CONTENT_PAGES.includes(result.file))) {
    const ok = all.js <= CONTENT_PAGE_JS_BUDGET && all.requests <= CONTENT_PAGE_REQUESTS_BUDGET;
    console.log(
      `  content page ${file}: ${kb(all.js)} JS (budget ${kb(CONTENT_PAGE_JS_BUDGET)}) in ${all.requests} requests to the site (budget ${CONTENT_PAGE_REQUESTS_BUDGET}) ${ok ? '✓' : '✗'}`,
    );
    if (!ok) failures.push(`content page ${file} over its budget`);
  }
  const heaviest = results.reduce((max, result) => (result.all.js > max.all.js ? result : max));
  const heavyOk = heaviest.all.js <= HEAVIEST_PAGE_JS_BUDGET;
  console.log(
    `  heaviest page ${heaviest.file}: ${kb(heaviest.all.js)} JS (budget ${kb(HEAVIEST_PAGE_JS_BUDGET)}) ${heavyOk ? '✓' : '✗'}`,
  );
  if (!heavyOk) failures.push(`heaviest page ${heaviest.file} over its budget`);

  console.log('\nLoaded only on an action (not counted above):');
  const { db } = await import('@casino/mocks');
  for (const action of ACTIONS) {
    db.sessionUserId = action.member ?? null;
    const browser = await launchChromium();
    const { page, record } = await measure(browser.context, `${site.url}${action.page}`);
    const before = record.files.length;
    const ran = await action.run(page).then(
      () => true,
      (error) => {
        failures.push(`action on ${action.page} failed: ${error.message.split('\n')[0]}`);
        return false;
      },
    );
    // The strength check waits for typing to pause before it loads its dictionary.
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    await Promise.all(record.pending);
    const added = record.files.slice(before);
    await browser.close();
    db.sessionUserId = null;
    const editor = added.find((f) => EDITOR_CHUNK.test(chunkName(f.url)));
    if (editor && editor.gzip > EDITOR_JS_BUDGET)
      failures.push(`the editor chunk over its budget (${kb(editor.gzip)})`);
    console.log(
      `  ${action.page}, on ${action.trigger}: ${!ran ? '✗ the action failed' : added.length ? added.map((f) => `${chunkName(f.url)} ${kb(f.gzip)}`).join(', ') : 'nothing'}`,
    );
    if (editor)
      console.log(
        `    the editor: ${kb(editor.gzip)} (budget ${kb(EDITOR_JS_BUDGET)}) ${editor.gzip <= EDITOR_JS_BUDGET ? '✓' : '✗'}`,
      );
  }
}

console.log(
  failures.length
    ? `\nBudgets missed: ${failures.join('; ')}`
    : `\nAll budgets checked are met: ${[
        ...(runs('--pages')
          ? [
              'loader ≤ 800 B, React once per page, no widget code on a page without placeholders',
              'content pages and the heaviest page within their JS and request budgets',
              'the editor within its budget and not on a reader’s page',
            ]
          : []),
        ...(runs('--list') ? ['the list change within its main-thread budget'] : []),
        ...(runs('--reply') ? ['a forum reply within its main-thread budget'] : []),
        ...(runs('--interactions') ? ['every other interaction within its INP budget'] : []),
        ...(runs('--scroll') ? ['the casino page’s scroll on a phone without a long task'] : []),
        ...(runs('--userscore')
          ? ['the userscore and the tracking within their main-thread budget']
          : []),
        ...(runs('--charts')
          ? ['the chart chunk within its budget, loaded near the charts only']
          : []),
        ...(only === '--vitals' ? ['every page measured good on its Core Web Vitals'] : []),
      ].join(', ')}.`,
);
process.exit(failures.length ? 1 : 0);
