import { HttpResponse, delay, http } from 'msw';
import type { Endpoint } from '@casino/api';
import { system } from '@casino/api';
import { BUSINESS_CODES, activeScenario } from './scenarios';

type Raw = Record<string, string | string[]>;

/** Form and query values arrive as text; read them as the contract's types. */
function coerce(value: string | string[]): unknown {
  if (Array.isArray(value)) return value.map(coerce);
  if (value === 'true' || value === 'false') return value === 'true';
  if (value !== '' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return value;
}

function decode(endpoint: Endpoint<unknown, unknown, unknown>, raw: Raw): unknown {
  const plain: Record<string, unknown> = { ...raw };
  const first = endpoint.request.safeParse(plain);
  if (first.success) return plain;
  for (const issue of first.error.issues) {
    const key = issue.path[0];
    if (typeof key !== 'string' || !(key in raw)) continue;
    const value = raw[key] as string | string[];
    const coerced = coerce(value);
    plain[key] =
      issue.code === 'invalid_type' && issue.expected === 'array' && !Array.isArray(coerced)
        ? [coerced]
        : coerced;
  }
  return plain;
}

function collect(pairs: Iterable<[string, FormDataEntryValue]>): Raw {
  const raw: Raw = {};
  for (const [key, value] of pairs) {
    const text = typeof value === 'string' ? value : value.name;
    const existing = raw[key];
    raw[key] =
      existing === undefined ? text : [...(Array.isArray(existing) ? existing : [existing]), text];
  }
  return raw;
}

async function readInput(endpoint: Endpoint, request: Request, params: Record<string, unknown>) {
  const url = new URL(request.url);
  const raw: Raw = { ...collect(url.searchParams), ...(params as Raw) };
  if (endpoint.encoding === 'json') {
    return { ...(decode(endpoint, raw) as object), ...((await request.json()) as object) };
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
    default:
      return undefined;
  }
}

export interface Context {
  request: Request;
}

/**
 * One fake endpoint: the request is checked against the api contract (400 when it
 * breaks it), the active scenario may replace the answer, and the answer is checked
 * against the contract too, so the mocks cannot drift from the api package.
 */
export function handle<Req, Res, Wire>(
  endpoint: Endpoint<Req, Res, Wire>,
  resolver: (input: Req, context: Context) => Wire | Response | Promise<Wire | Response>,
) {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const path = `*${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`;
  return http[method](path, async ({ request, params }) => {
    const fault = await faultFor(endpoint);
    if (fault) return fault;
    const checked = endpoint.request.safeParse(await readInput(endpoint, request, params));
    if (!checked.success) {
      const fields = checked.error.issues.map((issue) => issue.path.join('.')).join(', ');
      return HttpResponse.json(
        { code: 400, message: `Request breaks the contract: ${fields}` },
        { status: 400 },
      );
    }
    const result = await resolver(checked.data, { request });
    if (result instanceof Response) return result;
    if (!endpoint.response.safeParse(result).success) {
      throw new Error(`Mock answer of ${endpoint.path} breaks the contract`);
    }
    return endpoint.text ? HttpResponse.text(String(result)) : HttpResponse.json(result as object);
  });
}
