import { setupWorker } from 'msw/browser';
import { handlers } from './index';
import { db, resetDb } from './db';
import type { Db } from './db';
import { setScenario } from './scenarios';

const STORAGE_KEY = 'casino-mock-db';

export interface BrowserMockOptions {
  /** Where `mockServiceWorker.js` is served. */
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
  await worker.start({
    serviceWorker: { url: serviceWorkerUrl },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return worker;
}
