import { historyEntry } from './steps';
import type { HistoryEntry } from './steps';

/**
 * Each step of the wizard is a browser history entry, so the browser's Back goes back a
 * step. The entry's state keeps the step and the answers beside whatever else the page
 * keeps there (other widgets' keys are left alone).
 */
const stateKey = (key: string) => `cwWizard:${key}`;

function pageState(): Record<string, unknown> {
  const state: unknown = history.state;
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}

/** The wizard's entry of the current history entry; null when it has none or a broken one. */
export function readEntry(key: string): HistoryEntry | null {
  const parsed = historyEntry.safeParse(pageState()[stateKey(key)]);
  return parsed.success ? parsed.data : null;
}

/**
 * The browser may refuse (too many calls in a row, a state it cannot store): the wizard
 * then goes on without history entries rather than fail.
 */
function write(method: 'pushState' | 'replaceState', key: string, entry: HistoryEntry): void {
  try {
    history[method]({ ...pageState(), [stateKey(key)]: entry }, '', location.href);
  } catch {
    // Kept in memory only.
  }
}

export const pushEntry = (key: string, entry: HistoryEntry) => write('pushState', key, entry);
export const replaceEntry = (key: string, entry: HistoryEntry) => write('replaceState', key, entry);

export function onHistoryMove(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  return () => window.removeEventListener('popstate', listener);
}
