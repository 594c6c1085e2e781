export { Countdown, describeRemaining } from './Countdown';
export type { CountdownProps } from './Countdown';
export { COUNTDOWN_TICK_MS, isoDuration, nextTickIn, remaining, targetTime } from './remaining';
export type { CountdownTarget, Remaining } from './remaining';
