import * as z from 'zod/mini';
import { cachedEndpoint, defineEndpoint } from './endpoint';
import { codeMessage, text } from './schemas';

/** The two kinds of outbound link of SPEC §2 and the warn check each one has. */
export const EXIT_PREFIXES = ['/exit', '/exitb'] as const;
export type ExitPrefix = (typeof EXIT_PREFIXES)[number];

export const exitWarnRequest = z.object({
  /** The outbound link's own address on the site (path and query), e.g. `/exit/royal?src=list`. */
  url: z.string(),
});

/** `data.warn`: the casino asks for a warning, so the link opens in a new tab. */
export const exitWarnResponse = z.looseObject({
  data: z.looseObject({ warn: z.boolean() }),
});

/** SPEC §7 `GET /exit/warn` or `/exitb/warn`, derived from the link's prefix. */
export function exitWarn(prefix: ExitPrefix) {
  return cachedEndpoint(`exit warn ${prefix}`, () =>
    defineEndpoint({
      method: 'GET',
      path: `${prefix}/warn`,
      request: exitWarnRequest,
      response: exitWarnResponse,
    }),
  );
}

/** SPEC §3 language/country setting. */
export const languageSetting = z.object({
  siteLang: z.string(),
  countryCode: z.string(),
  preferredLanguages: z.array(z.string()),
  siteUrl: z.string(),
});
export type LanguageSetting = z.infer<typeof languageSetting>;

/** The language form's action on the site (the page's form may name another). */
export const LANGUAGE_FORM_PATH = '/frontendService/languageForm';

/** SPEC §7 `POST {language form action}`; on 200 the page follows `redirectUrl`. */
export function languageForm(action: string = LANGUAGE_FORM_PATH) {
  return cachedEndpoint(`language form ${action}`, () =>
    defineEndpoint({
      method: 'POST',
      path: action,
      request: z.object({
        siteLang: z.string(),
        countryCode: z.string(),
        // A form sends no field for an empty list.
        prefLangs: z._default(z.array(z.string()), []),
        siteUrl: z.string(),
      }),
      response: z.looseObject({
        code: z.number(),
        message: z.optional(z.nullable(z.string())),
        redirectUrl: z.optional(z.nullable(z.string())),
      }),
    }),
  );
}

/** SPEC §7: a language link to an external domain; `data` is the address to go to. */
export const languageCountrySettings = defineEndpoint({
  method: 'POST',
  path: '/frontendService/languageCountrySettings',
  encoding: 'json',
  request: languageSetting,
  response: z.looseObject({ data: z.string() }),
});

/** SPEC §7: the language settings popup's HTML for the page at `currentUrl`. */
export const userLanguageSettings = defineEndpoint({
  method: 'GET',
  path: '/frontendService/userLanguageSettings',
  request: z.object({ currentUrl: z.string() }),
  response: text,
  text: true,
});

/** The login check form's action on the site (the page's form may name another). */
export const LOGIN_CHECK_PATH = '/frontendService/loginCheck';

/** SPEC §7 `PUT {login check form action}`: the form's fields plus recaptchaToken; 200 closes. */
export function loginCheck(action: string = LOGIN_CHECK_PATH) {
  return cachedEndpoint(`login check ${action}`, () =>
    defineEndpoint({
      method: 'PUT',
      path: action,
      request: z.record(z.string(), z.string()),
      response: codeMessage,
    }),
  );
}
