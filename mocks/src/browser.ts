import { setupWorker } from 'msw/browser';
import { handlers } from '.';
import { db, resetDb } from './store/db';
import type { Db } from './store/db';
import { setScenario } from './scenarios';

const STORAGE_KEY = 'casino-mock-db';
/** How long a page waits to be claimed by the freshly activated worker before reloading. */
const CLAIM_WAIT_MS = 1500;
const RELOADED_KEY = 'casino-mock-reloaded';

export interface BrowserMockOptions {
  /** Where `mockServiceWorker.js` is served (as a TrustedScriptURL where the page needs one). */
  serviceWorkerUrl?: string;
  /** Keep the fake database across reloads of the tab (the demo does, Storybook does not). */
  persist?: boolean;
  /** A scenario to switch on; the demo passes `?scenario=` of the page address. */
  scenario?: string | null;
}

/** Starts the fake backend inside the page with a service worker. */
export async function startMockBackend(options: BrowserMockOptions = {}) {
  const { serviceWorkerUrl = '/mockServiceWorker.js', persist = false, scenario = null } = options;
  if (persist) {
    try {
      const saved = sessionStorage.getItem(STORAGE_KEY);
      if (saved) resetDb(JSON.parse(saved) as Db);
    } catch {
      resetDb();
    }
  }
  try {
    setScenario(scenario);
  } catch (error) {
    console.warn(String(error));
  }
  const worker = setupWorker(...handlers);
  if (persist) {
    worker.events.on('request:end', () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(db));
      } catch {
        // a full session storage only loses the demo's state
      }
    });
  }
  // Registered here, and taken over by msw: under the site's Trusted Types a worker's
  // address goes in only as the TrustedScriptURL the page made (core's `scriptUrl`), which
  // msw would turn back into a string. Once the worker controls the page, msw finds it.
  await navigator.serviceWorker.register(serviceWorkerUrl);
  await navigator.serviceWorker.ready;
  await controlledByWorker();
  await worker.start({
    serviceWorker: { url: String(serviceWorkerUrl) },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return worker;
}

/**
 * On a tab's first visit the worker can be active before it has claimed the page (and
 * Chromium sometimes never lets it claim): calls made then would reach the real server.
 * Waits for the claim, and reloads once when it does not come: a page loaded with an
 * active worker is controlled from its start.
 */
async function controlledByWorker(): Promise<void> {
  if (navigator.serviceWorker.controller) {
    sessionStorage.removeItem(RELOADED_KEY);
    return;
  }
  const claimed = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), CLAIM_WAIT_MS);
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      { once: true },
    );
  });
  if (claimed) return;
  if (sessionStorage.getItem(RELOADED_KEY) === null) {
    sessionStorage.setItem(RELOADED_KEY, '1');
    location.reload();
    // The page goes: nothing of it should run on against the real server.
    await new Promise(() => undefined);
  }
  console.warn('The fake backend does not control this page: reload it.');
}
