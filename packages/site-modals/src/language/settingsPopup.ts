import { call, logFailedLoad } from '@casino/core';
import { withSanitizer } from '@casino/ui';
import { siteModals, siteModalsHooks } from '@casino/api';
import { modalIdOf, openWhenReady } from '../modals/ready';
import { bindLanguageForm, languageNavigation } from './languageForm';

/** The popup's markup: `<div data-cw-modal="…" data-cw-site-modal="language-settings">`. */
const POPUP_SELECTOR = `[${siteModalsHooks.cwSiteModal}="language-settings"]`;
/** Where the server's settings HTML goes inside the popup (the popup itself without one). */
const BODY_SELECTOR = `[${siteModalsHooks.cwLanguageSettingsBody}]`;
/** A language link of the server's HTML that leads to another domain of the site. */
const EXTERNAL_LINK_SELECTOR = `a[${siteModalsHooks.cwLanguageLink}]`;

const bound = new WeakMap<HTMLElement, () => void>();

/** SPEC §8: a failure is logged and the visitor goes where the link leads anyway. */
function fallBack(what: string, error: unknown, href: string): void {
  logFailedLoad(what, error);
  languageNavigation.go(href);
}

/**
 * A language link to another domain (SPEC §7 `languageCountrySettings`): the chosen
 * setting is sent as JSON and the page goes to the address the answer gives.
 */
async function followExternal(link: HTMLAnchorElement): Promise<void> {
  const data = link.dataset;
  try {
    const answer = await call(siteModals.languageCountrySettings, {
      siteLang: data.siteLang ?? '',
      countryCode: data.countryCode ?? '',
      preferredLanguages: (data.preferredLanguages ?? '').split(',').filter(Boolean),
      siteUrl: data.siteUrl ?? link.href,
    });
    languageNavigation.go(answer.data || link.href);
  } catch (error) {
    fallBack('The language setting', error, link.href);
  }
}

/** The popup's own listeners: language links and the language forms of its content. */
export function bind(popup: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.(EXTERNAL_LINK_SELECTOR);
    if (!(link instanceof HTMLAnchorElement) || event.button !== 0) return;
    event.preventDefault();
    if (link.getAttribute('aria-disabled') === 'true') return;
    link.setAttribute('aria-disabled', 'true');
    void followExternal(link).finally(() => link.removeAttribute('aria-disabled'));
  };
  popup.addEventListener('click', onClick);
  const forms = [...popup.querySelectorAll('form')].map(bindLanguageForm);
  return () => {
    popup.removeEventListener('click', onClick);
    forms.forEach((off) => off());
  };
}

/** The popup's content is a form; a leading script must not slip into a head. */
const SETTINGS_RULES = { extraTags: ['form'], extraAttributes: ['action'], forceBody: true };

/**
 * SPEC §2/§7 language settings popup: `userLanguageSettings` gives the settings HTML for
 * this page (cleaned by ui's sanitizer), which fills the popup; then the popup opens by id.
 */
export async function openLanguageSettings(opener: HTMLAnchorElement): Promise<void> {
  const popup = document.querySelector<HTMLElement>(POPUP_SELECTOR);
  if (!popup || !modalIdOf(popup)) {
    languageNavigation.go(opener.href);
    return;
  }
  opener.setAttribute('aria-busy', 'true');
  try {
    const [html, sanitizer] = await withSanitizer(
      call(siteModals.userLanguageSettings, { currentUrl: location.href }),
    );
    const body = popup.querySelector<HTMLElement>(BODY_SELECTOR) ?? popup;
    bound.get(popup)?.();
    body.replaceChildren(sanitizer.fragment(html, SETTINGS_RULES));
    bound.set(popup, bind(popup));
    openWhenReady(popup);
  } catch (error) {
    fallBack('The language settings', error, opener.href);
  } finally {
    opener.removeAttribute('aria-busy');
  }
}
