import { HttpResponse, delay, http } from 'msw';
import type { Endpoint } from '@casino/api';
import { CODE_LOGIN_REQUIRED, system } from '@casino/api';
import { sessionUser } from './store/db';
import { BUSINESS_CODES, MALFORMED_ANSWER, activeScenario } from './scenarios';

/** A field as it arrives: text, or a file of a multipart body. */
type RawValue = string | File;
type Raw = Record<string, RawValue | RawValue[]>;

/** Form and query values arrive as text; read them as the contract's types. */
function coerce(value: RawValue | RawValue[]): unknown {
  if (Array.isArray(value)) return value.map(coerce);
  if (typeof value !== 'string') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  if (value !== '' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return value;
}

/** The readings of one raw field to try, most likely first. */
function readings(value: RawValue | RawValue[]): unknown[] {
  const coerced = coerce(value);
  // A list field sent with one value arrives as a single value.
  return Array.isArray(value) ? [coerced] : [coerced, [coerced], [value]];
}

/**
 * Fields the contract accepts as text stay text; each field it rejects is read again
 * (booleans, numbers, a list of one) until the contract accepts that field.
 */
function decode(endpoint: Endpoint<unknown, unknown, unknown>, raw: Raw): unknown {
  const plain: Record<string, unknown> = { ...raw };
  const failing = (): Set<string> => {
    const result = endpoint.request.safeParse(plain);
    if (result.success) return new Set();
    return new Set(result.error.issues.map((issue) => String(issue.path[0])));
  };
  for (const key of failing()) {
    const value = raw[key];
    if (value === undefined) continue;
    const candidates = readings(value);
    for (const candidate of candidates) {
      plain[key] = candidate;
      if (!failing().has(key)) break;
    }
    if (failing().has(key)) plain[key] = candidates[0];
  }
  return plain;
}

function collect(pairs: Iterable<[string, FormDataEntryValue]>): Raw {
  const raw: Raw = {};
  for (const [key, value] of pairs) {
    const existing = raw[key];
    raw[key] =
      existing === undefined
        ? value
        : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return raw;
}

/** A request the fake backend cannot even read; answered like one breaking the contract. */
class BadRequest extends Error {}

function badRequest(problem: string): Response {
  return HttpResponse.json(
    { code: 400, message: `Request breaks the contract: ${problem}` },
    { status: 400 },
  );
}

async function readInput(endpoint: Endpoint, request: Request, params: Record<string, unknown>) {
  const url = new URL(request.url);
  // Only the endpoint's named path segments: the leading `*` (any origin) is a capture too.
  const named = Object.entries(params).filter(([key]) => !/^\d+$/.test(key));
  const raw: Raw = { ...collect(url.searchParams), ...(Object.fromEntries(named) as Raw) };
  if (endpoint.encoding === 'json') {
    const text = await request.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      throw new BadRequest('the body is not valid JSON');
    }
    return { ...(decode(endpoint, raw) as object), ...(body as object) };
  }
  if (endpoint.encoding === 'form')
    Object.assign(raw, collect(new URLSearchParams(await request.text())));
  if (endpoint.encoding === 'multipart')
    Object.assign(raw, collect((await request.formData()).entries()));
  return decode(endpoint, raw);
}

/** Paths that keep answering normally once a human was verified in `too-many-requests`. */
const verified = new Set<string>();
const EXEMPT = [
  system.errorLog.path,
  system.recaptchaSitekey.path,
  system.verifyAccessRecaptcha.path,
];

export function resetVerified(): void {
  verified.clear();
}

export function markVerified(): void {
  verified.add('*');
}

async function faultFor(endpoint: Endpoint): Promise<Response | undefined> {
  const fault = activeScenario()?.fault;
  if (!fault || endpoint.path === system.errorLog.path) return undefined;
  switch (fault.kind) {
    case 'network-error':
      return HttpResponse.error();
    case 'http-status':
      return HttpResponse.json(
        { code: fault.status, message: fault.message },
        { status: fault.status },
      );
    case 'too-many-requests':
      return EXEMPT.includes(endpoint.path) || verified.has('*')
        ? undefined
        : HttpResponse.json({ code: 429, message: 'Too many requests' }, { status: 429 });
    case 'malformed-json':
      return endpoint.text
        ? undefined
        : new HttpResponse('{"code": 200, "mess', {
            headers: { 'Content-Type': 'application/json' },
          });
    case 'malformed-answer':
      return endpoint.text || endpoint.response.safeParse(MALFORMED_ANSWER).success
        ? undefined
        : HttpResponse.json(MALFORMED_ANSWER);
    case 'slow':
      await delay(fault.ms);
      return undefined;
    case 'business-code': {
      const answer = { code: fault.code, message: BUSINESS_CODES[fault.code] };
      const fits =
        endpoint.method !== 'GET' &&
        !EXEMPT.includes(endpoint.path) &&
        endpoint.response.safeParse(answer).success;
      return fits ? HttpResponse.json(answer) : undefined;
    }
    case 'service-down':
      return endpoint.path === fault.path
        ? HttpResponse.json({ code: 500, message: 'Service unavailable' }, { status: 500 })
        : undefined;
    default:
      return undefined;
  }
}

/**
 * SPEC §7: the calls marked authorized carry the page's authorization header. A member's
 * call without it is refused as a call without a session (7000), before anything
 * changes; a visitor's goes on to the handler, which answers as it does to visitors.
 */
function missingAuthorization(endpoint: Endpoint, request: Request): Response | undefined {
  if (!endpoint.authorized || request.headers.get('Authorization') || !sessionUser())
    return undefined;
  const refusal = { code: CODE_LOGIN_REQUIRED, message: BUSINESS_CODES[CODE_LOGIN_REQUIRED] };
  return !endpoint.text && endpoint.response.safeParse(refusal).success
    ? HttpResponse.json(refusal)
    : HttpResponse.json(refusal, { status: 401 });
}

export interface Context {
  request: Request;
}

/**
 * One fake endpoint: the request is checked against the api contract (400 when it
 * breaks it), an authorized call needs its header, the active scenario may replace the answer, and the answer is checked
 * against the contract too, so the mocks cannot drift from the api package.
 */
export function handle<Req, Res, Wire>(
  endpoint: Endpoint<Req, Res, Wire>,
  resolver: (input: Req, context: Context) => Wire | Response | Promise<Wire | Response>,
) {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const path = `*${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`;
  return http[method](path, async ({ request, params }) => {
    const fault = (await faultFor(endpoint)) ?? missingAuthorization(endpoint, request);
    if (fault) return fault;
    let input: unknown;
    try {
      input = await readInput(endpoint, request, params);
    } catch (error) {
      if (error instanceof BadRequest) return badRequest(error.message);
      throw error;
    }
    const checked = endpoint.request.safeParse(input);
    if (!checked.success) {
      return badRequest(checked.error.issues.map((issue) => issue.path.join('.')).join(', '));
    }
    const result = await resolver(checked.data, { request });
    if (result instanceof Response) return result;
    if (!endpoint.response.safeParse(result).success) {
      throw new Error(`Mock answer of ${endpoint.path} breaks the contract`);
    }
    return endpoint.text ? HttpResponse.text(String(result)) : HttpResponse.json(result as object);
  });
}
