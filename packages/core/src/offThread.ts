/**
 * Fetches a JSON answer and parses it in a worker thread. A large answer (a 500-card
 * list is about 450 KB) is then received, decoded and parsed while the page's main thread
 * stays free; the main thread only takes over the parsed value (a copy of its strings,
 * far cheaper than decoding and parsing them). A small one saves the main thread the
 * request itself: starting a fetch and taking in its answer cost a slow phone's main
 * thread more than a message to the worker and its reply, at the moment a member's post
 * is on its way and its answer is to be shown.
 *
 * The worker is one small function's source in a blob, made on the first call: no file
 * of its own to deploy or to find on a CMS page. Where there is no worker (an old browser,
 * a test DOM) or the page forbids blob workers (Content Security Policy), the caller is
 * told to fetch on the main thread instead.
 */

import { scriptUrl } from './scriptUrl';

/** A request the worker can send: a text body, or none. */
export interface OffThreadRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | undefined;
}

/**
 * What the worker is asked: one request (with the page's address as its referrer: a blob
 * worker has none of its own), or to abort one.
 */
type Ask = (OffThreadRequest & { id: number; referrer: string }) | { id: number; abort: true };

/**
 * An answer from the worker: the status with the parsed JSON (`data`) when the answer is
 * OK and parses, otherwise its text; or `failed` when the request did not complete.
 */
export type OffThreadAnswer =
  { status: number; data: unknown } | { status: number; text: string } | { failed: true };

type Reply = OffThreadAnswer & { id: number };

/** The worker's whole program (its source goes into the blob; it may use nothing from outside). */
export function workerMain(scope: {
  onmessage: ((event: MessageEvent<Ask>) => void) | null;
  postMessage(reply: Reply): void;
}) {
  const running = new Map<number, AbortController>();
  scope.onmessage = async ({ data: ask }) => {
    if ('abort' in ask) {
      running.get(ask.id)?.abort();
      return;
    }
    const controller = new AbortController();
    running.set(ask.id, controller);
    try {
      const response = await fetch(ask.url, {
        method: ask.method,
        headers: ask.headers,
        body: ask.body ?? null,
        referrer: ask.referrer,
        credentials: 'same-origin',
        signal: controller.signal,
      });
      const text = await response.text();
      if (response.ok) {
        let data: unknown;
        try {
          data = text ? JSON.parse(text) : null;
        } catch {
          scope.postMessage({ id: ask.id, status: response.status, text });
          return;
        }
        scope.postMessage({ id: ask.id, status: response.status, data });
      } else scope.postMessage({ id: ask.id, status: response.status, text });
    } catch {
      if (!controller.signal.aborted) scope.postMessage({ id: ask.id, failed: true });
    } finally {
      running.delete(ask.id);
    }
  };
}

let worker: Worker | null | undefined;
let nextId = 0;
/** The calls waiting for the worker's answer, by id (null: fetch on the main thread). */
const pending = new Map<number, (answer: OffThreadAnswer | null) => void>();

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker !== 'function' || typeof URL.createObjectURL !== 'function') return null;
  try {
    const source = `(${workerMain.toString()})(self);`;
    const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    const started = new Worker(scriptUrl(url));
    URL.revokeObjectURL(url);
    started.onmessage = ({ data: reply }: MessageEvent<Reply>) => {
      const resolve = pending.get(reply.id);
      pending.delete(reply.id);
      resolve?.(reply);
    };
    // A worker the page does not allow fails here, as its script fails to load: the calls
    // waiting on it (and every later one) go to the main thread. Nothing was sent then (its
    // program catches its own failures), so a post sent again is not sent twice.
    started.onerror = () => {
      started.terminate();
      worker = null;
      pending.forEach((resolve) => resolve(null));
      pending.clear();
    };
    worker = started;
  } catch {
    // A page that forbids workers may throw: it is left without one.
  }
  return worker;
}

/**
 * Sends `request` from the worker. Resolves with the answer, or with null when there is no
 * worker (fetch on the main thread then). Rejects with the signal's reason on abort.
 */
export function fetchJsonOffThread(
  request: OffThreadRequest,
  signal?: AbortSignal,
): Promise<OffThreadAnswer | null> {
  const thread = startWorker();
  if (!thread) return Promise.resolve(null);
  if (signal?.aborted) return Promise.reject(signal.reason);
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      pending.delete(id);
      thread.postMessage({ id, abort: true } satisfies Ask);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    pending.set(id, (answer) => {
      signal?.removeEventListener('abort', onAbort);
      resolve(answer);
    });
    thread.postMessage({ id, ...request, referrer: location.href } satisfies Ask);
  });
}

/** For tests: forgets the worker (the next call makes a new one). */
export function resetOffThread(): void {
  worker?.terminate();
  worker = undefined;
  pending.clear();
}
