import { HttpResponse, delay, http } from 'msw';
import { server } from '@casino/mocks/node';
import { db, setScenario } from '@casino/mocks';
import { newsletter, system } from '@casino/api';
import { call } from './http';
import { HTTP_TOO_MANY_REQUESTS } from './transport';
import { RequestError, isAbortError } from './errors';
import { setTokenProvider } from './humanVerification';
import { SIGNUP, answer, failure, paths, recordRequests, search, setUpCalls } from './test/http';

setUpCalls();

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
