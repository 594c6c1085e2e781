import { useEffect } from 'react';
import type { UserscoreProps } from './props';
import { startPage } from './start';

/** Shows nothing: it keeps the engagement score and the tracking of the page. */
export function Userscore(props: UserscoreProps) {
  const { pageType, game, pointsPerSecond, analyticsSrc, visitorCookie } = props;
  useEffect(
    () => startPage({ pageType, game, pointsPerSecond, analyticsSrc, visitorCookie }),
    [pageType, game, pointsPerSecond, analyticsSrc, visitorCookie],
  );
  return null;
}
