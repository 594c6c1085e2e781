import ky from 'ky';
import type { Endpoint } from '@casino/api';
import { system } from '@casino/api';
import { RequestError } from './errors';

export const HTTP_TOO_MANY_REQUESTS = 429;

/**
 * The calls human verification itself makes (and the error log). A 429 on them is a
 * plain HTTP error: verifying again from inside a verification would never end (the
 * site key would wait for itself, a 429 on the verify call would verify forever).
 */
const VERIFICATION_PATHS: readonly string[] = [
  system.recaptchaSitekey.path,
  system.verifyAccessRecaptcha.path,
  system.errorLog.path,
];

export interface ClientConfig {
  /** Where `/frontendService/...` lives; the page's own origin by default. */
  baseUrl?: string;
  /** The authorization header value for the calls that need it (SPEC §7). */
  authorization?: () => string | null;
  /**
   * Whether the endpoints marked `offMainThread` use a worker (the default). A page whose
   * backend is a fake in the page itself (a mock service worker) turns it off: the
   * service worker cannot tell which tab a worker's request comes from, and the page's
   * main thread answers the call anyway.
   */
  offMainThread?: boolean;
}

const config: ClientConfig = {};

export function configureClient(next: ClientConfig): void {
  Object.assign(config, next);
}

/** The CMS renders the member's token in `<meta name="authorization" content="...">`. */
function pageAuthorization(): string | null {
  return document.querySelector<HTMLMetaElement>('meta[name="authorization"]')?.content || null;
}

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Called with the share of the request's body sent, 0 to 1: the call then goes by
   * XMLHttpRequest (fetch cannot report it). For uploads of files.
   */
  onUploadProgress?: (sent: number) => void;
}

type Fields = Record<string, unknown>;

function fillPath(path: string, fields: Fields): { path: string; rest: Fields } {
  const rest = { ...fields };
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}

function entries(fields: Fields): [string, string][] {
  const list: [string, string][] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) list.push([key, String(item)]);
  }
  return list;
}

function multipart(fields: Fields): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(key, value);
    else if (value !== undefined && value !== null) form.append(key, String(value));
  }
  return form;
}

function serverMessageOf(body: string): string | undefined {
  try {
    const message = (JSON.parse(body) as { message?: unknown }).message;
    return typeof message === 'string' && message ? message : undefined;
  } catch {
    return undefined;
  }
}

function contractError(
  endpoint: Endpoint<unknown, unknown, unknown>,
  detail: string,
): RequestError {
  return new RequestError(
    'contract',
    `Response of ${endpoint.method} ${endpoint.path} breaks its contract: ${detail}`,
  );
}

/** The address, headers and body of a call of `endpoint` with `fields`. */
function encode(
  endpoint: Pick<Endpoint, 'path' | 'encoding' | 'authorized'>,
  fields: Fields,
): { url: URL; headers: Record<string, string>; body?: XMLHttpRequestBodyInit } {
  const { path, rest } = fillPath(endpoint.path, fields);
  const url = new URL(path, config.baseUrl ?? document.baseURI);
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  const authorization = endpoint.authorized && (config.authorization ?? pageAuthorization)();
  if (authorization) headers.Authorization = authorization;
  let body: XMLHttpRequestBodyInit | undefined;
  if (endpoint.encoding === 'query')
    entries(rest).forEach(([k, v]) => url.searchParams.append(k, v));
  else if (endpoint.encoding === 'form') body = new URLSearchParams(entries(rest));
  else if (endpoint.encoding === 'multipart') body = multipart(rest);
  else {
    body = JSON.stringify(rest);
    headers['Content-Type'] = 'application/json';
  }
  return { url, headers, body };
}

/**
 * Sends a call whose answer nobody reads, such as a tracking report: encoded as `send`
 * does, kept alive past the page, the answer's body never read. Resolves to whether the
 * server took it; a network failure rejects. The input is not checked against the
 * endpoint's schema at run time: it comes from typed code, and the first check of a
 * schema compiles it, which costs the page more than the report itself.
 */
