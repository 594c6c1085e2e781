import { system } from '@casino/api';
import type { Endpoint } from '@casino/api';
import { RequestError } from './errors';
import { send } from './transport';

/** Reports a client-side error to the backend; the answer and any failure are ignored. */
export function reportError(message: string): void {
  send(system.errorLog, { message }).catch(() => undefined);
}

/**
 * A broken contract is the client's fault to report, once, where it is found: callers
 * are only told, so their own "log a failed load" does not log it a second time.
 */
export function reportContractError(endpoint: Endpoint<unknown, unknown, unknown>, error: unknown) {
  if (isContractError(error) && endpoint.path !== system.errorLog.path) reportError(error.message);
}

export function isContractError(error: unknown): error is RequestError {
  return error instanceof RequestError && error.kind === 'contract';
}
