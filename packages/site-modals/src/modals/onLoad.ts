import { siteModalsHooks } from '@casino/api';
import { openWhenReady } from './ready';
import type { BindModal } from './ready';

/**
 * Modals the server renders only when they are due (the redirect popup after a redirect,
 * the responsible-gaming interstitial, the footer newsletter confirmation, the login
 * check once the verification expired): `data-cw-open-on-load` opens them at once.
 */
export const bind: BindModal = (element) =>
  element.hasAttribute(siteModalsHooks.cwOpenOnLoad) ? openWhenReady(element) : () => undefined;
