/** The modal manager's SPEC §4 timings and the kinds of modals it knows. */
import type { clock as coreClock } from '@casino/core';

/** SPEC §4: a modal appears 2 s after the manager decided to show it. */
export const SHOW_DELAY_MS = 2_000;
/** SPEC §4/§9: a modal that had to wait shows about 5 s after the open one closes. */
export const PENDING_DELAY_MS = 5_000;
/** SPEC §9: the visitor is idle for the modal manager after 5 s without activity. */
export const IDLE_AFTER_MS = 5_000;
/** SPEC §9: active time is counted per second. */
export const ACTIVE_TIME_STEP_MS = 1_000;
/** What counts as activity (listened to on the window, in the capture phase). */
export const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'scroll',
  'touchstart',
] as const;
/** The country selection modal's usual id (SPEC §4: other modals wait while it is open). */
export const COUNTRY_MODAL_ID = 'country';

/**
 * What a modal is, where SPEC tells kinds apart. A modal says its kind when it registers
 * (a prop of the widget or `data-cw-modal-kind` on server markup), so a newsletter modal
 * under any id (`newsletter-casino-page`, `footer-newsletter`) is treated as one.
 */
export const MODAL_KINDS = ['country', 'social', 'newsletter', 'other'] as const;
export type ModalKind = (typeof MODAL_KINDS)[number];

export function isModalKind(value: unknown): value is ModalKind {
  return MODAL_KINDS.includes(value as ModalKind);
}

/** SPEC §9: active time is not counted while a country, social or newsletter modal is open. */
export const ACTIVE_TIME_PAUSED_BY: readonly ModalKind[] = ['country', 'social', 'newsletter'];

export type ManagerClock = Pick<
  typeof coreClock,
  'now' | 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'
>;
