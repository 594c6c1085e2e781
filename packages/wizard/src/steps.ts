import * as z from 'zod/mini';
import { wizard } from '@casino/api';
import type { CasinoWizardRequest } from '@casino/api';

/** SPEC §9: "wizard max step 3, result step 4". */
export const FIRST_STEP = 1;
export const MAX_STEP = 3;
export const RESULT_STEP = 4;

export type QuestionStep = 1 | 2 | 3;
export type Step = QuestionStep | 4;

/** The answers so far: nothing chosen yet is null (or no genre). */
const answersSchema = z.object({
  bonusType: z.nullable(wizard.wizardBonusType),
  gameGenres: z.array(wizard.wizardGameGenre),
  casinoType: z.nullable(wizard.wizardCasinoType),
});
export type Answers = z.infer<typeof answersSchema>;

export const NO_ANSWERS: Answers = { bonusType: null, gameGenres: [], casinoType: null };

/** SPEC §4: steps 1 and 3 single-select, step 2 (genres) multi-select. */
export function hasChoice(answers: Answers, step: QuestionStep): boolean {
  if (step === 1) return answers.bonusType !== null;
  if (step === 2) return answers.gameGenres.length > 0;
  return answers.casinoType !== null;
}

/** The furthest step the answers allow: the first without a choice, else the result. */
export function furthestStep(answers: Answers): Step {
  for (const step of [1, 2, 3] as const) if (!hasChoice(answers, step)) return step;
  return RESULT_STEP;
}

/**
 * The answers after a move through the history: those in memory first, what another
 * entry remembers where memory has none (a reload forgets the answers of later steps).
 */
export function mergeAnswers(memory: Answers, entry: Answers): Answers {
  return {
    bonusType: memory.bonusType ?? entry.bonusType,
    gameGenres: memory.gameGenres.length > 0 ? memory.gameGenres : entry.gameGenres,
    casinoType: memory.casinoType ?? entry.casinoType,
  };
}

/** What the server is sent, once every step has a choice. */
export function completeAnswers(answers: Answers): CasinoWizardRequest | null {
  const { bonusType, gameGenres, casinoType } = answers;
  if (bonusType === null || casinoType === null || gameGenres.length === 0) return null;
  return { bonusType, gameGenres, casinoType };
}

/**
 * What one browser history entry keeps: its step, the answers as they were last seen on
 * it (so a reload keeps them) and, on the result step, the result's HTML as it came.
 */
export const historyEntry = z.object({
  step: z.int().check(z.minimum(FIRST_STEP), z.maximum(RESULT_STEP)),
  answers: answersSchema,
  result: z.optional(z.string()),
});
export type HistoryEntry = z.infer<typeof historyEntry>;
