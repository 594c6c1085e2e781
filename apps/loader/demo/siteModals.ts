import { DEMO_AUTH_CODE, DEMO_MESSAGE_ID, WARNED_EXIT_SLUGS } from '@casino/mocks';
import { placeholder } from './layout';
import type { PageOptions } from './layout';

/** A server modal as the CMS writes it: a dialog by id, named by its heading. */
const modal = (id: string, kind: string, title: string, body: string, extra = '') =>
  `<div data-cw-modal="${id}" data-cw-site-modal="${kind}"${extra} hidden aria-labelledby="${id}-title"><h2 id="${id}-title">${title}</h2>${body}</div>`;

const opener = (id: string, label: string) =>
  `<button type="button" data-cw-open-modal="${id}">${label}</button>`;

export const EMAIL_LINK = `newsletter-settings.html?authCode=${DEMO_AUTH_CODE}&messageId=${DEMO_MESSAGE_ID}`;

const LANGUAGE_FORM = (
  title: string,
) => `<form action="/frontendService/languageForm" method="post" aria-label="${title}">
<label for="${title}-lang">Site language</label> <select id="${title}-lang" name="siteLang" required><option value="">Choose…</option><option value="en">English</option><option value="de">Deutsch</option><option value="fr">Français</option></select>
<input type="hidden" name="countryCode" value="GB"><input type="hidden" name="siteUrl" value="site-modals.html">
<p data-cw-form-error hidden></p><button type="submit">Save</button></form>`;

/** Every site modal, each opened by id from a button, and those a page shows by itself. */
const MAIN = `<h1>Site modals</h1>
<p>The modals of the whole site, written as the CMS writes them. The age warning, the law popups and the badge reminder show by themselves on load, one at a time, until their cookie is set.</p>
<h2>Outbound links</h2>
<ul>
<li><a id="exit-warned" href="/exit/${WARNED_EXIT_SLUGS[0]}?src=demo">Visit Lucky Spin</a> (its casino asks for a warning: a new tab)</li>
<li><a id="exit-plain" href="/exit/royal-vegas?src=demo">Visit Royal Vegas</a> (this tab)</li>
<li><a id="exitb-warned" href="/exitb/${WARNED_EXIT_SLUGS[0]}">Get the Lucky Spin bonus</a></li>
</ul>
<h2>Language and country</h2>
<p><a id="language-settings-link" href="/language-settings" data-cw-language-settings>Language: English</a></p>
<p>${opener('language-selection', 'Choose a language')} ${opener('language-chooser', 'Language chooser')} ${opener('country-selection', 'Choose your country')}</p>
<h2>Other modals by id</h2>
<p>${opener('redirect-popup', 'Redirect popup')} ${opener('responsible-gaming', 'Responsible gaming')} ${opener('login-check', 'Login check')} ${opener('newsletter-confirmation', 'Newsletter confirmation')} ${opener('age-warning', 'Age warning')} ${opener('law-popup', 'Law popup')} ${opener('australian-law-popup', 'Australian law popup')} ${opener('badge-reminder', 'Badge reminder')}</p>
<h2>Flash messages</h2>
<p>${opener('newsletter-flash', 'Newsletter prompt')} ${opener('social-flash', 'Social prompt')}</p>
<h2>Newsletter emails</h2>
<p><a href="${EMAIL_LINK}">Manage your newsletter settings</a> (the link of a newsletter email).</p>
${modal(
  'age-warning',
  'age-warning',
  'Are you of legal age to gamble?',
  `<p>This site is about real-money gambling. You must be of legal age in your country.</p>
