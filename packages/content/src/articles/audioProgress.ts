import { articles } from '@casino/api';
import { call, logFailedLoad } from '@casino/core';

/** SPEC §9: the article audio's skip, starting volume and progress step. */
export const AUDIO_SKIP_SECONDS = 15;
export const AUDIO_START_VOLUME = 0.8;
export const AUDIO_PROGRESS_STEP_PERCENT = 10;
const FULL_PERCENT = 100;

/** The last whole step reached at this position: 0, 10, 20, ... 100. */
export function progressStep(currentTime: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(currentTime)) return 0;
  const percent = Math.min(Math.max(currentTime / duration, 0), 1) * FULL_PERCENT;
  return Math.floor(percent / AUDIO_PROGRESS_STEP_PERCENT) * AUDIO_PROGRESS_STEP_PERCENT;
}

/**
 * Reports each step of listening once per page view, as it is reached: going back and
 * listening again reports nothing new; jumping ahead reports the step landed on.
 */
export function progressReporter(send: (percent: number) => void) {
  let reported = 0;
  return (currentTime: number, duration: number) => {
    const step = progressStep(currentTime, duration);
    if (step <= reported) return;
    reported = step;
    send(step);
  };
}

/** Sends one report; a failure is only logged (tracking never bothers the listener). */
export function sendAudioProgress(audioId: string, percent: number): void {
  call(articles.audioProgress, { audioId, percent, url: location.pathname }).catch(
    (error: unknown) => logFailedLoad('Audio progress report', error),
  );
}
