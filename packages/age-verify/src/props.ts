import * as z from 'zod/mini';
import { clock } from '@casino/core';
import { ageHooks, pageHooks } from '@casino/api';
import { BIRTH_YEARS_BACK } from './constants';

const selector = z.string().check(z.minLength(1));

export const ageVerifyProps = z.object({
  /** The server asks this visitor to verify on load; otherwise only `#enableAgeVerify` opens the overlay. */
  required: z._default(z.boolean(), false),
  /** SPEC §5: the latest birth year offered ("the year given in the control"); the current year − 18 by default. */
  maxBirthYear: z.optional(
    z.int().check(
      z.refine((year) => year >= new Date(clock.now()).getFullYear() - BIRTH_YEARS_BACK, {
        message: `must be at most ${BIRTH_YEARS_BACK} years before the current year`,
      }),
    ),
  ),
  /** The game the overlay covers: hidden while the overlay shows, revealed on success. */
  game: z._default(selector, `[${pageHooks.ageVerifyGame}]`),
  /** The finished box, revealed on success when the page has no game. */
  finished: z._default(selector, `[${ageHooks.ageVerifyFinished}]`),
});

export type AgeVerifyProps = z.output<typeof ageVerifyProps>;
