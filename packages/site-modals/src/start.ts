import { logFailedLoad, on } from '@casino/core';
import { listenForExitLinks } from './exit/exitLinks';
import type { BindModal } from './modals/ready';

/** A site modal's markup: `<div data-cw-modal="{id}" data-cw-site-modal="{kind}" hidden>`. */
export const SITE_MODAL_SELECTOR = '[data-cw-site-modal]';
/** A link that opens the language settings popup for its own address. */
export const LANGUAGE_SETTINGS_OPENER = 'a[data-cw-language-settings]';

const onLoad = () => import('./modals/onLoad').then((module) => module.bind);
const languageForm = () => import('./language/languageForm').then((module) => module.bind);

/** Each kind's code, loaded only on pages whose HTML has one. */
export const SITE_MODALS: Record<string, () => Promise<BindModal>> = {
  'age-warning': () => import('./modals/ageWarning').then((module) => module.bind),
  'law-popup': () => import('./modals/lawPopup').then((module) => module.bindLawPopup),
  'australian-law-popup': () =>
    import('./modals/lawPopup').then((module) => module.bindAustralianLawPopup),
  'badge-reminder': () => import('./modals/badgeReminder').then((module) => module.bind),
  'login-check': () => import('./modals/loginCheck').then((module) => module.bind),
  'language-selection': languageForm,
  'language-chooser': languageForm,
  'country-selection': () => import('./country/countrySelection').then((module) => module.bind),
  'redirect-popup': onLoad,
  'responsible-gaming': onLoad,
  'newsletter-confirmation': onLoad,
};

/**
 * Everything the site modals need on every page: one click listener for outbound links
 * and language settings links, and the binding of the site modals the page's HTML has
 * (also one that arrives later, bound when it is asked to open).
 */
export function startSiteModals(doc: Document): () => void {
  const bound = new Map<HTMLElement, () => void>();
  let stopped = false;
  const bindOne = (element: HTMLElement) => {
    const load = SITE_MODALS[element.dataset.cwSiteModal?.trim() ?? ''];
    if (!load || bound.has(element)) return;
    bound.set(element, () => undefined);
    load().then(
      (bind) => {
        if (!stopped && element.isConnected) bound.set(element, bind(element));
      },
      (error: unknown) => logFailedLoad(`The ${element.dataset.cwSiteModal} modal`, error),
    );
  };
  doc.querySelectorAll<HTMLElement>(SITE_MODAL_SELECTOR).forEach(bindOne);
  const onClick = (event: MouseEvent) => {
    const opener = (event.target as Element | null)?.closest?.(LANGUAGE_SETTINGS_OPENER);
    if (!(opener instanceof HTMLAnchorElement) || event.button !== 0) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void import('./language/settingsPopup').then(
      (module) => module.openLanguageSettings(opener),
      () => location.assign(opener.href),
    );
  };
  doc.addEventListener('click', onClick);
  const offs = [
    listenForExitLinks(doc),
    () => doc.removeEventListener('click', onClick),
    on('modal:open', ({ id }) => {
      doc.querySelectorAll<HTMLElement>(SITE_MODAL_SELECTOR).forEach((element) => {
        if (element.dataset.cwModal?.trim() === id) bindOne(element);
      });
    }),
  ];
  return () => {
    stopped = true;
    offs.forEach((off) => off());
    bound.forEach((release) => release());
  };
}
