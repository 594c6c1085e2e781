import { call, getVerificationToken } from '@casino/core';
import { siteModals, siteModalsHooks } from '@casino/api';
import { bindForm, fieldsOf, outcomeOf } from '../forms';
import { closeModal, openWhenReady } from './ready';
import type { BindModal } from './ready';

/**
 * The login check (verification expired, SPEC §7): the form's fields go by PUT to its
 * action with a fresh verification token; code 200 closes the modal, another code shows
 * the server's message in the form.
 */
export const bind: BindModal = (element) => {
  const form = element.querySelector('form');
  const offs: (() => void)[] = [];
  if (form) {
    offs.push(
      bindForm(
        form,
        async () => {
          const recaptchaToken = await getVerificationToken('loginCheck');
          const endpoint = siteModals.loginCheck(form.getAttribute('action') || undefined);
          return outcomeOf(call(endpoint, { ...fieldsOf(form), recaptchaToken }));
        },
        () => closeModal(element),
      ),
    );
  }
  if (element.hasAttribute(siteModalsHooks.cwOpenOnLoad)) offs.push(openWhenReady(element));
  return () => offs.forEach((off) => off());
};
