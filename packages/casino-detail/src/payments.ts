// Loaded when a visitor first opens the payment providers popup.
import { call, emit, logFailedLoad } from '@casino/core';
import { casinoDetail, pageHooks } from '@casino/api';
import { withSanitizer } from '@casino/ui';
import { PAYMENT_PROVIDERS_BODY } from './constants';
import { text } from './messages';

/** The popup's id: `data-payment-providers="{modal id}"`, `payment-providers` when empty. */
export const DEFAULT_PROVIDERS_MODAL = 'payment-providers';

const loaded = new WeakMap<HTMLElement, Promise<void>>();

function modalOf(id: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${pageHooks.cwModal}="${CSS.escape(id)}"]`);
}

/**
 * SPEC §2 payment providers popup: the server's modal opens by id at once and shows
 * `casinoPaymentProviders`' popupHtml, cleaned, fetched the first time only. A failure
 * says so in the popup and is logged; the next opening tries again.
 */
export function openPaymentProviders(button: HTMLElement, casinoId: number): void {
  const id = button.dataset.paymentProviders || DEFAULT_PROVIDERS_MODAL;
  const body = modalOf(id)?.querySelector<HTMLElement>(PAYMENT_PROVIDERS_BODY);
  if (!body) {
    console.error(
      `Widget "casino-detail": no [${pageHooks.cwModal}="${id}"] with ${PAYMENT_PROVIDERS_BODY} on the page`,
    );
    return;
  }
  emit('modal:open', { id });
  if (loaded.has(body)) return;
  body.setAttribute('aria-busy', 'true');
  body.textContent = text.loading();
  const loading = withSanitizer(call(casinoDetail.casinoPaymentProviders, { casinoId })).then(
    ([{ popupHtml }, sanitizer]) => body.replaceChildren(sanitizer.fragment(popupHtml)),
    (error: unknown) => {
      loaded.delete(body);
      logFailedLoad('The payment providers', error);
      body.textContent = text.providersFailed();
    },
  );
  loaded.set(body, loading);
  void loading.finally(() => body.removeAttribute('aria-busy'));
}
