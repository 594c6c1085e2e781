import { getCookie, setCookie } from '@casino/core';
import { siteModalsHooks } from '@casino/api';
import { BADGE_REMINDER_COOKIE, BADGE_REMINDER_DAYS, BADGE_REMINDER_NEVER_DAYS } from '../cookies';
import { closeModal, onClickIn, onClose, openWhenReady } from './ready';
import type { BindModal } from './ready';

export const BADGE_SHOWN = 'shown';
export const BADGE_NEVER = 'never';

/**
 * The badge reminder (SPEC §4, §9): shown once on load unless its cookie is set; showing
 * or closing it keeps it away 7 days, "don't show again" 132 days.
 */
export const bind: BindModal = (element) => {
  let never = false;
  const offs = [
    onClickIn(element, `[${siteModalsHooks.cwBadgeNever}]`, () => {
      never = true;
      setCookie(BADGE_REMINDER_COOKIE, BADGE_NEVER, BADGE_REMINDER_NEVER_DAYS);
      closeModal(element);
    }),
    onClose(element, () => {
      if (!never) setCookie(BADGE_REMINDER_COOKIE, BADGE_SHOWN, BADGE_REMINDER_DAYS);
    }),
  ];
  if (getCookie(BADGE_REMINDER_COOKIE) === null) {
    setCookie(BADGE_REMINDER_COOKIE, BADGE_SHOWN, BADGE_REMINDER_DAYS);
    offs.push(openWhenReady(element));
  }
  return () => offs.forEach((off) => off());
};
