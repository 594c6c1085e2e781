import { clock as coreClock } from '@casino/core';
import type { Clock } from './activity';
import type { UserscoreProps } from './props';
import { GAME_DETAIL_PAGE } from './pageTypes';
import { trackExitLinks } from './tracking/exitLinks';
import { pageClicks } from './tracking/pageClicks';
import type { PageClicks } from './tracking/pageClicks';
import { inTrackingSample } from './tracking/sample';
import { report } from './tracking/send';
import { userscoreApplies, visitorId } from './visitor';

export interface Environment {
  clock: Clock;
  random: () => number;
}

/**
 * The page's one click listener, with the outbound links' tracking on it (for every
 * visitor); `stop()` ends both. Started at the mount, not in an idle moment: a click on an
 * outbound link that the loader held until this widget came is carried out right after
 * the mount, and is tracked like any other.
 */
export function startLinkTracking(): PageClicks {
  const clicks = pageClicks();
  trackExitLinks(clicks);
  return clicks;
}

/**
 * Everything else the widget runs on a page, on the page's clicks. The analytics loader
 * (for every visitor, where the page names an analytics script), the tracking of the 20%
 * sample and the userscore of the visitors whose id ends in '01' are chunks of their own,
 * loaded only where they are used.
 */
export function startPage(
  props: UserscoreProps,
  clicks: PageClicks,
  env: Environment = { clock: coreClock, random: Math.random },
): () => void {
  const pageType = props.pageType ?? document.body.dataset.pageType ?? '';
  const stops: (() => void)[] = [];
  let stopped = false;
  const later = (part: string, starting: Promise<() => void>) =>
    starting.then(
      (stop) => (stopped ? stop() : stops.push(stop)),
      (error: unknown) => console.error(`The ${part} did not start`, error),
    );
  // Only a page that names an analytics script loads its loader: its fallback time counts
  // from the page's start whenever the loader arrives.
  const { analyticsSrc } = props;
  if (analyticsSrc) {
    void later(
      'analytics loader',
      import('./tracking/analytics').then(({ loadAnalyticsLater }) =>
        loadAnalyticsLater(analyticsSrc, env.clock),
      ),
    );
  }
  if (inTrackingSample(env.random)) {
    void later(
      'tracking',
      import('./tracking/tracking').then(({ startTracking }) =>
        startTracking({ pageType, report, clicks, clock: env.clock }),
      ),
    );
  }
  if (userscoreApplies(visitorId(props.visitorCookie, env.random))) {
    const game = pageType === GAME_DETAIL_PAGE ? (props.game ?? location.pathname) : undefined;
    void later(
      'userscore',
      import('./tracker').then(({ startUserscore }) =>
        startUserscore({
          pageType,
          game,
          pointsPerSecond: props.pointsPerSecond,
          clicks,
          clock: env.clock,
        }),
      ),
    );
  }
  return () => {
    stopped = true;
    stops.forEach((stop) => stop());
  };
}