export async function beacon<Req>(
  endpoint: Endpoint<Req, unknown, unknown>,
  input: Req,
): Promise<boolean> {
  const { url, headers, body } = encode(endpoint, input as Fields);
  const response = await fetch(url, { method: endpoint.method, headers, body, keepalive: true });
  return response.ok;
}

/**
 * Sends one call of the api contract: validates the request, encodes it, parses the
 * answer with the endpoint's schema. A 429 gets `verify` (when given) and one retry.
 * Nothing is reported here: the error log and human verification send through this
 * too, and reporting from inside them would call back into themselves.
 */
export async function send<Req, Res, Wire>(
  endpoint: Endpoint<Req, Res, Wire>,
  input: Req,
  options: CallOptions = {},
  verify?: () => Promise<boolean>,
): Promise<Res> {
  const checked = endpoint.request.safeParse(input);
  if (!checked.success) {
    throw new RequestError(
      'contract',
      `Request of ${endpoint.path} is invalid: ${checked.error.message}`,
    );
  }
  const { url, headers, body } = encode(endpoint, checked.data as Fields);

  const networkError = () =>
    new RequestError('network', `${endpoint.method} ${endpoint.path} failed: network error`);
  /** The answer's status and body: its text, or its JSON already parsed off the main thread. */
  const transmit = async (): Promise<
    { status: number; text: string } | { status: number; data: unknown }
  > => {
    if (
      endpoint.offMainThread &&
      config.offMainThread !== false &&
      (body === undefined || typeof body === 'string') &&
      !endpoint.text
    ) {
      // Only list pages and posts make such calls: the worker's code loads with the first.
      const { fetchJsonOffThread } = await import('./offThread');
      const request = { method: endpoint.method, url: url.href, headers, body };
      const answer = await fetchJsonOffThread(request, options.signal);
      if (answer && 'failed' in answer) throw networkError();
      if (answer) return answer;
    }
    const { onUploadProgress } = options;
    if (onUploadProgress) {
      const { UploadNetworkError, sendWithProgress } = await import('./uploadProgress');
      const request = { method: endpoint.method, url, headers, body };
      return sendWithProgress(request, onUploadProgress, options.signal).catch((error: unknown) => {
        throw error instanceof UploadNetworkError ? networkError() : error;
      });
    }
    const response = await ky(url, {
      method: endpoint.method,
      headers,
      signal: options.signal,
      retry: 0,
      timeout: false,
      throwHttpErrors: false,
      // The body joins the request at fetch: ky copies its request, body and all, for
      // retries that never come here (retry 0), which cost a reply's main thread more
      // than the rest of ky's work.
      fetch: (request, init) => fetch(request, { ...init, body }),
    }).catch((error: unknown) => {
      if (options.signal?.aborted) throw options.signal.reason ?? error;
      throw networkError();
    });
    return { status: response.status, text: await response.text() };
  };

  let answer = await transmit();
  if (
    verify &&
    answer.status === HTTP_TOO_MANY_REQUESTS &&
    !VERIFICATION_PATHS.includes(endpoint.path)
  ) {
    if (!(await verify())) {
      throw new RequestError(
        'verification',
        `${endpoint.path}: human verification failed`,
        undefined,
        429,
      );
    }
    answer = await transmit();
  }
  let data: unknown;
  if ('data' in answer) data = answer.data;
  else {
    const raw = answer.text;
    if (answer.status < 200 || answer.status > 299) {
      throw new RequestError(
        'http',
        `${endpoint.method} ${endpoint.path} answered HTTP ${answer.status}`,
        serverMessageOf(raw),
        answer.status,
      );
    }
    data = raw;
    if (!endpoint.text) {
      try {
        data = raw ? JSON.parse(raw) : null;
      } catch {
        throw contractError(endpoint, 'malformed JSON');
      }
    }
  }
  const parsed = endpoint.response.safeParse(data);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
    throw contractError(endpoint, `invalid ${fields}`);
  }
  return parsed.data;
}
