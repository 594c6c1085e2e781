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
