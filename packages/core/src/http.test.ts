import { HttpResponse, delay, http } from 'msw';
import * as z from 'zod/mini';
import { server } from '@casino/mocks/node';
import { db, setScenario } from '@casino/mocks';
import { codeMessage, defineEndpoint, newsletter, system, text } from '@casino/api';
import { call } from './http';
import { HTTP_TOO_MANY_REQUESTS, configureClient } from './transport';
import { RequestError, isAbortError } from './errors';
import { resetVerification, setTokenProvider } from './humanVerification';

const SIGNUP = { email: 'player@example.com', legallyAllowedToPlay: true, recaptchaToken: 't' };

/** A delete call that SPEC §7 says carries the authorization header; `{id}` in the path. */
const deleteItem = defineEndpoint({
  method: 'DELETE',
  path: '/frontendService/test/item/{id}',
  authorized: true,
  request: z.object({ id: z.string(), reason: z.string() }),
  response: codeMessage,
});

const search = defineEndpoint({
  method: 'GET',
  path: '/frontendService/test/search',
  request: z.object({
    text: z.string(),
    limit: z.number(),
    exact: z.boolean(),
    tags: z.array(z.string()),
    offset: z.optional(z.nullable(z.number())),
  }),
  response: text,
  text: true,
});

const saveSettings = defineEndpoint({
  method: 'POST',
  path: '/frontendService/test/settings',
  encoding: 'json',
  request: z.object({ siteLang: z.string(), preferredLanguages: z.array(z.string()) }),
  response: z.object({ data: z.string() }),
});

const upload = defineEndpoint({
  method: 'POST',
  path: '/frontendService/test/upload',
  encoding: 'multipart',
  request: z.object({ file: z.instanceof(Blob), recaptchaToken: z.string() }),
  response: z.object({ id: z.number() }),
});

interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

/** Every request that reaches the fake backend, in order (read after the call). */
function recordRequests(): Seen[] {
  const seen: Seen[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: '',
    });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

function paths(seen: Seen[]): string[] {
  return seen.map((entry) => `${entry.method} ${entry.url.pathname}`);
}

/** Answers `path` with `resolver` and keeps what the request looked like. */
function answer(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  resolver: () => Response | Promise<Response>,
): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http[method](`*${path}`, async ({ request }) => {
      seen.push({
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        body: await request.text(),
      });
      return resolver();
    }),
  );
  return seen;
}

async function failure(promise: Promise<unknown>): Promise<RequestError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
}

beforeEach(() => {
  setTokenProvider(async () => 'human-token');
});

afterEach(() => {
  resetVerification();
  configureClient({ authorization: undefined, baseUrl: undefined });
  document.head.querySelectorAll('meta[name="authorization"]').forEach((meta) => meta.remove());
});

function addAuthorizationMeta(content: string): void {
  const meta = document.createElement('meta');
  meta.name = 'authorization';
  meta.content = content;
  document.head.append(meta);
}

