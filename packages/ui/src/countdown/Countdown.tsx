import { useEffect, useRef, useState } from 'react';
import { clock } from '@casino/core';
import { text } from './messages';
import { isoDuration, nextTickIn, remaining, targetTime } from './remaining';
import type { CountdownTarget, Remaining } from './remaining';
import './countdown.css';

export interface CountdownProps {
  /** When it ends: a Date, epoch milliseconds or an ISO date string. */
  target: CountdownTarget;
  /** Called once when zero is reached (at once when the target is already past). */
  onEnd?: () => void;
  /** A visible caption before the counter, such as "Ends in". */
  label?: string;
  className?: string;
}

/** The whole time left in words: "2 days, 3 hours, 4 minutes, 5 seconds left". */
export function describeRemaining(left: Remaining): string {
  if (left.total <= 0) return text.ended();
  const parts = [
    left.days > 0 && text.days(left.days),
    (left.days > 0 || left.hours > 0) && text.hours(left.hours),
    (left.days > 0 || left.hours > 0 || left.minutes > 0) && text.minutes(left.minutes),
    text.seconds(left.seconds),
  ].filter((part): part is string => Boolean(part));
  return text.left(parts.join(', '));
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The countdown of a tournament card: days, hours, minutes and seconds to `target`,
 * ticking every second (SPEC §9) on core's clock and stopping at zero. For screen readers
 * it is a timer (aria-live off) whose text is the full sentence, read when visited
 * rather than announced every second.
 */
export function Countdown({ target, onEnd, label, className }: CountdownProps) {
  const end = targetTime(target);
  const [now, setNow] = useState(() => clock.now());
  const onEndRef = useRef(onEnd);

  useEffect(() => {
    onEndRef.current = onEnd;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (left: number) => {
      if (left <= 0) {
        onEndRef.current?.();
        return;
      }
      timer = clock.setTimeout(() => {
        const current = clock.now();
        setNow(current);
        schedule(end - current);
      }, nextTickIn(left));
    };
    schedule(end - clock.now());
    return () => clock.clearTimeout(timer);
  }, [end]);

  const left = remaining(end, now);
  const ended = left.total <= 0;
  const segments = [
    [left.days, text.unitDays()],
    [left.hours, text.unitHours()],
    [left.minutes, text.unitMinutes()],
    [left.seconds, text.unitSeconds()],
  ] as const;
  return (
    <div
      className={['cw-countdown', className].filter(Boolean).join(' ')}
      role="timer"
      aria-live="off"
      aria-atomic="true"
      data-state={ended ? 'ended' : 'running'}
    >
      {label && <span className="cw-countdown__label">{label} </span>}
      <time className="cw-countdown__time" dateTime={isoDuration(left)}>
        <span className="cw-countdown__segments" aria-hidden="true">
          {segments.map(([value, unit]) => (
            <span key={unit} className="cw-countdown__segment">
              <span className="cw-countdown__value">{pad(value)}</span>
              <span className="cw-countdown__unit">{unit}</span>
            </span>
          ))}
        </span>
        {/* The full sentence is for screen readers; the segments show the same to the eye. */}
        <span className="cw-visually-hidden">{describeRemaining(left)}</span>
      </time>
    </div>
  );
}
