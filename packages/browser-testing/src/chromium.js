// Debian's Chromium driven by playwright-core; Playwright never downloads a browser here.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Pages run side by side in the tests; keep the ones in the background running at speed.
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];

/** A fresh browser with an empty profile; `close()` removes the profile too. */
export async function launchChromium() {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'casino-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 800 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * One browser for a whole run; each user takes a context of its own
 * (`browser.newContext()`): its own storage, cookies, cache and service workers, in a
 * fraction of the time a browser takes to start. Playwright turns Chromium's popup
 * blocker off; `{ popupBlocking: true }` keeps it on, as a visitor's browser has it.
 */
export async function launchBrowser({ popupBlocking = false } = {}) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: popupBlocking ? ['--disable-popup-blocking'] : undefined,
  });
  return { browser, close: () => browser.close() };
}

/**
 * A browser server for a run whose tests live in several processes (vitest's workers):
 * `connectBrowser(wsEndpoint)` reaches it from each of them.
 */
export async function launchBrowserServer() {
  const server = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    host: '127.0.0.1',
  });
  return { wsEndpoint: server.wsEndpoint(), close: () => server.close() };
}

/** The browser of `launchBrowserServer()`; `close()` only disconnects. */
export function connectBrowser(wsEndpoint) {
  return chromium.connect(wsEndpoint);
}
