import type { Endpoint } from '@casino/api';
import { reportContractError } from './errorLog';
import { verifyAccess } from './verification';
import { send } from './transport';
import type { CallOptions } from './transport';

/**
 * Sends one call of the api contract (see `send`); a 429 gets human verification and one
 * retry, and an answer that breaks its contract is reported to the error log.
 */
export function call<Req, Res, Wire>(
  endpoint: Endpoint<Req, Res, Wire>,
  input: Req,
  options: CallOptions = {},
): Promise<Res> {
  return send(endpoint, input, options, () => verifyAccess()).catch((error: unknown) => {
    reportContractError(endpoint as Endpoint<unknown, unknown, unknown>, error);
    throw error;
  });
}