describe('call: headers', () => {
  it('sends X-Requested-With on every request and parses the answer', async () => {
    const seen = answer('post', newsletter.newsletterSignup.path, () =>
      HttpResponse.json({ code: 200, message: 'ok' }),
    );
    const answered = await call(newsletter.newsletterSignup, SIGNUP);
    expect(answered).toEqual({ code: 200, message: 'ok' });
    expect(seen[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('sends X-Requested-With on GET, DELETE, JSON and multipart calls too', async () => {
    const seen = recordRequests();
    answer('get', search.path, () => HttpResponse.text('<p>x</p>'));
    answer('delete', '/frontendService/test/item/*', () => HttpResponse.json({ code: 200 }));
    answer('post', saveSettings.path, () => HttpResponse.json({ data: '/en' }));
    answer('post', upload.path, () => HttpResponse.json({ id: 1 }));

    await call(search, { text: 'x', limit: 1, exact: false, tags: [] });
    await call(deleteItem, { id: '1', reason: 'r' });
    await call(saveSettings, { siteLang: 'en', preferredLanguages: [] });
    await call(upload, { file: new Blob(['x']), recaptchaToken: 't' });

    expect(seen).toHaveLength(4);
    for (const request of seen) {
      expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    }
  });

  it('adds the page meta authorization only to endpoints marked authorized', async () => {
    addAuthorizationMeta('Bearer from-page');
    const deletes = answer('delete', '/frontendService/test/item/*', () =>
      HttpResponse.json({ code: 200 }),
    );
    const signups = answer('post', newsletter.newsletterSignup.path, () =>
      HttpResponse.json({ code: 200 }),
    );

    await call(deleteItem, { id: '7', reason: 'spam' });
    await call(newsletter.newsletterSignup, SIGNUP);

    expect(deletes[0]?.headers.get('Authorization')).toBe('Bearer from-page');
    expect(signups[0]?.headers.has('Authorization')).toBe(false);
  });

  it('prefers the configured authorization over the page meta', async () => {
    addAuthorizationMeta('Bearer from-page');
    configureClient({ authorization: () => 'Bearer configured' });
    const deletes = answer('delete', '/frontendService/test/item/*', () =>
      HttpResponse.json({ code: 200 }),
    );
    await call(deleteItem, { id: '7', reason: 'spam' });
    expect(deletes[0]?.headers.get('Authorization')).toBe('Bearer configured');
  });

  it('sends no authorization header when there is no token', async () => {
    const deletes = answer('delete', '/frontendService/test/item/*', () =>
      HttpResponse.json({ code: 200 }),
    );
    await call(deleteItem, { id: '7', reason: 'spam' });
    configureClient({ authorization: () => null });
    await call(deleteItem, { id: '8', reason: 'spam' });
    expect(deletes.map((request) => request.headers.has('Authorization'))).toEqual([false, false]);
  });

  it('sends calls to the configured base URL', async () => {
    configureClient({ baseUrl: 'https://api.casino.test/' });
    const seen = answer('post', newsletter.newsletterSignup.path, () =>
      HttpResponse.json({ code: 200 }),
    );
    await call(newsletter.newsletterSignup, SIGNUP);
    expect(seen[0]?.url.origin).toBe('https://api.casino.test');
  });
});

describe('call: encoding', () => {
  it('puts query fields in the URL, repeating arrays and leaving out null/undefined', async () => {
    const seen = answer('get', search.path, () => HttpResponse.text('<ul><li>Book</li></ul>'));
    const html = await call(search, {
      text: 'book of ra',
      limit: 25,
      exact: true,
      tags: ['slots', 'new'],
      offset: null,
    });
    expect(html).toBe('<ul><li>Book</li></ul>');
    const { url, body } = seen[0] as Seen;
    expect(url.searchParams.get('text')).toBe('book of ra');
    expect(url.searchParams.get('limit')).toBe('25');
    expect(url.searchParams.get('exact')).toBe('true');
    expect(url.searchParams.getAll('tags')).toEqual(['slots', 'new']);
    expect(url.searchParams.has('offset')).toBe(false);
    expect(body).toBe('');
  });

  it('sends form fields as an urlencoded body', async () => {
    const seen = answer('post', newsletter.newsletterSignup.path, () =>
      HttpResponse.json({ code: 200 }),
    );
    await call(newsletter.newsletterSignup, SIGNUP);
    const { headers, body, url } = seen[0] as Seen;
    expect(headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({
      email: 'player@example.com',
      legallyAllowedToPlay: 'true',
      recaptchaToken: 't',
    });
    expect(url.search).toBe('');
  });

  it('fills {id} in the path (encoded) and leaves it out of the body', async () => {
    const seen = answer('delete', '/frontendService/test/item/*', () =>
      HttpResponse.json({ code: 200 }),
    );
    await call(deleteItem, { id: 'a b/c', reason: 'spam' });
    const { url, body, method } = seen[0] as Seen;
    expect(method).toBe('DELETE');
    expect(url.pathname).toBe('/frontendService/test/item/a%20b%2Fc');
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({ reason: 'spam' });
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const seen = answer('post', saveSettings.path, () => HttpResponse.json({ data: '/de/' }));
    const answered = await call(saveSettings, {
      siteLang: 'de',
      preferredLanguages: ['de', 'en'],
    });
    expect(answered).toEqual({ data: '/de/' });
    const { headers, body } = seen[0] as Seen;
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(body)).toEqual({ siteLang: 'de', preferredLanguages: ['de', 'en'] });
  });

  it('sends multipart bodies with files', async () => {
    let fields: Record<string, string> = {};
    server.use(
      http.post(`*${upload.path}`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        fields = {
          file: file instanceof Blob ? await file.text() : 'not a file',
          recaptchaToken: String(form.get('recaptchaToken')),
        };
        return HttpResponse.json({ id: 42 });
      }),
    );
    const answered = await call(upload, {
      file: new Blob(['PNG-bytes'], { type: 'image/png' }),
      recaptchaToken: 'tok',
    });
    expect(answered).toEqual({ id: 42 });
    expect(fields).toEqual({ file: 'PNG-bytes', recaptchaToken: 'tok' });
  });

  it('parses the answer with the endpoint schema (JSON inside a string field)', async () => {
    db.sessionUserId = 1;
    const answered = await call(system.preloadedStateGeneral, {});
    expect(answered.jsonData.user).toMatchObject({ id: 1 });
  });

  it('refuses a request that breaks its own contract without sending it, and logs it', async () => {
    const seen = recordRequests();
    const error = await failure(
      call(newsletter.newsletterSignup, { ...SIGNUP, legallyAllowedToPlay: 'yes' as never }),
    );
    expect(error.kind).toBe('contract');
    await vi.waitFor(() => expect(db.errorLog).toHaveLength(1));
    expect(db.errorLog[0]).toContain('/frontendService/newsletter/signup is invalid');
    expect(paths(seen)).toEqual(['POST /frontendService/errorLog']);
  });
});

describe('call: failures', () => {
  it('a response that breaks its contract is a contract error and is logged', async () => {
    answer('post', newsletter.newsletterSignup.path, () =>
      HttpResponse.json({ code: 'two hundred', message: 'ok' }),
    );
    const error = await failure(call(newsletter.newsletterSignup, SIGNUP));
    expect(error.kind).toBe('contract');
    expect(error.message).toContain('code');
    await vi.waitFor(() => expect(db.errorLog).toHaveLength(1));
    expect(db.errorLog[0]).toContain('/frontendService/newsletter/signup');
    expect(db.errorLog[0]).toContain('code');
  });

  it('malformed JSON is a contract error and is logged', async () => {
    answer(
      'post',
      newsletter.newsletterSignup.path,
      () =>
        new HttpResponse('{"code": 200, "mess', {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const error = await failure(call(newsletter.newsletterSignup, SIGNUP));
    expect(error.kind).toBe('contract');
    expect(error.message).toContain('malformed JSON');
    await vi.waitFor(() => expect(db.errorLog).toHaveLength(1));
    expect(db.errorLog[0]).toContain('malformed JSON');
  });

  it('an empty body where JSON is expected is a contract error', async () => {
    answer('post', newsletter.newsletterSignup.path, () => new HttpResponse(null, { status: 200 }));
    const error = await failure(call(newsletter.newsletterSignup, SIGNUP));
    expect(error.kind).toBe('contract');
    await vi.waitFor(() => expect(db.errorLog).toHaveLength(1));
  });

  it('the malformed-json scenario ends in a logged contract error', async () => {
    setScenario('malformed-json');
    const error = await failure(call(newsletter.newsletterSignup, SIGNUP));
    expect(error.kind).toBe('contract');
    await vi.waitFor(() => expect(db.errorLog).toHaveLength(1));
  });

  it('does not report a broken error-log answer to the error log (no loop)', async () => {
    const logged = answer(
      'post',
      system.errorLog.path,
      () => new HttpResponse('<html>', { headers: { 'Content-Type': 'text/html' } }),
    );
    const seen = recordRequests();
    const error = await failure(call(system.errorLog, { message: 'boom' }));
    expect(error.kind).toBe('contract');
    // A report, had there been one, would have started before this later call.
    await call(system.recaptchaSitekey, {});
    expect(paths(seen)).toEqual([
      'POST /frontendService/errorLog',
      'GET /frontendService/recaptcha/sitekey',
    ]);
    expect(logged).toHaveLength(1);
  });

  it('HTTP 500 with a JSON message is an http error carrying that message', async () => {
    answer('post', newsletter.newsletterSignup.path, () =>
      HttpResponse.json({ code: 500, message: 'Database is down' }, { status: 500 }),
    );
    const error = await failure(call(newsletter.newsletterSignup, SIGNUP));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
    expect(error.serverMessage).toBe('Database is down');
  });

  it('an HTTP error without a JSON message has no server message', async () => {
    answer('post', newsletter.newsletterSignup.path, () =>
      HttpResponse.text('<h1>Bad gateway</h1>', { status: 502 }),
    );
    const error = await failure(call(newsletter.newsletterSignup, SIGNUP));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(502);
    expect(error.serverMessage).toBeUndefined();
  });

  it('the server-error scenario gives an http error with the server message', async () => {
    setScenario('server-error');
    const error = await failure(call(newsletter.newsletterSignup, SIGNUP));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
    expect(error.serverMessage).toMatch(/went wrong/);
  });

  it('a network failure is a network error', async () => {
    answer('post', newsletter.newsletterSignup.path, () => HttpResponse.error());
    const error = await failure(call(newsletter.newsletterSignup, SIGNUP));
    expect(error.kind).toBe('network');
    expect(isAbortError(error)).toBe(false);
  });

  it('the network-error scenario gives a network error', async () => {
    setScenario('network-error');
    const error = await failure(call(newsletter.newsletterSignup, SIGNUP));
    expect(error.kind).toBe('network');
  });
});

describe('call: cancellation', () => {
  it('rejects with an AbortError when the signal aborts during the request', async () => {
    let started!: () => void;
    const reached = new Promise<void>((resolve) => (started = resolve));
    server.use(
      http.get(`*${search.path}`, async () => {
        started();
        await delay('infinite');
        return HttpResponse.text('never');
      }),
    );
    const controller = new AbortController();
    const pending = call(
      search,
      { text: 'a', limit: 1, exact: false, tags: [] },
      {
        signal: controller.signal,
      },
    );
    await reached;
    controller.abort();
    const error = await pending.catch((reason: unknown) => reason);
    expect(isAbortError(error)).toBe(true);
    expect((error as Error).name).toBe('AbortError');
    expect(error).not.toBeInstanceOf(RequestError);
  });

  it('rejects at once with an AbortError for an already aborted signal', async () => {
    const seen = recordRequests();
    const controller = new AbortController();
    controller.abort();
    const error = await call(newsletter.newsletterSignup, SIGNUP, {
      signal: controller.signal,
    }).catch((reason: unknown) => reason);
    expect(isAbortError(error)).toBe(true);
    expect(seen).toEqual([]);
  });

  it('a newer request can cancel the previous one (only the newer answer arrives)', async () => {
    server.use(
      http.get(`*${search.path}`, async ({ request }) => {
        const query = new URL(request.url).searchParams.get('text');
        if (query === 'old') await delay('infinite');
        return HttpResponse.text(`results for ${query}`);
      }),
    );
    const first = new AbortController();
    const old = call(
      search,
      { text: 'old', limit: 1, exact: false, tags: [] },
      {
        signal: first.signal,
      },
    );
    first.abort();
    const fresh = await call(search, { text: 'new', limit: 1, exact: false, tags: [] });
    expect(fresh).toBe('results for new');
    expect(isAbortError(await old.catch((reason: unknown) => reason))).toBe(true);
  });
});

describe('call: HTTP 429 and human verification', () => {
  it('verifies and retries exactly once after a 429', async () => {
    const seen = recordRequests();
    let signups = 0;
    server.use(
      http.post(`*${newsletter.newsletterSignup.path}`, () => {
        signups += 1;
        return signups === 1
          ? HttpResponse.json({ code: 429 }, { status: HTTP_TOO_MANY_REQUESTS })
          : HttpResponse.json({ code: 200, message: 'Check your inbox' });
      }),
    );
    const answered = await call(newsletter.newsletterSignup, SIGNUP);
    expect(answered).toEqual({ code: 200, message: 'Check your inbox' });
    expect(signups).toBe(2);
    expect(paths(seen)).toEqual([
      'POST /frontendService/newsletter/signup',
      'GET /frontendService/recaptcha/sitekey',
      'POST /frontendService/verifyAccessRecaptcha',
      'POST /frontendService/newsletter/signup',
    ]);
  });

  it('sends the token of the verification provider to verifyAccessRecaptcha', async () => {
    const provider = vi.fn(async () => 'solved-by-human');
    setTokenProvider(provider);
    answer('post', newsletter.newsletterSignup.path, () =>
      HttpResponse.json({}, { status: HTTP_TOO_MANY_REQUESTS }),
    );
    const verifications = answer('post', system.verifyAccessRecaptcha.path, () =>
      HttpResponse.json({ code: 200 }),
    );
    await call(newsletter.newsletterSignup, SIGNUP).catch(() => undefined);
    expect(provider).toHaveBeenCalledWith('mock-sitekey', 'verifyAccess');
    expect(new URLSearchParams(verifications[0]?.body).get('recaptchaToken')).toBe(
      'solved-by-human',
    );
  });

  it('retries only once: a second 429 is an http error', async () => {
    const signups = answer('post', newsletter.newsletterSignup.path, () =>
      HttpResponse.json({ code: 429, message: 'Slow down' }, { status: HTTP_TOO_MANY_REQUESTS }),
    );
    const error = await failure(call(newsletter.newsletterSignup, SIGNUP));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(429);
    expect(error.serverMessage).toBe('Slow down');
    expect(signups).toHaveLength(2);
  });

  it('a failed verification is a verification error and the call is not retried', async () => {
    const signups = answer('post', newsletter.newsletterSignup.path, () =>
      HttpResponse.json({}, { status: HTTP_TOO_MANY_REQUESTS }),
    );
    answer('post', system.verifyAccessRecaptcha.path, () =>
      HttpResponse.json({ code: 5000, message: 'Human verification failed.' }),
    );
    const error = await failure(call(newsletter.newsletterSignup, SIGNUP));
    expect(error.kind).toBe('verification');
    expect(error.status).toBe(429);
    expect(signups).toHaveLength(1);
  });

  it('a verification call that fails over HTTP is a verification error too', async () => {
    const signups = answer('post', newsletter.newsletterSignup.path, () =>
      HttpResponse.json({}, { status: HTTP_TOO_MANY_REQUESTS }),
    );
    answer('post', system.verifyAccessRecaptcha.path, () =>
      HttpResponse.json({ code: 200 }, { status: 500 }),
    );
    const error = await failure(call(newsletter.newsletterSignup, SIGNUP));
    expect(error.kind).toBe('verification');
    expect(signups).toHaveLength(1);
  });

  it('a 429 from the verification call itself does not start another verification', async () => {
    const signups = answer('post', newsletter.newsletterSignup.path, () =>
      HttpResponse.json({}, { status: HTTP_TOO_MANY_REQUESTS }),
    );
    const verifications = answer('post', system.verifyAccessRecaptcha.path, () =>
      HttpResponse.json({}, { status: HTTP_TOO_MANY_REQUESTS }),
    );
    const error = await failure(call(newsletter.newsletterSignup, SIGNUP));
    expect(error.kind).toBe('verification');
    expect(verifications).toHaveLength(1);
    expect(signups).toHaveLength(1);
  });

  it('a 429 on the error log is dropped without a verification', async () => {
    const seen = recordRequests();
    answer('post', system.errorLog.path, () =>
      HttpResponse.json({}, { status: HTTP_TOO_MANY_REQUESTS }),
    );
    const error = await failure(call(system.errorLog, { message: 'boom' }));
    expect(error.kind).toBe('http');
    expect(paths(seen)).toEqual(['POST /frontendService/errorLog']);
  });

  it('a 429 on the site key does not hang: the fallback token is used', async () => {
    const sitekeys = answer('get', system.recaptchaSitekey.path, () =>
      HttpResponse.json({}, { status: HTTP_TOO_MANY_REQUESTS }),
    );
    const verifications = answer('post', system.verifyAccessRecaptcha.path, () =>
      HttpResponse.json({ code: 200 }),
    );
    let signups = 0;
    server.use(
      http.post(`*${newsletter.newsletterSignup.path}`, () => {
        signups += 1;
        return signups === 1
          ? HttpResponse.json({}, { status: HTTP_TOO_MANY_REQUESTS })
          : HttpResponse.json({ code: 200 });
      }),
    );
    await expect(call(newsletter.newsletterSignup, SIGNUP)).resolves.toEqual({ code: 200 });
    expect(sitekeys).toHaveLength(1);
    expect(new URLSearchParams(verifications[0]?.body).get('recaptchaToken')).toMatch(
      /^[A-Za-z0-9]{40}$/,
    );
  });

  it('the too-many-requests scenario: verified once, then calls go through', async () => {
    setScenario('too-many-requests');
    const seen = recordRequests();

    await expect(call(newsletter.newsletterSignup, SIGNUP)).resolves.toMatchObject({ code: 200 });
    expect(paths(seen)).toEqual([
      'POST /frontendService/newsletter/signup',
      'GET /frontendService/recaptcha/sitekey',
      'POST /frontendService/verifyAccessRecaptcha',
      'POST /frontendService/newsletter/signup',
    ]);

    seen.length = 0;
    await expect(call(newsletter.newsletterResendEmail, SIGNUP)).resolves.toMatchObject({
      code: 200,
    });
    expect(paths(seen)).toEqual(['POST /frontendService/newsletter/resendEmail']);
  });

  it('the too-many-requests scenario with no token to be had fails verification', async () => {
    setScenario('too-many-requests');
    answer('post', system.verifyAccessRecaptcha.path, () =>
      HttpResponse.json({ code: 5000, message: 'Human verification failed.' }),
    );
    const error = await failure(call(newsletter.newsletterSignup, SIGNUP));
    expect(error.kind).toBe('verification');
    expect(db.newsletter).toEqual([]);
  });
});
