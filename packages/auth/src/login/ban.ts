import type { login } from '@casino/api';

/**
 * SPEC §3 User profile: banUntilDate, banUntilTime, banPeriod. A banned answer (SPEC §4,
 * §8) may carry them; the banned state shows them beside the server's message.
 */
export interface Ban {
  untilDate: string | null;
  untilTime: string | null;
  period: string | null;
}

/** The ban details of an answer, or null when it carries none. */
export function banOf(answer: login.BanFields): Ban | null {
  const ban: Ban = {
    untilDate: answer.banUntilDate || null,
    untilTime: answer.banUntilTime || null,
    period:
      answer.banPeriod === undefined || answer.banPeriod === null || answer.banPeriod === ''
        ? null
        : String(answer.banPeriod),
  };
  return ban.untilDate || ban.period ? ban : null;
}
