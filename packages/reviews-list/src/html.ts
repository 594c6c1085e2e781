import { RequestError, reportError } from '@casino/core';

/** Parses an HTML fragment of the server into a detached element. */
export function parseHtml(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
}

/** Logs a failed load, except an aborted one and a contract break (core has logged it). */
export function logFailure(what: string, error: unknown, signal?: AbortSignal): void {
  if (signal?.aborted) return;
  if (error instanceof RequestError && error.kind === 'contract') return;
  reportError(`${what} failed: ${String(error)}`);
}