<p><button type="button" data-cw-age-accept>Yes, I am of legal age</button> <button type="button" data-cw-age-another>I am browsing for someone else</button> <button type="button" data-cw-age-refuse>No</button></p>
<p data-cw-age-error hidden>Sorry, you must be of legal age to use this site. Find help at <a href="https://www.begambleaware.org/">BeGambleAware</a>.</p>`,
  ' role="alertdialog"',
)}
${modal('law-popup', 'law-popup', 'Gambling law in your country', '<p>Online gambling is regulated where you live. Only play at licensed casinos.</p><button type="button" data-cw-close-modal>I understand</button>')}
${modal('australian-law-popup', 'australian-law-popup', 'Online casinos and Australian law', '<p>The Interactive Gambling Act restricts online casinos for Australian residents.</p><button type="button" data-cw-close-modal>I understand</button>')}
${modal('badge-reminder', 'badge-reminder', 'Collect your badges', '<p>Write reviews and help others in the forum to earn badges on your profile.</p><p><button type="button" data-cw-close-modal>Later</button> <button type="button" data-cw-badge-never>Don\'t show again</button></p>')}
${modal('login-check', 'login-check', 'Your verification expired', `<p>Enter your password again to go on.</p><form action="/frontendService/loginCheck" method="put"><label for="login-check-password">Password</label> <input id="login-check-password" name="password" type="password" autocomplete="current-password" required><p data-cw-form-error hidden></p><button type="submit">Confirm</button></form>`)}
${modal('language-selection', 'language-selection', 'Choose a language', LANGUAGE_FORM('Language selection'))}
${modal('language-chooser', 'language-chooser', 'Which language is your text in?', LANGUAGE_FORM('Language chooser'))}
${modal('country-selection', 'country-selection', 'Choose your country', `<form action="/frontendService/languageForm" method="post" aria-label="Country"><div data-cw-country-search="/frontendService/search/countries"></div><input type="hidden" name="siteLang" value="en"><input type="hidden" name="countryCode" value="GB"><input type="hidden" name="siteUrl" value="site-modals.html"><p data-cw-form-error hidden></p><button type="submit">Save</button></form>`, ' data-cw-modal-kind="country"')}
${modal('language-settings', 'language-settings', 'Language settings', '<div data-cw-language-settings-body></div>')}
${modal('redirect-popup', 'redirect-popup', 'You were redirected', '<p>The page you asked for is not offered in your country, so we brought you to the closest one.</p><button type="button" data-cw-close-modal>OK</button>')}
${modal('responsible-gaming', 'responsible-gaming', 'Play responsibly', '<p>Set a budget before you play and never chase losses. Help is free and confidential.</p><p><a href="https://www.begambleaware.org/">Get help</a> <button type="button" data-cw-close-modal>Continue</button></p>')}
${modal('newsletter-confirmation', 'newsletter-confirmation', 'You are subscribed', '<p>Thank you for confirming your email. The next newsletter is on its way.</p><button type="button" data-cw-close-modal>OK</button>')}
<div data-cw-flash="newsletter-flash" data-cw-modal-kind="newsletter" hidden>Get the best bonuses first: <a href="#main">subscribe to our newsletter</a>.</div>
<div data-cw-flash="social-flash" data-cw-modal-kind="social" hidden>Enjoying the guide? <a href="index.html">Follow us</a> for weekly bonus news.</div>`;

export const SITE_MODALS_PAGES: PageOptions[] = [
  { file: 'site-modals.html', title: 'Site modals', main: MAIN },
  {
    file: 'newsletter-settings.html',
    title: 'Newsletter settings',
    main: `<h1>Newsletter settings</h1>
${placeholder('newsletter-settings', { settings: { whatsNew: true, noDepositBonus: true, gamePicks: true } }, 'eager', '<p class="fallback">Loading your settings…</p>')}
${placeholder('newsletter-unsubscribe', {}, 'eager', '')}
${placeholder('reactivation-unsubscribe', {}, 'eager', '')}`,
  },
];

/** Once per page: the outbound links and the site modals the page's HTML has. */
export const SITE_MODALS_WIDGET = placeholder('site-modals', {}, 'idle', '');
