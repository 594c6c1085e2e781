import {
  DEMO_EMAIL_LINK,
  SITE_FLASH_MARKUP,
  SITE_MODAL_IDS,
  WARNED_EXIT_SLUGS,
  siteModalMarkup,
} from '@casino/mocks';
import { pageHooks, siteModalsHooks } from '@casino/api';
import { placeholder, withRoom } from './layout';
import type { PageOptions } from './layout';

const opener = (id: string, label: string) =>
  `<button type="button" ${pageHooks.cwOpenModal}="${id}">${label}</button>`;

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
<p><a id="language-settings-link" href="/language-settings" ${siteModalsHooks.cwLanguageSettings}>Language: English</a></p>
<p class="openers">${opener('language-selection', 'Choose a language')} ${opener('language-chooser', 'Language chooser')} ${opener('country-selection', 'Choose your country')}</p>
<h2>Other modals by id</h2>
<p class="openers">${opener('redirect-popup', 'Redirect popup')} ${opener('responsible-gaming', 'Responsible gaming')} ${opener('login-check', 'Login check')} ${opener('newsletter-confirmation', 'Newsletter confirmation')} ${opener('age-warning', 'Age warning')} ${opener('law-popup', 'Law popup')} ${opener('australian-law-popup', 'Australian law popup')} ${opener('badge-reminder', 'Badge reminder')}</p>
<h2>Flash messages</h2>
<p class="openers">${opener('newsletter-flash', 'Newsletter prompt')} ${opener('social-flash', 'Social prompt')}</p>
<h2>Newsletter emails</h2>
<p><a href="${DEMO_EMAIL_LINK}">Manage your newsletter settings</a> (the link of a newsletter email).</p>
${SITE_MODAL_IDS.map((id) => siteModalMarkup(id)).join('\n')}
${Object.values(SITE_FLASH_MARKUP).join('\n')}`;

export const SITE_MODALS_PAGES: PageOptions[] = [
  { file: 'site-modals.html', title: 'Site modals', main: MAIN },
  {
    file: 'newsletter-settings.html',
    address: DEMO_EMAIL_LINK,
    title: 'Newsletter settings',
    main: `<h1>Newsletter settings</h1>
${withRoom({ phone: 26.375, wide: 24.875 }, placeholder('newsletter-settings', { settings: { whatsNew: true, noDepositBonus: true, gamePicks: true } }, 'eager', '<p class="fallback">Loading your settings…</p>'))}
${withRoom({ phone: 12.375, wide: 10.875 }, placeholder('newsletter-unsubscribe', {}, 'eager', ''))}
${withRoom({ phone: 12.375 }, placeholder('reactivation-unsubscribe', {}, 'eager', ''))}`,
  },
];

/** The outbound links (SPEC §2), which the site modals (warn check) and the userscore (`/exitf`) handle. */
export const OUTBOUND_LINKS = 'a[href^="/exit"]';

/** Once per page: the outbound links and the site modals the page's HTML has. */
export const SITE_MODALS_WIDGET = placeholder(
  'site-modals',
  {},
  'idle',
  '',
  `${OUTBOUND_LINKS}, a[${siteModalsHooks.cwLanguageSettings}]`,
);
