import { call } from '@casino/core';
import { siteModals } from '@casino/api';
import { bindForm, outcomeOf } from '../forms';
import type { BindModal } from '../modals/ready';

/** The page leaves for the address the server chose; replaced in tests. */
export const languageNavigation = { go: (url: string): void => location.assign(url) };

/**
 * The language form (SPEC §7): siteLang, countryCode, the preferred languages (every
 * checked `prefLangs`) and siteUrl go to the form's action; on 200 the page follows
 * `redirectUrl` (the site's home in that language when the answer has none). The form's
 * own validity is checked first (SPEC §5).
 */
export function bindLanguageForm(form: HTMLFormElement): () => void {
  return bindForm(
    form,
    (current) => {
      const data = new FormData(current);
      const value = (name: string) => String(data.get(name) ?? '');
      const endpoint = siteModals.languageForm(current.getAttribute('action') || undefined);
      return outcomeOf(
        call(endpoint, {
          siteLang: value('siteLang'),
          countryCode: value('countryCode'),
          prefLangs: data.getAll('prefLangs').map(String),
          siteUrl: value('siteUrl') || location.href,
        }),
      );
    },
    (answer) => languageNavigation.go(answer.redirectUrl || '/'),
  );
}

/** The language selection and the language chooser: a modal around the language form. */
export const bind: BindModal = (element) => {
  const offs = [...element.querySelectorAll('form')].map(bindLanguageForm);
  return () => offs.forEach((off) => off());
};
