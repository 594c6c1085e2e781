// The live demo server (`pnpm start`, the end-to-end tests of the live pages): the built
// demo with the fake backend in this Node process instead of in the page, and the forum's
// pages rendered from its store at each request, as the CMS renders them.
import { randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { answering, badRequest, requestUrl, serveStatic } from '@casino/browser-testing';
import { backendRequest, sendResponse, toStaticServer } from './nodeBackend.js';
import { CONTENT_SECURITY_POLICY } from './contentSecurityPolicy.js';

/** The build's bundle of the live pages and the fake backend (demo/live.ts), in `dist/`. */
export const LIVE_MODULE = 'live.mjs';
/** The cookie that names a browser's copy of the site (its store), for the browser session. */
const SITE_COOKIE = 'demo-site';
/**
 * Each browser gets its own store, as each tab has on the static demo: visitors of one
 * demo server never see each other's posts, and a test with fresh cookies a fresh site.
 * Past this many, the store used longest ago goes.
 */
const MAX_STORES = 200;
const HTML = 'text/html; charset=utf-8';
/** The forum's addresses without a built file (`/forum/thread/7/2`): rendered, or not found. */
const FORUM_PREFIX = '/forum/';

/** `?scenario=` of the page a call comes from (its `Referer`). */
function scenarioOfPage(incoming) {
  try {
    return new URL(incoming.headers.referer ?? '').searchParams.get('scenario');
  } catch {
    return null;
  }
}

/** One request at a time: the handlers read one module-wide store, swapped in per request. */
function oneAtATime() {
  let queue = Promise.resolve();
  return (task) => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };
}

const cookieOf = (incoming, name) =>
  (incoming.headers.cookie ?? '')
    .split(/;\s*/)
    .map((pair) => pair.split('='))
    .find(([key]) => key === name)?.[1];

/** The built page an address names, with the CMS's pretty addresses (`/forum`, `/casinos/2`). */
async function pageFile(root, pathname) {
  const name = pathname.endsWith('/') ? `${pathname}index.html` : pathname;
  const candidates = path.extname(name)
    ? [name]
    : [`${name}.html`, `${name.replace(/\/\d+$/, '')}.html`];
  for (const candidate of candidates) {
    const file = path.resolve(path.join(root, candidate));
    if (!file.startsWith(root + path.sep) || !file.endsWith('.html')) continue;
    if (
      await stat(file).then(
        (found) => found.isFile(),
        () => false,
      )
    )
      return file;
  }
  return null;
}

const isFile = (root, pathname) => {
  const file = path.resolve(path.join(root, pathname));
  return file.startsWith(root + path.sep)
    ? stat(file).then(
        (found) => found.isFile(),
        () => false,
      )
    : Promise.resolve(false);
};

/**
 * Serves the built demo `directory` (`dist/demo`) live on 127.0.0.1 (`port` 0: a free one),
 * its pages under the deployable's Content Security Policy.
 * Pages: `?user=` logs a seeded member in (`visitor` logs out), `?catalogue=` seeds that many
 * casinos, `?scenario=` switches a fault on for the calls of that page (read from their
 * `Referer`). `onErrorLog` hears what the widgets send to the error log.
 */
export async function serveLiveDemo(directory, { port = 0, onErrorLog } = {}) {
  const root = path.resolve(directory);
  const live = await import(pathToFileURL(path.join(root, '..', LIVE_MODULE)).href);
  const { getResponse } = await import('msw');
  const pageHeaders = { 'Content-Security-Policy': CONTENT_SECURITY_POLICY };
  const files = await serveStatic(root, { pageHeaders });
  const stores = new Map();
  const exclusive = oneAtATime();

  /** The browser's store (a new one, seeded, for a browser without), used longest ago last. */
  function storeOf(incoming) {
    const id = cookieOf(incoming, SITE_COOKIE);
    const known = id && stores.get(id);
    const store = known || live.seedDb();
    const key = known ? id : randomUUID();
    stores.delete(key);
    stores.set(key, store);
    if (stores.size > MAX_STORES) stores.delete(stores.keys().next().value);
    return {
      store,
      cookie: known
        ? {}
        : { 'Set-Cookie': `${SITE_COOKIE}=${key}; Path=/; HttpOnly; SameSite=Lax` },
    };
  }

  /** Runs `task` with the browser's store as the fake backend's, under `scenario`. */
  const withStore = (store, scenario, task) =>
    exclusive(async () => {
      live.resetDb(store);
      try {
        live.setScenario(scenario || null);
      } catch {
        live.setScenario(null);
      }
      try {
        return await task();
      } finally {
        live.setScenario(null);
        Object.assign(store, live.db);
      }
    });

  async function servePage(url, file, incoming, outgoing) {
    const { store, cookie } = storeOf(incoming);
    const params = url.searchParams;
    const catalogue = Number(params.get('catalogue'));
    if (catalogue > 0 && store.casinos.length !== catalogue)
      Object.assign(store, live.seedDb({ casinos: catalogue }), {
        sessionUserId: store.sessionUserId,
      });
    const page = await withStore(store, params.get('scenario'), async () => {
      const user = params.get('user');
      if (user)
        live.db.sessionUserId =
          live.db.users.find((member) => member.userName === user)?.id ?? null;
      const rendered =
        live.livePage(url.pathname) ??
        (file ? { status: 200, html: await readFile(file, 'utf8') } : null);
      return rendered && { ...rendered, html: live.servedPage(rendered.html, url.pathname) };
    });
    if (!page) return toStaticServer(files.url, url, incoming, outgoing);
    outgoing.writeHead(page.status, {
      'Content-Type': HTML,
      'Cache-Control': 'no-store',
      ...pageHeaders,
      ...cookie,
    });
    outgoing.end(page.html);
  }

  async function callBackend(url, incoming, outgoing) {
    const { store, cookie } = storeOf(incoming);
    const request = await backendRequest(url, incoming);
    if (onErrorLog && url.pathname === '/frontendService/errorLog')
      onErrorLog(new URLSearchParams(await request.clone().text()).get('message') ?? '');
    const response = await withStore(store, scenarioOfPage(incoming), () =>
      getResponse(live.handlers, request),
    );
    if (!response) return false;
    await sendResponse(response, outgoing, cookie);
    return true;
  }

  const server = createServer(
    answering(async (incoming, outgoing) => {
      const url = requestUrl(incoming, files.url);
      if (!url) return badRequest(outgoing);
      let pathname;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        return badRequest(outgoing);
      }
      if (incoming.method === 'GET') {
        const file = await pageFile(root, pathname);
        if (file || pathname.startsWith(FORUM_PREFIX))
          return servePage(url, file, incoming, outgoing);
      }
      if (!(await isFile(root, pathname)) && (await callBackend(url, incoming, outgoing))) return;
      toStaticServer(files.url, url, incoming, outgoing);
    }),
  );
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    server,
    url: `http://127.0.0.1:${server.address().port}/`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await files.close();
    },
  };
}
