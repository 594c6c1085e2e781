import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How the request's fields travel. The backend reads form fields for most calls, so
 * `form` is the default for bodies; a few calls take JSON, a few take only a query.
 */
export type Encoding = 'query' | 'form' | 'json' | 'multipart';

/** `Wire` is the answer as the server sends it (before parsing, e.g. JSON inside strings). */
export interface Endpoint<Req = unknown, Res = unknown, Wire = unknown> {
  readonly method: HttpMethod;
  /** Path with optional `{name}` segments filled from the request of the same name. */
  readonly path: string;
  readonly encoding: Encoding;
  readonly request: z.ZodMiniType<Req>;
  readonly response: z.ZodMiniType<Res, Wire>;
  /** Calls that SPEC §7 says carry the authorization header. */
  readonly authorized?: boolean;
  /** Calls whose answer is an HTML fragment or plain text, not JSON. */
  readonly text?: boolean;
  /**
   * Calls sent, and their JSON answer parsed, in a worker where the browser allows, so
   * that the page's main thread stays free: GETs whose answer can be large (hundreds of
   * KB), and a member's post, whose answer is shown in the frame the form empties in.
   * Their body, if any, is text (JSON).
   */
  readonly offMainThread?: boolean;
}

export type RequestOf<E> = E extends Endpoint<infer Req, unknown, unknown> ? Req : never;
export type ResponseOf<E> = E extends Endpoint<unknown, infer Res, unknown> ? Res : never;
export type WireOf<E> = E extends Endpoint<unknown, unknown, infer Wire> ? Wire : never;

export function defineEndpoint<Req, Res, Wire>(
  endpoint: Omit<Endpoint<Req, Res, Wire>, 'encoding'> & { encoding?: Encoding },
): Endpoint<Req, Res, Wire> {
  return {
    ...endpoint,
    encoding: endpoint.encoding ?? (endpoint.method === 'GET' ? 'query' : 'form'),
  };
}

const endpoints = new Map<string, unknown>();

/**
 * Endpoints made at run time from a server-given path (a load-more link): the same key
 * gives the same endpoint object, so effects and memos that depend on it stay stable.
 */
export function cachedEndpoint<E>(key: string, make: () => E): E {
  if (!endpoints.has(key)) endpoints.set(key, make());
  return endpoints.get(key) as E;
}
