import { beacon } from '@casino/core';
import type { Endpoint } from '@casino/api';

/** An idle callback waits at most this long, so a report is not held back for ever. */
export const IDLE_CALLBACK_TIMEOUT_MS = 2_000;

const whenIdle = (task: () => void) => {
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(task, { timeout: IDLE_CALLBACK_TIMEOUT_MS });
  else setTimeout(task, 0);
};

export type Report = typeof report;

/**
 * Sends a tracking call off the critical path: when the main thread is idle, or at once
 * when the page is going away (`urgent`); `keepalive` lets it finish after the page is
 * gone. Tracking never bothers the visitor: a failure is only logged.
 */
export function report<Req>(
  endpoint: Endpoint<Req, unknown, unknown>,
  input: Req,
  urgent = false,
): void {
  const send = () => {
    beacon(endpoint, input).then(
      (taken) => taken || console.warn(`Tracking ${endpoint.path} was refused`),
      (error: unknown) => console.warn(`Tracking ${endpoint.path} failed`, error),
    );
  };
  if (urgent) send();
  else whenIdle(send);
}
