import { useEffect } from 'react';
import type { UserscoreProps } from './props';
import { startLinkTracking, startPage } from './start';

/** An idle callback waits at most this long before the page's tracking starts. */
export const START_TIMEOUT_MS = 2_000;

/**
 * Shows nothing: it keeps the engagement score and the tracking of the page, started in
 * an idle moment of its own rather than in the render that mounts it; only the outbound
 * links' tracking starts with the mount.
 */
export function Userscore(props: UserscoreProps) {
  const { pageType, game, pointsPerSecond, analyticsSrc, visitorCookie } = props;
  useEffect(() => {
    const clicks = startLinkTracking();
    let stop: (() => void) | undefined;
    const start = () => {
      stop = startPage({ pageType, game, pointsPerSecond, analyticsSrc, visitorCookie }, clicks);
    };
    let cancel: () => void;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(start, { timeout: START_TIMEOUT_MS });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(start, 0);
      cancel = () => clearTimeout(id);
    }
    return () => {
      cancel();
      stop?.();
      clicks.stop();
    };
  }, [pageType, game, pointsPerSecond, analyticsSrc, visitorCookie]);
  return null;
}
