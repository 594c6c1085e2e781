import { useEffect } from 'react';
import { startSiteModals } from './start';

/** Shows nothing of its own: it binds the page's site modals and outbound links. */
export function SiteModals() {
  useEffect(() => startSiteModals(document), []);
  return null;
}
