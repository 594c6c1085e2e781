import { t } from '@casino/core';

const count = (key: string, one: string, other: string, value: number) =>
  value === 1
    ? t(`ui.countdown.${key}.one`, one, { count: value })
    : t(`ui.countdown.${key}.other`, other, { count: value });

/** Texts of the countdown: localization key and English fallback. */
export const text = {
  days: (value: number) => count('days', '{count} day', '{count} days', value),
  hours: (value: number) => count('hours', '{count} hour', '{count} hours', value),
  minutes: (value: number) => count('minutes', '{count} minute', '{count} minutes', value),
  seconds: (value: number) => count('seconds', '{count} second', '{count} seconds', value),
  left: (time: string) => t('ui.countdown.left', '{time} left', { time }),
  ended: () => t('ui.countdown.ended', 'Ended'),
  unitDays: () => t('ui.countdown.unit.days', 'days'),
  unitHours: () => t('ui.countdown.unit.hours', 'hrs'),
  unitMinutes: () => t('ui.countdown.unit.minutes', 'min'),
  unitSeconds: () => t('ui.countdown.unit.seconds', 'sec'),
};
