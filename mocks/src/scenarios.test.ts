import * as z from 'zod/mini';
import { defineEndpoint, newsletter, system, text } from '@casino/api';
import { server } from './node';
import { handle, markVerified } from './handle';
import { db } from './store/db';
import { resetMocks } from '.';
import {
  BUSINESS_CODES,
  SCENARIOS,
  SLOW_RESPONSE_MS,
  activeScenario,
  setScenario,
} from './scenarios';
import type { BusinessCode } from './scenarios';

const url = (path: string) => new URL(path, document.baseURI).href;

function post(path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url(path), { method: 'POST', body: new URLSearchParams(fields) });
}

const SIGNUP = { email: 'player@example.com', legallyAllowedToPlay: 'true', recaptchaToken: 't' };
const signup = () => post(newsletter.newsletterSignup.path, SIGNUP);
const localization = () => fetch(url(`${system.localizationMessages.path}?dataType=BASE`));
const sitekey = () => fetch(url(system.recaptchaSitekey.path));
const verify = (recaptchaToken: string) =>
  post(system.verifyAccessRecaptcha.path, { recaptchaToken });
const logError = (message: string) => post(system.errorLog.path, { message });

afterEach(() => {
  vi.useRealTimers();
});

describe('setScenario', () => {
  it('switches a scenario on by name and off with null', () => {
    expect(activeScenario()).toBeNull();
    setScenario('server-error');
    expect(activeScenario()?.fault).toMatchObject({ kind: 'http-status', status: 500 });
    setScenario(null);
    expect(activeScenario()).toBeNull();
  });

  it('throws for an unknown name and keeps the active one', () => {
    setScenario('slow');
    expect(() => setScenario('no-such-fault')).toThrow('Unknown mock scenario "no-such-fault"');
    expect(activeScenario()?.name).toBe('slow');
  });

  it('has unique names, a description each, and one code-XXXX per business code', () => {
    const names = SCENARIOS.map((scenario) => scenario.name);
    expect(new Set(names).size).toBe(names.length);
    for (const scenario of SCENARIOS) expect(scenario.description).not.toBe('');
    for (const code of Object.keys(BUSINESS_CODES)) expect(names).toContain(`code-${code}`);
  });

  it('is switched off by resetMocks', () => {
    setScenario('network-error');
    resetMocks();
    expect(activeScenario()).toBeNull();
  });
});

describe('scenarios', () => {
  it('network-error: calls fail as on a broken network', async () => {
    setScenario('network-error');
    await expect(signup()).rejects.toThrow(TypeError);
    await expect(localization()).rejects.toThrow(TypeError);
    expect(db.newsletter).toEqual([]);
  });

  it('server-error: calls answer HTTP 500 with a message', async () => {
    setScenario('server-error');
    for (const response of [await signup(), await localization()]) {
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        code: 500,
        message: 'Something went wrong on our side. Please try again later.',
      });
    }
    expect(db.newsletter).toEqual([]);
  });

  it('too-many-requests: 429 until a human is verified, then calls go through', async () => {
    setScenario('too-many-requests');
    const first = await signup();
    expect(first.status).toBe(429);
    expect(await first.json()).toEqual({ code: 429, message: 'Too many requests' });
    expect((await localization()).status).toBe(429);
    expect(db.newsletter).toEqual([]);

    // The verification calls themselves are never refused.
    const key = await sitekey();
    expect(key.status).toBe(200);
    expect(await key.json()).toEqual({ data: 'mock-sitekey' });

    const verified = await verify('human-token');
    expect(await verified.json()).toEqual({ code: 200, message: null });

    const again = await signup();
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ code: 200 });
    expect((await localization()).status).toBe(200);
  });

  it('too-many-requests: an empty token does not verify', async () => {
    setScenario('too-many-requests');
    const verified = await verify('');
    expect(await verified.json()).toMatchObject({ code: 5000 });
    expect((await signup()).status).toBe(429);
  });

  it('too-many-requests: resetMocks forgets the verification', async () => {
    setScenario('too-many-requests');
    markVerified();
    expect((await signup()).status).toBe(200);
    resetMocks();
    setScenario('too-many-requests');
    expect((await signup()).status).toBe(429);
  });

  it('malformed-json: JSON answers cannot be parsed; text answers are left alone', async () => {
    setScenario('malformed-json');
    const response = await signup();
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/application\/json/);
    const body = await response.text();
    expect(() => JSON.parse(body) as unknown).toThrow();

    const fragment = defineEndpoint({
      method: 'GET',
      path: '/frontendService/test/fragment',
      request: z.object({}),
      response: text,
      text: true,
    });
    server.use(handle(fragment, () => '<p>fragment</p>'));
    expect(await (await fetch(url(fragment.path))).text()).toBe('<p>fragment</p>');
  });

  it(`slow: every answer takes ${SLOW_RESPONSE_MS} ms`, async () => {
    setScenario('slow');
    vi.useFakeTimers();
    const sentAt = Date.now();
    let answeredAt: number | undefined;
    const pending = signup().then((response) => {
      answeredAt = Date.now();
      return response;
    });

    // A round trip that is not delayed (the error log) and was sent later is done first.
    await logError('probe');
    expect(answeredAt).toBeUndefined();
    await vi.advanceTimersByTimeAsync(SLOW_RESPONSE_MS - 1);
    await logError('probe');
    expect(answeredAt).toBeUndefined();

    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(answeredAt).toBeDefined());
    expect((answeredAt ?? 0) - sentAt).toBeGreaterThanOrEqual(SLOW_RESPONSE_MS);
    expect(await (await pending).json()).toMatchObject({ code: 200 });
    expect(db.newsletter).toHaveLength(1);
  });

  it('newsletter-rejected: only the newsletter signup answers a non-200 code', async () => {
    setScenario('newsletter-rejected');
    expect(await (await signup()).json()).toEqual({
      code: 4004,
      message: 'This email address cannot receive our newsletter.',
    });
    expect(db.newsletter).toEqual([]);
    expect((await localization()).status).toBe(200);
  });

  it.each(Object.entries(BUSINESS_CODES))(
    'code-%s: POST calls answering a code and message answer it',
    async (code, message) => {
      setScenario(`code-${code}`);
      const response = await signup();
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ code: Number(code), message });
      expect(db.newsletter).toEqual([]);
    },
  );

  it('code-XXXX leaves GET calls, verification and other answer shapes alone', async () => {
    setScenario('code-5019' satisfies `code-${BusinessCode}`);
    expect((await localization()).status).toBe(200);
    expect(await (await sitekey()).json()).toEqual({ data: 'mock-sitekey' });
    expect(await (await verify('token')).json()).toEqual({ code: 200, message: null });

    const poll = defineEndpoint({
      method: 'POST',
      path: '/frontendService/test/pollVote',
      request: z.object({}),
      response: z.object({ html: z.string() }),
    });
    server.use(handle(poll, () => ({ html: '<p>results</p>' })));
    expect(await (await fetch(url(poll.path), { method: 'POST' })).json()).toEqual({
      html: '<p>results</p>',
    });
  });

  it.each(SCENARIOS.map((scenario) => scenario.name))(
    'the error log is never faulted (%s)',
    async (name) => {
      setScenario(name);
      // Fake time: an error log call delayed by "slow" would never answer here.
      vi.useFakeTimers();
      const response = await logError(`client error under ${name}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
      expect(db.errorLog).toEqual([`client error under ${name}`]);
    },
  );
});
