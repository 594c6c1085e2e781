import { on } from '@casino/core';
import { siteModalsHooks } from '@casino/api';
import { bind as bindAgeWarning } from './ageWarning';
import { bind as bindBadgeReminder } from './badgeReminder';
import { bindAustralianLawPopup, bindLawPopup } from './lawPopup';
import { bind as bindLoginCheck } from './loginCheck';
import { bind as bindOnLoad } from './onLoad';
import { bind as bindLanguageForm } from '../language/languageForm';
import type { BindModal } from './ready';

/** A site modal's markup: `<div data-cw-modal="{id}" data-cw-site-modal="{kind}" hidden>`. */
export const SITE_MODAL_SELECTOR = `[${siteModalsHooks.cwSiteModal}]`;

/** The country search's code loads the first time its modal opens, from its own binder. */
const bindCountrySelection: BindModal = (element) => {
  let release: (() => void) | undefined;
  let gone = false;
  void import('../country/countrySelection').then(({ bind }) => {
    if (!gone) release = bind(element);
  });
  return () => {
    gone = true;
    release?.();
  };
};

/** Each kind of site modal and the code that binds its markup. */
export const SITE_MODALS: Record<string, BindModal> = {
  'age-warning': bindAgeWarning,
  'law-popup': bindLawPopup,
  'australian-law-popup': bindAustralianLawPopup,
  'badge-reminder': bindBadgeReminder,
  'login-check': bindLoginCheck,
  'language-selection': bindLanguageForm,
  'language-chooser': bindLanguageForm,
  'country-selection': bindCountrySelection,
  'redirect-popup': bindOnLoad,
  'responsible-gaming': bindOnLoad,
  'newsletter-confirmation': bindOnLoad,
};

/**
 * Binds every site modal of the page, and one that arrives later when it is asked to
 * open. Returns the release of them all.
 */
export function bindSiteModals(doc: Document): () => void {
  const bound = new Map<HTMLElement, () => void>();
  const bindOne = (element: HTMLElement) => {
    const bind = SITE_MODALS[element.dataset.cwSiteModal?.trim() ?? ''];
    if (bind && !bound.has(element)) bound.set(element, bind(element));
  };
  doc.querySelectorAll<HTMLElement>(SITE_MODAL_SELECTOR).forEach(bindOne);
  const off = on('modal:open', ({ id }) => {
    doc.querySelectorAll<HTMLElement>(SITE_MODAL_SELECTOR).forEach((element) => {
      if (element.dataset.cwModal?.trim() === id) bindOne(element);
    });
  });
  return () => {
    off();
    bound.forEach((release) => release());
  };
}
