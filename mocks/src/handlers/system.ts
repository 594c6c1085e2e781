import { CODE_CAPTCHA, CODE_OK, system } from '@casino/api';
import { db, sessionUser } from '../store/db';
import { handle, markVerified } from '../handle';
import { localization } from '../fixtures/localization';

/** The site key the fake backend hands out; any non-empty token verifies. */
export const MOCK_SITEKEY = 'mock-sitekey';

export const systemHandlers = [
  handle(system.errorLog, ({ message }) => {
    db.errorLog.push(message);
    return { ok: true };
  }),
  handle(system.recaptchaSitekey, () => ({ data: MOCK_SITEKEY })),
  handle(system.verifyAccessRecaptcha, ({ recaptchaToken }) => {
    if (!recaptchaToken) return { code: CODE_CAPTCHA, message: 'Human verification failed.' };
    markVerified();
    return { code: CODE_OK, message: null };
  }),
  handle(system.localizationMessages, ({ dataType }) => ({
    jsonData: JSON.stringify({ localization: localization(dataType) }),
  })),
  handle(system.preloadedStateGeneral, () => {
    const user = sessionUser();
    return {
      jsonData: JSON.stringify({
        user: user && {
          id: user.id,
          userName: user.userName,
          email: user.email,
          roles: user.roles,
          newsletterRegistered: user.newsletterRegistered,
          representedCasinoIds: user.representedCasinoIds,
        },
        safeZone: db.safeZone,
        brandId: 1,
      }),
    };
  }),
];
