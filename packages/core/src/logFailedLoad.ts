import { isContractError, reportError } from './errorLog';
import { isAbortError } from './errors';

/**
 * SPEC §8 "other load failures are only logged": reports a failed load to the error log.
 * An aborted load is nobody's failure (a newer one replaced it), and a broken contract was
 * reported by the client where it was found. Returns false for an aborted load, so the
 * caller leaves its state to the load that replaced it.
 */
export function logFailedLoad(what: string, error: unknown, signal?: AbortSignal): boolean {
  if (isAbortError(error) || signal?.aborted) return false;
  if (!isContractError(error)) reportError(`${what} failed: ${String(error)}`);
  return true;
}
