import { logFailedLoad, on } from '@casino/core';
import { siteModalsHooks } from '@casino/api';
import { bindLanguageForm } from '../language/languageForm';
import { modalIdOf } from '../modals/ready';
import type { BindModal } from '../modals/ready';

/**
 * The country selection: a language form whose `countryCode` is chosen with the country
 * search (`[data-cw-country-search="{search url}"]`). The search's code loads the first
 * time the modal opens or shows, also when it was opened before this code came.
 */
export const bind: BindModal = (element) => {
  const forms = [...element.querySelectorAll('form')].map(bindLanguageForm);
  let unmount: (() => void) | undefined;
  let gone = false;
  const mount = () => {
    if (unmount) return;
    const slot = element.querySelector<HTMLElement>(`[${siteModalsHooks.cwCountrySearch}]`);
    const field = element.querySelector<HTMLInputElement>('input[name="countryCode"]');
    if (!slot || !field) return;
    unmount = () => undefined;
    import('./mountPicker').then(
      ({ mountPicker }) => {
        if (!gone) unmount = mountPicker(slot, field);
      },
      (error: unknown) => {
        unmount = undefined;
        logFailedLoad('The country search', error);
      },
    );
  };
  const offOpen = on('modal:open', ({ id }) => {
    if (id === modalIdOf(element)) mount();
  });
  // Opened before this code came (a quick visitor, the widget loading when idle), or
  // shown by page-helpers for an open it heard before: mount when the modal shows.
  const shown = new MutationObserver(() => {
    if (!element.hidden) mount();
  });
  shown.observe(element, { attributes: true, attributeFilter: ['hidden'] });
  if (!element.hidden) mount();
  return () => {
    gone = true;
    offOpen();
    shown.disconnect();
    unmount?.();
    forms.forEach((off) => off());
  };
};
