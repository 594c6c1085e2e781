import { HttpResponse, http } from 'msw';
import { server } from '@casino/mocks/node';
import { MOCK_SITEKEY, db } from '@casino/mocks';
import { system } from '@casino/api';
import {
  BOT_PROTECTION_GIVE_UP_MS,
  BOT_PROTECTION_POLL_MS,
  RECAPTCHA_FALLBACK_TOKEN_LENGTH,
  fallbackToken,
  getVerificationToken,
  resetVerification,
  setTokenProvider,
  verifyAccess,
} from './humanVerification';
import type * as RecaptchaModule from './humanVerification';

const FALLBACK = new RegExp(`^[A-Za-z0-9]{${RECAPTCHA_FALLBACK_TOKEN_LENGTH}}$`);

/** Counts the calls that reach `path` (the fake backend still answers them). */
function countRequests(path: string): { count: number } {
  const counter = { count: 0 };
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === path) counter.count += 1;
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return counter;
}

function answerSitekey(body: unknown, status = 200): void {
  server.use(
    http.get(`*${system.recaptchaSitekey.path}`, () =>
      HttpResponse.json(body as Record<string, unknown>, { status }),
    ),
  );
}

function answerVerify(body: unknown, status = 200): void {
  server.use(
    http.post(`*${system.verifyAccessRecaptcha.path}`, () =>
      HttpResponse.json(body as Record<string, unknown>, { status }),
    ),
  );
}

beforeEach(() => {
  resetVerification();
});

afterEach(() => {
  resetVerification();
});

describe('fallbackToken', () => {
  it('is 40 random alphanumeric characters', () => {
    const tokens = new Set(Array.from({ length: 20 }, fallbackToken));
    for (const token of tokens) expect(token).toMatch(FALLBACK);
    expect(tokens.size).toBe(20);
  });
});

describe('getVerificationToken', () => {
  it('asks the provider with the site key from the backend and the action', async () => {
    const provider = vi.fn(async () => 'token-from-provider');
    setTokenProvider(provider);
    await expect(getVerificationToken('newsletter')).resolves.toBe('token-from-provider');
    expect(provider).toHaveBeenCalledWith(MOCK_SITEKEY, 'newsletter');
    expect(db.errorLog).toEqual([]);
  });

  it('uses the action "submit" by default', async () => {
    const provider = vi.fn(async () => 'x');
    setTokenProvider(provider);
    await getVerificationToken();
    expect(provider).toHaveBeenCalledWith(MOCK_SITEKEY, 'submit');
  });

  it('fetches the site key once for many tokens', async () => {
    const sitekeys = countRequests(system.recaptchaSitekey.path);
    setTokenProvider(async () => 'x');
    await Promise.all([getVerificationToken(), getVerificationToken()]);
    await getVerificationToken();
    expect(sitekeys.count).toBe(1);

    resetVerification();
    await getVerificationToken();
    expect(sitekeys.count).toBe(2);
  });

  it('does not keep a failed site key request: the next token asks again', async () => {
    const sitekeys = countRequests(system.recaptchaSitekey.path);
    const provider = vi.fn(async () => 'real-token');
    setTokenProvider(provider);
    answerSitekey({ message: 'down' }, 500);
    await expect(getVerificationToken()).resolves.toMatch(FALLBACK);

    server.resetHandlers();
    await expect(getVerificationToken()).resolves.toBe('real-token');
    expect(sitekeys.count).toBe(2);
  });

  it.each([
    ['empty', { data: '' }],
    ['null', { data: null }],
    ['missing', {}],
  ])(
    'with an %s site key: reports it and falls back without asking the provider',
    async (_, body) => {
      answerSitekey(body);
      const provider = vi.fn(async () => 'x');
      setTokenProvider(provider);
      await expect(getVerificationToken()).resolves.toMatch(FALLBACK);
      expect(provider).not.toHaveBeenCalled();
      await vi.waitFor(() => expect(db.errorLog).toHaveLength(1));
      expect(db.errorLog[0]).toMatch(/empty sitekey/);
    },
  );

  it('when the provider fails: reports it and falls back', async () => {
    setTokenProvider(async () => {
      throw new Error('grecaptcha exploded');
    });
    await expect(getVerificationToken()).resolves.toMatch(FALLBACK);
    await vi.waitFor(() => expect(db.errorLog).toHaveLength(1));
    expect(db.errorLog[0]).toMatch(/empty token/);
  });

  it('when the provider gives an empty token: reports it and falls back', async () => {
    setTokenProvider(async () => '');
    await expect(getVerificationToken()).resolves.toMatch(FALLBACK);
    await vi.waitFor(() => expect(db.errorLog).toHaveLength(1));
    expect(db.errorLog[0]).toMatch(/empty token/);
  });
});

