import {
  CODE_LANGUAGE_NOT_OFFERED,
  CODE_LOGIN_CHECK_FAILED,
  CODE_OK,
  siteModals,
  siteModalsHooks,
} from '@casino/api';
import { db } from '../store/db';
import { handle } from '../handle';
import { SEEDED_PASSWORD } from '../fixtures/community';
import { LANGUAGE_DOMAINS, SITE_LANGUAGES, WARNED_EXIT_SLUGS } from '../fixtures/siteModals';
import { escapeHtml } from '../markup/html';

const withQuery = (url: string, query: Record<string, string>) =>
  `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(query).toString()}`;

/** The language settings popup's HTML: the language form and the other domains' links. */
function languageSettingsHtml(currentUrl: string): string {
  const languages = SITE_LANGUAGES.map(
    (language) => `<option value="${language.code}">${escapeHtml(language.label)}</option>`,
  ).join('');
  const preferred = SITE_LANGUAGES.map(
    (language) =>
      `<label><input type="checkbox" name="prefLangs" value="${language.code}"> ${escapeHtml(language.label)}</label>`,
  ).join(' ');
  const domains = LANGUAGE_DOMAINS.map(
    (domain) =>
      `<li><a href="${domain.siteUrl}" ${siteModalsHooks.cwLanguageLink} data-site-lang="${domain.siteLang}" data-country-code="${domain.countryCode}" data-preferred-languages="${domain.siteLang}" data-site-url="${domain.siteUrl}">${escapeHtml(domain.label)}</a></li>`,
  ).join('');
  return `<form action="${siteModals.LANGUAGE_FORM_PATH}" method="post">
<label for="ls-lang">Site language</label> <select id="ls-lang" name="siteLang" required><option value="">Choose…</option>${languages}</select>
<label for="ls-country">Country</label> <select id="ls-country" name="countryCode" required><option value="GB">United Kingdom</option><option value="DE">Germany</option><option value="FR">France</option></select>
<fieldset><legend>Other languages you read</legend>${preferred}</fieldset>
<input type="hidden" name="siteUrl" value="${escapeHtml(currentUrl)}">
<p ${siteModalsHooks.cwFormError} hidden></p>
<button type="submit">Save</button>
</form>
<h3>Our sites in other countries</h3><ul>${domains}</ul>`;
}

export const siteModalsHandlers = [
  ...siteModals.EXIT_PREFIXES.map((prefix) =>
    handle(siteModals.exitWarn(prefix), ({ url }) => {
      db.siteModals.exitChecks.push(`${prefix}/warn ${url}`);
      const slug = url.split('?')[0]!.split('/').filter(Boolean).pop() ?? '';
      return { data: { warn: WARNED_EXIT_SLUGS.includes(slug) } };
    }),
  ),
  handle(siteModals.userLanguageSettings, ({ currentUrl }) => languageSettingsHtml(currentUrl)),
  handle(siteModals.languageForm(), (request) => {
    db.siteModals.languageSettings.push(request);
    if (!SITE_LANGUAGES.some((language) => language.code === request.siteLang)) {
      return { code: CODE_LANGUAGE_NOT_OFFERED, message: 'This language is not offered.' };
    }
    const redirectUrl = withQuery(request.siteUrl, {
      lang: request.siteLang,
      country: request.countryCode,
    });
    return { code: CODE_OK, message: null, redirectUrl };
  }),
  handle(siteModals.languageCountrySettings, (request) => {
    db.siteModals.languageSettings.push(request);
    return {
      data: withQuery(request.siteUrl, { lang: request.siteLang, country: request.countryCode }),
    };
  }),
  handle(siteModals.loginCheck(), (fields) => {
    db.siteModals.loginChecks += 1;
    return fields.password === SEEDED_PASSWORD
      ? { code: CODE_OK, message: null }
      : { code: CODE_LOGIN_CHECK_FAILED, message: 'The password does not match. Try again.' };
  }),
];
