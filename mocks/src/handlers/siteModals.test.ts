import {
  CODE_LANGUAGE_NOT_OFFERED,
  CODE_LOGIN_CHECK_FAILED,
  CODE_OK,
  siteModals,
} from '@casino/api';
import { db } from '../store/db';
import { request } from '../testClient';

async function answer(response: Promise<Response>): Promise<unknown> {
  const result = await response;
  expect(result.status).toBe(200);
  return result.json();
}

describe('site modal handlers', () => {
  it('warns for the casinos that ask for it, by the link prefix', async () => {
    expect(
      await answer(request(siteModals.exitWarn('/exit'), { url: '/exit/lucky-spin?a=1' })),
    ).toEqual({
      data: { warn: true },
    });
    expect(
      await answer(request(siteModals.exitWarn('/exitb'), { url: '/exitb/royal-vegas' })),
    ).toEqual({
      data: { warn: false },
    });
    expect(db.siteModals.exitChecks).toEqual([
      '/exit/warn /exit/lucky-spin?a=1',
      '/exitb/warn /exitb/royal-vegas',
    ]);
  });

  it('refuses a language it does not offer and redirects for one it does', async () => {
    const send = (siteLang: string) =>
      answer(
        request(siteModals.languageForm(), {
          siteLang,
          countryCode: 'DE',
          prefLangs: [],
          siteUrl: 'https://casino-guide.example/page',
        }),
      );
    expect(await send('xx')).toMatchObject({ code: CODE_LANGUAGE_NOT_OFFERED });
    expect(await send('de')).toMatchObject({
      code: CODE_OK,
      redirectUrl: 'https://casino-guide.example/page?lang=de&country=DE',
    });
  });

  it('takes the seeded password in the login check', async () => {
    const check = (password: string) =>
      answer(request(siteModals.loginCheck(), { password, recaptchaToken: 'token' }));
    expect(await check('wrong')).toMatchObject({ code: CODE_LOGIN_CHECK_FAILED });
    expect(await check('password1')).toMatchObject({ code: CODE_OK });
  });
});
