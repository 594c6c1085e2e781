import { getCookie, setCookie } from '@casino/core';
import { siteModalsHooks } from '@casino/api';

/** A notice the CMS writes hidden: `<div data-cw-site-notice="{kind}" hidden>`. */
export const SITE_NOTICE_SELECTOR = `[${siteModalsHooks.cwSiteNotice}]`;
const CLOSE_SELECTOR = `[${siteModalsHooks.cwNoticeClose}]`;
export const NOTICE_CLOSED = 'closed';

/** The sgw tooltip flag: 365 days once closed (SPEC §9). */
export const SGW_TOOLTIP_COOKIE = 'sgwTooltip';
export const SGW_TOOLTIP_DAYS = 365;
/** The no-commission disclaimer: 2 days once closed (SPEC §9). */
export const NO_COMMISSION_DISCLAIMER_COOKIE = 'noCommissionDisclaimer';
export const NO_COMMISSION_DISCLAIMER_DAYS = 2;

/** Each kind of notice and the cookie that keeps it closed. */
export const SITE_NOTICES: Record<string, { cookie: string; days: number }> = {
  'sgw-tooltip': { cookie: SGW_TOOLTIP_COOKIE, days: SGW_TOOLTIP_DAYS },
  'no-commission-disclaimer': {
    cookie: NO_COMMISSION_DISCLAIMER_COOKIE,
    days: NO_COMMISSION_DISCLAIMER_DAYS,
  },
};

/**
 * The page's notices: each shows unless its cookie is set; its close button hides it and
 * sets the cookie for its time. Returns the release.
 */
export function bindNotices(doc: Document): () => void {
  const offs: (() => void)[] = [];
  doc.querySelectorAll<HTMLElement>(SITE_NOTICE_SELECTOR).forEach((notice) => {
    const kind = SITE_NOTICES[notice.dataset.cwSiteNotice?.trim() ?? ''];
    if (!kind || getCookie(kind.cookie) !== null) return;
    notice.hidden = false;
    const onClick = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest(CLOSE_SELECTOR)) return;
      setCookie(kind.cookie, NOTICE_CLOSED, kind.days);
      notice.hidden = true;
    };
    notice.addEventListener('click', onClick);
    offs.push(() => notice.removeEventListener('click', onClick));
  });
  return () => offs.forEach((off) => off());
}
