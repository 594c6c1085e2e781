import { getCookie, setCookie } from '@casino/core';
import { AUSTRALIAN_LAW_POPUP_COOKIE, LAW_POPUP_COOKIE, LAW_POPUP_DAYS } from '../cookies';
import { onClose, openWhenReady } from './ready';
import type { BindModal } from './ready';

/**
 * A law popup: shown on load unless its cookie is set; once the visitor closes it (its
 * own button, Escape or the backdrop) it stays away for `LAW_POPUP_DAYS`.
 */
function lawPopup(cookie: string): BindModal {
  return (element) => {
    const offs = [onClose(element, () => setCookie(cookie, '1', LAW_POPUP_DAYS))];
    if (getCookie(cookie) === null) offs.push(openWhenReady(element));
    return () => offs.forEach((off) => off());
  };
}

export const bindLawPopup = lawPopup(LAW_POPUP_COOKIE);
export const bindAustralianLawPopup = lawPopup(AUSTRALIAN_LAW_POPUP_COOKIE);
