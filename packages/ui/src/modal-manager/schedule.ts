import type { ModalCounters } from './state';

/** A modal shows at most this many times a day of visit unless its schedule says otherwise. */
export const DEFAULT_SHOWS_PER_DAY = 1;

/**
 * When the modal manager may show a modal by itself (SPEC §4: timings by day of visit).
 *
 * Days of visit are counted per modal: day 1 is the first calendar day on which the
 * visitor saw a page with this modal, day 2 the next such day (not necessarily the next
 * calendar day), and so on. On every new day of visit the show counter starts again at 0.
 *
 * - `autoOpenAfterSeconds`: seconds of active time (accumulated over the pages of the
 *   current calendar day) after which it opens. 0 opens it on page load (after the show
 *   delay). Without it the modal never opens by itself, only on request (`modal:open`).
 * - `daysOfVisit`: the days of visit on which it may open, e.g. `[1, 3, 7]`; every day
 *   when absent.
 * - `showsPerDay`: how many times it may open on such a day (`DEFAULT_SHOWS_PER_DAY`).
 *   The n-th show of a day is due after n × `autoOpenAfterSeconds` of active time.
 *
 * Example: `{ autoOpenAfterSeconds: 60, daysOfVisit: [1, 2], showsPerDay: 2 }` opens
 * after one and after two minutes of activity on the first two days of visit, never later.
 */
export interface ModalSchedule {
  autoOpenAfterSeconds?: number;
  daysOfVisit?: readonly number[];
  showsPerDay?: number;
}

/** Whether a show is due by the schedule, given the modal's counters and today's active time. */
export function isShowDue(
  schedule: ModalSchedule,
  counters: ModalCounters,
  activeSeconds: number,
): boolean {
  const { autoOpenAfterSeconds, daysOfVisit, showsPerDay = DEFAULT_SHOWS_PER_DAY } = schedule;
  if (autoOpenAfterSeconds === undefined || autoOpenAfterSeconds < 0) return false;
  if (daysOfVisit && !daysOfVisit.includes(counters.dayOfVisitCounter)) return false;
  if (counters.showCounter >= showsPerDay) return false;
  return activeSeconds >= autoOpenAfterSeconds * (counters.showCounter + 1);
}

/** The local calendar day of an instant, as stored in the modal state: YYYY-MM-DD. */
export function calendarDay(ms: number): string {
  const date = new Date(ms);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
