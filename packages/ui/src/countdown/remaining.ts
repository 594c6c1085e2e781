/** SPEC §9: the countdown ticks every second. */
export const COUNTDOWN_TICK_MS = 1000;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface Remaining {
  /** Milliseconds left, never below zero. */
  total: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export type CountdownTarget = Date | number | string;

/** The target as epoch milliseconds; an unreadable target counts as already reached. */
export function targetTime(target: CountdownTarget): number {
  const time = target instanceof Date ? target.getTime() : new Date(target).getTime();
  return Number.isFinite(time) ? time : 0;
}

/**
 * Time left until `target` at `now`, split into days, hours, minutes and seconds. A
 * started second counts as a whole one, so zero shows exactly when the target is reached.
 */
export function remaining(target: CountdownTarget, now: number): Remaining {
  const total = Math.max(0, targetTime(target) - now);
  let rest = Math.ceil(total / SECOND) * SECOND;
  const days = Math.floor(rest / DAY);
  rest -= days * DAY;
  const hours = Math.floor(rest / HOUR);
  rest -= hours * HOUR;
  const minutes = Math.floor(rest / MINUTE);
  rest -= minutes * MINUTE;
  return { total, days, hours, minutes, seconds: rest / SECOND };
}

/**
 * Milliseconds until the display next changes: ticks fall on the target's whole seconds,
 * one tick (1 s) apart, so the last one lands on the target itself.
 */
export function nextTickIn(total: number): number {
  return ((Math.ceil(total) - 1) % COUNTDOWN_TICK_MS) + 1;
}

/** An ISO 8601 duration for a `time` element's datetime, such as P2DT3H4M5S. */
export function isoDuration({ days, hours, minutes, seconds }: Remaining): string {
  return `P${days}DT${hours}H${minutes}M${seconds}S`;
}
