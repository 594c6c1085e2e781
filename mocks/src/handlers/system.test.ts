import { system } from '@casino/api';
import { db } from '../store/db';
import { MOCK_SITEKEY } from './system';

const url = (path: string) => new URL(path, document.baseURI);

async function json(response: Promise<Response>): Promise<unknown> {
  const answer = await response;
  expect(answer.status).toBe(200);
  return answer.json();
}

const post = (path: string, fields: Record<string, string>) =>
  fetch(url(path), { method: 'POST', body: new URLSearchParams(fields) });

describe('system handlers', () => {
  it('keeps every error log message', async () => {
    await json(post(system.errorLog.path, { message: 'first' }));
    await json(post(system.errorLog.path, { message: 'second' }));
    expect(db.errorLog).toEqual(['first', 'second']);
  });

  it('hands out the site key', async () => {
    expect(await json(fetch(url(system.recaptchaSitekey.path)))).toEqual({ data: MOCK_SITEKEY });
  });

  it('verifies any non-empty token and refuses an empty one with 5000', async () => {
    expect(
      await json(post(system.verifyAccessRecaptcha.path, { recaptchaToken: 'human' })),
    ).toEqual({ code: 200, message: null });
    expect(await json(post(system.verifyAccessRecaptcha.path, { recaptchaToken: '' }))).toEqual({
      code: 5000,
      message: 'Human verification failed.',
    });
  });

  it('answers BASE texts, and COMPLETE as BASE plus the rest', async () => {
    const read = async (dataType: string) => {
      const answer = (await json(
        fetch(url(`${system.localizationMessages.path}?dataType=${dataType}`)),
      )) as { jsonData: string };
      return (JSON.parse(answer.jsonData) as { localization: Record<string, string> }).localization;
    };
    const base = await read('BASE');
    const complete = await read('COMPLETE');
    expect(base['newsletter.submit']).toBe('Subscribe');
    expect(complete).toMatchObject(base);
    expect(Object.keys(complete).length).toBeGreaterThan(Object.keys(base).length);
  });

  it('refuses an unknown localization data type with 400', async () => {
    const response = await fetch(url(`${system.localizationMessages.path}?dataType=ALL`));
    expect(response.status).toBe(400);
  });

  it('gives a visitor no user in the general state', async () => {
    const answer = (await json(fetch(url(system.preloadedStateGeneral.path)))) as {
      jsonData: string;
    };
    expect(JSON.parse(answer.jsonData)).toEqual({ user: null, safeZone: false, brandId: 1 });
  });

  it('gives the logged-in member, without the password, and the safe-zone flag', async () => {
    db.sessionUserId = 2;
    db.safeZone = true;
    const answer = (await json(fetch(url(system.preloadedStateGeneral.path)))) as {
      jsonData: string;
    };
    const state = JSON.parse(answer.jsonData) as { user: Record<string, unknown> };
    expect(state).toMatchObject({ safeZone: true, brandId: 1 });
    expect(state.user).toEqual({
      id: 2,
      userName: 'rep_royal',
      email: 'rep_royal@example.com',
      roles: ['USER', 'CASINO_REPRESENTATIVE'],
      newsletterRegistered: false,
      representedCasinoIds: [1],
    });
    expect(state.user).not.toHaveProperty('passwordHash');
  });
});
