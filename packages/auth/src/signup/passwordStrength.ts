/**
 * SPEC §5 password strength: scored from the first 150 characters, scores 0 to 4 shown
 * as 1 to 4 bars; 2 or less is Weak, 3 Almost perfect, 4 Perfect. The scorer and its
 * dictionaries are loaded on first use, so they are not part of the form's first bytes.
 */
import { text } from './messages';

/** SPEC §9: only the first 150 characters are scored. */
export const PASSWORD_STRENGTH_MAX_CHARS = 150;
export const STRENGTH_MAX_BARS = 4;
/** Scores up to this one are weak. */
export const WEAK_MAX_SCORE = 2;
export const ALMOST_PERFECT_SCORE = 3;

export type StrengthScore = 0 | 1 | 2 | 3 | 4;
export type StrengthLevel = 'weak' | 'almost' | 'perfect';

export interface Strength {
  score: StrengthScore;
  /** 1 to 4 filled bars. */
  bars: number;
  level: StrengthLevel;
  label: string;
}

/** Scores 0 and 1 both show one bar; 2, 3 and 4 show 2, 3 and 4. */
export function strengthOf(score: StrengthScore): Strength {
  const bars = Math.min(STRENGTH_MAX_BARS, Math.max(1, score));
  if (score <= WEAK_MAX_SCORE) return { score, bars, level: 'weak', label: text.strengthWeak() };
  if (score === ALMOST_PERFECT_SCORE)
    return { score, bars, level: 'almost', label: text.strengthAlmost() };
  return { score, bars, level: 'perfect', label: text.strengthPerfect() };
}

type Scorer = (password: string) => StrengthScore;

let scorer: Promise<Scorer> | null = null;

function loadScorer(): Promise<Scorer> {
  scorer ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => {
      const factory = new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
      });
      return (password: string) => factory.check(password).score as StrengthScore;
    },
    (error: unknown) => {
      scorer = null;
      throw error;
    },
  );
  return scorer;
}

/** The score of a password; only its first 150 characters count. */
export async function scorePassword(password: string): Promise<StrengthScore> {
  const score = await loadScorer();
  return score(password.slice(0, PASSWORD_STRENGTH_MAX_CHARS));
}
