import { RequestError, call, errorText } from '@casino/core';
import type { Endpoint } from '@casino/api';

/** What every auth answer carries. */
export interface CodeAnswer {
  code: number;
  message?: string | null | undefined;
}

/** The answer of the server, or a failed request (with the error response's message, if any). */
export type Sent<Res> =
  { failed: false; answer: Res } | { failed: true; answer: null; message: string | null };

/**
 * Sends one auth call. A failed request (network, HTTP, contract, verification) is no
 * exception here but `{ answer: null }`, with the error response's message when the server
 * gave one; an aborted call and a programming error are thrown. Nothing of the input is
 * logged (core logs a contract failure by what is wrong with the answer, never the request).
 */
export async function send<Req, Res extends CodeAnswer>(
  endpoint: Endpoint<Req, Res, unknown>,
  input: Req,
  signal?: AbortSignal,
): Promise<Sent<Res>> {
  try {
    return { failed: false, answer: await call(endpoint, input, { signal }) };
  } catch (error) {
    if (signal?.aborted || !(error instanceof RequestError)) throw error;
    return { failed: true, answer: null, message: errorText(error, null) };
  }
}

/** The server's message, or null for an empty one. */
export const messageOf = (answer: CodeAnswer): string | null => answer.message || null;
