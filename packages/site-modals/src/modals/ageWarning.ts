import { getCookie, setCookie } from '@casino/core';
import { pageHooks, siteModalsHooks } from '@casino/api';
import { AGE_WARNING_ACCEPT_DAYS, AGE_WARNING_ANOTHER_DAYS, AGE_WARNING_COOKIE } from '../cookies';
import { closeModal, onClickIn, openWhenReady } from './ready';
import type { BindModal } from './ready';

export const AGE_ACCEPTED = 'accepted';
export const AGE_ANOTHER = 'another';
/**
 * page-helpers' gate (its README): no close button, Escape or backdrop close, the page
 * behind inert. Set here, so the CMS's markup needs nothing more (and its × is hidden).
 */
export const GATE_ATTRIBUTE = pageHooks.cwModalGate;

/**
 * The age warning (SPEC §9 cookies, §5/§8): shown on load until answered. "Accept" is
 * kept 30 days, "another" 30 minutes; "not accept" reveals the error block and the
 * warning stays. It is a gate: only an answer closes it.
 */
export const bind: BindModal = (element) => {
  element.setAttribute(GATE_ATTRIBUTE, '');
  const error = element.querySelector<HTMLElement>(`[${siteModalsHooks.cwAgeError}]`);
  const answer = (value: string, days: number) => {
    setCookie(AGE_WARNING_COOKIE, value, days);
    if (error) error.hidden = true;
    closeModal(element);
  };
  const offs = [
    onClickIn(element, `[${siteModalsHooks.cwAgeAccept}]`, () =>
      answer(AGE_ACCEPTED, AGE_WARNING_ACCEPT_DAYS),
    ),
    onClickIn(element, `[${siteModalsHooks.cwAgeAnother}]`, () =>
      answer(AGE_ANOTHER, AGE_WARNING_ANOTHER_DAYS),
    ),
    onClickIn(element, `[${siteModalsHooks.cwAgeRefuse}]`, () => {
      if (!error) return;
      error.hidden = false;
      error.setAttribute('role', 'alert');
    }),
  ];
  if (getCookie(AGE_WARNING_COOKIE) === null) offs.push(openWhenReady(element));
  return () => offs.forEach((off) => off());
};
