import { getJsonCookie, setCookie } from '@casino/core';
import { emptyScore } from './score';
import type { Ranking, Userscore } from './score';

/** The cookie the score lives in (SPEC §3 "Userscore (cookie)"). */
export const USERSCORE_COOKIE = 'userscore';
/** SPEC §9: the userscore cookie lasts 1 day, counted from its last write. */
export const USERSCORE_COOKIE_DAYS = 1;

const COUNTS = [
  'points',
  'casinosVisited',
  'bonusesVisited',
  'playFreeVisited',
  'showMoreVisited',
  'focusTime',
] as const;

const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const isRanking = (value: unknown): value is Ranking =>
  value === 0 || value === 1 || value === 2 || value === 3;

/** A cookie someone edited by hand or an older format is not trusted in part: it starts over. */
export function isUserscore(value: unknown): value is Userscore {
  if (typeof value !== 'object' || value === null) return false;
  const score = value as Record<string, unknown>;
  return (
    COUNTS.every((field) => isCount(score[field])) &&
    isRanking(score.ranking) &&
    typeof score.struggling === 'boolean' &&
    (score.game === null || typeof score.game === 'string')
  );
}

export function readScore(): Userscore {
  const stored = getJsonCookie<unknown>(USERSCORE_COOKIE);
  return isUserscore(stored) ? stored : emptyScore();
}

export function writeScore(score: Userscore): void {
  setCookie(USERSCORE_COOKIE, JSON.stringify(score), USERSCORE_COOKIE_DAYS);
}
