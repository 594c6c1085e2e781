import * as z from 'zod/mini';
import { CODE_OK } from './codes';
import { defineEndpoint } from './endpoint';

/**
 * SPEC §3 "Casino wizard answer": the choices of each step. SPEC.md names the fields, not
 * their values: these are the catalogue's bonus types and game genres, and the kinds of
 * casino the lists filter by.
 */
export const WIZARD_BONUS_TYPES = ['NO_DEPOSIT', 'DEPOSIT', 'FREE_SPINS', 'CASHBACK'] as const;
export const WIZARD_GAME_GENRES = ['SLOT', 'ROULETTE', 'BLACKJACK', 'POKER', 'LIVE'] as const;
export const WIZARD_CASINO_TYPES = [
  'NEW',
  'TRUSTED',
  'LOW_DEPOSIT',
  'CRYPTO',
  'HIGH_LIMIT',
] as const;

export const wizardBonusType = z.enum(WIZARD_BONUS_TYPES);
export const wizardGameGenre = z.enum(WIZARD_GAME_GENRES);
export const wizardCasinoType = z.enum(WIZARD_CASINO_TYPES);
export type WizardBonusType = z.infer<typeof wizardBonusType>;
export type WizardGameGenre = z.infer<typeof wizardGameGenre>;
export type WizardCasinoType = z.infer<typeof wizardCasinoType>;

/** bonusType (single), gameGenres (a list of at least one), casinoType (single). */
export const casinoWizardRequest = z.object({
  bonusType: wizardBonusType,
  gameGenres: z.array(wizardGameGenre).check(z.minLength(1)),
  casinoType: wizardCasinoType,
});
export type CasinoWizardRequest = z.infer<typeof casinoWizardRequest>;

/**
 * SPEC §7 "answers; HTML result": code 200 with the result's HTML, or another code with
 * the message to show. A 200 without HTML breaks the contract.
 */
export const casinoWizardAnswer = z
  .looseObject({
    code: z.number(),
    message: z.optional(z.nullable(z.string())),
    html: z.optional(z.nullable(z.string())),
  })
  .check(
    z.refine((answer) => answer.code !== CODE_OK || !!answer.html, {
      message: 'A successful wizard answer carries the result HTML',
    }),
  );
export type CasinoWizardAnswer = z.infer<typeof casinoWizardAnswer>;

export const casinoWizard = defineEndpoint({
  method: 'POST',
  path: '/frontendService/casinoWizard',
  request: casinoWizardRequest,
  response: casinoWizardAnswer,
});
