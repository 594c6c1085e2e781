import { logFailedLoad } from '@casino/core';
import { siteModalsHooks } from '@casino/api';
import { listenForExitLinks, plainClickLink } from './exit/exitLinks';
import { rememberTimeZone } from './timeZone';

/**
 * What the site modals put on every page, kept to a few hundred bytes: the outbound
 * links' listener, the language settings links' listener, the time zone cookie, and the
 * site modals' and notices' code, fetched only when the page's HTML has one
 * (`data-cw-site-modal`, `data-cw-site-notice`).
 */
export function startSiteModals(doc: Document): () => void {
  rememberTimeZone();
  const notices = doc.querySelector(`[${siteModalsHooks.cwSiteNotice}]`)
    ? import('./notices').then(
        (module) => module.bindNotices(doc),
        (error: unknown) => {
          // The notices stay hidden; the page works on.
          logFailedLoad('The site notices', error);
          return () => undefined;
        },
      )
    : null;
  const bound = doc.querySelector(`[${siteModalsHooks.cwSiteModal}]`)
    ? import('./modals/bindAll').then(
        (module) => module.bindSiteModals(doc),
        (error: unknown) => {
          // The modals stay closed; the page works on.
          logFailedLoad('The site modals', error);
          return () => undefined;
        },
      )
    : null;
  const onClick = (event: MouseEvent) => {
    const opener = plainClickLink(event, `a[${siteModalsHooks.cwLanguageSettings}]`);
    if (!opener) return;
    event.preventDefault();
    import('./language/settingsPopup').then(
      (module) => module.openLanguageSettings(opener),
      () => location.assign(opener.href),
    );
  };
  doc.addEventListener('click', onClick);
  const stopExitLinks = listenForExitLinks(doc);
  return () => {
    stopExitLinks();
    doc.removeEventListener('click', onClick);
    void bound?.then((release) => release());
    void notices?.then((release) => release());
  };
}
