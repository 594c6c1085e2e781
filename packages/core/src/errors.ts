/** Why a request failed. The user sees `serverMessage` when there is one, else a generic text. */
export type RequestErrorKind = 'network' | 'http' | 'contract' | 'verification';

export class RequestError extends Error {
  override readonly name = 'RequestError';
  constructor(
    readonly kind: RequestErrorKind,
    message: string,
    /** The message of the error response's body, when it had one. */
    readonly serverMessage?: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The text a failed call shows (SPEC §8): the server's message when its answer had one,
 * else the lost-connection text when the request never reached the server, else the
 * fallback. A null fallback leaves the choice of a default text to the caller.
 */
export function errorText<Fallback extends string | null>(
  error: unknown,
  fallback: Fallback,
  network: string | Fallback = fallback,
): string | Fallback {
  if (error instanceof RequestError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.kind === 'network') return network;
  }
  return fallback;
}
