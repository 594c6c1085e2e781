// For tests of other packages: when a widget started a clock timer of a given length. A test that lets the
// fake clock follow real time (so network answers and polling still arrive) cannot know how
// much of a timer has already run on a slow machine; this lets it advance to the exact
// millisecond before the timer fires.
import { vi } from 'vitest';
import { clock } from './clock';

export function watchTimer(ms: number) {
  const original = clock.setTimeout;
  let startedAt: number | undefined;
  vi.spyOn(clock, 'setTimeout').mockImplementation((fn, delay) => {
    if (delay === ms) startedAt = Date.now();
    return original(fn, delay);
  });
  return {
    /** Milliseconds from now to one before the timer fires. */
    untilJustBefore(): number {
      if (startedAt === undefined) throw new Error(`No ${ms} ms timer was started`);
      return startedAt + ms - 1 - Date.now();
    },
  };
}