describe('verifyAccess', () => {
  beforeEach(() => {
    setTokenProvider(async () => 'human');
  });

  it('is true for status 200 and code 200, without calling onFailure', async () => {
    const onFailure = vi.fn();
    await expect(verifyAccess(onFailure)).resolves.toBe(true);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('sends the token to the verify call', async () => {
    let sent: string | null = null;
    server.use(
      http.post(`*${system.verifyAccessRecaptcha.path}`, async ({ request }) => {
        sent = new URLSearchParams(await request.text()).get('recaptchaToken');
        return HttpResponse.json({ code: 200 });
      }),
    );
    await verifyAccess();
    expect(sent).toBe('human');
  });

  it.each([
    ['a code other than 200', () => answerVerify({ code: 5000, message: 'failed' })],
    ['HTTP 500 even with code 200', () => answerVerify({ code: 200 }, 500)],
    ['HTTP 403', () => answerVerify({ code: 403 }, 403)],
    ['an answer without a code', () => answerVerify({ message: 'ok' })],
    [
      'a network error',
      () =>
        server.use(http.post(`*${system.verifyAccessRecaptcha.path}`, () => HttpResponse.error())),
    ],
  ])('is false for %s, and calls onFailure once', async (_, arrange) => {
    arrange();
    const onFailure = vi.fn();
    await expect(verifyAccess(onFailure)).resolves.toBe(false);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('works without an onFailure callback', async () => {
    answerVerify({ code: 5000 });
    await expect(verifyAccess()).resolves.toBe(false);
  });
});

describe('the default provider (Google reCAPTCHA v3 script)', () => {
  let fresh: typeof RecaptchaModule;
  let appended: HTMLScriptElement[];

  beforeEach(async () => {
    vi.resetModules();
    fresh = await import('./humanVerification');
    appended = [];
    // Keep the script out of the document (happy-dom would refuse to load it) and
    // let each test decide how the script behaves.
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      appended.push(...(nodes as HTMLScriptElement[]));
    });
  });

  afterEach(() => {
    delete (window as { grecaptcha?: unknown }).grecaptcha;
    vi.useRealTimers();
  });

  function installGrecaptcha(
    execute: (key: string, options: { action: string }) => Promise<string>,
  ) {
    const api = { ready: vi.fn((callback: () => void) => callback()), execute: vi.fn(execute) };
    (window as { grecaptcha?: unknown }).grecaptcha = api;
    return api;
  }

  it('loads the script for the site key once and asks it for tokens', async () => {
    vi.useFakeTimers();
    const first = fresh.getVerificationToken('login');
    await vi.waitFor(() => expect(appended).toHaveLength(1));
    expect(appended[0]?.src).toBe(
      `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(MOCK_SITEKEY)}`,
    );

    const api = installGrecaptcha(async (_key, { action }) => `google-${action}`);
    await vi.advanceTimersByTimeAsync(BOT_PROTECTION_POLL_MS);
    await expect(first).resolves.toBe('google-login');
    expect(api.execute).toHaveBeenCalledWith(MOCK_SITEKEY, { action: 'login' });

    await expect(fresh.getVerificationToken('signup')).resolves.toBe('google-signup');
    expect(appended).toHaveLength(1);
  });

  it('falls back when the script fails to load, and tries again next time', async () => {
    const first = fresh.getVerificationToken();
    await vi.waitFor(() => expect(appended).toHaveLength(1));
    const intervals = vi.spyOn(globalThis, 'clearInterval');
    appended[0]?.dispatchEvent(new Event('error'));
    await expect(first).resolves.toMatch(FALLBACK);
    // The failed script is no longer looked for.
    expect(intervals).toHaveBeenCalled();
    await vi.waitFor(() => expect(db.errorLog).toEqual([expect.stringMatching(/empty token/)]));

    const second = fresh.getVerificationToken();
    await vi.waitFor(() => expect(appended).toHaveLength(2));
    installGrecaptcha(async () => 'second-try');
    await expect(second).resolves.toBe('second-try');
  });

  it('gives up on a script that never starts and falls back', async () => {
    vi.useFakeTimers();
    const start = Date.now();
    const pending = fresh.getVerificationToken();
    let settled = false;
    void pending.then(() => (settled = true));
    // vi.waitFor moves fake time on while it waits; count that time in.
    await vi.waitFor(() => expect(appended).toHaveLength(1));
    const waited = Date.now() - start;

    await vi.advanceTimersByTimeAsync(BOT_PROTECTION_GIVE_UP_MS - BOT_PROTECTION_POLL_MS - waited);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(waited + 2 * BOT_PROTECTION_POLL_MS);
    await expect(pending).resolves.toMatch(FALLBACK);
    await vi.waitFor(() => expect(db.errorLog).toEqual([expect.stringMatching(/empty token/)]));
  });
});
