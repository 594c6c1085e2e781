/** SPEC §2 Review-flow modal steps: the path keys. */
export const REVIEW_STEPS = [
  '/reviews/guide',
  '/complaints/guide',
  '/reviews/create',
  '/reviews/authenticate',
  '/reviews/verify-email',
  '/reviews/already-reviewed',
  '/reviews/delete-review',
  '/reviews/revert-changes',
  '/reviews/review-pending',
  '/reviews/stars-published',
  '/reviews/review-published',
  '/reviews/thank-you',
] as const;
export type ReviewStep = (typeof REVIEW_STEPS)[number];

/** Steps that take a review id: edit (create), delete and revert append `/{reviewId}`. */
export const STEPS_WITH_REVIEW: readonly ReviewStep[] = [
  '/reviews/create',
  '/reviews/delete-review',
  '/reviews/revert-changes',
];

export interface StepPath {
  step: ReviewStep;
  reviewId?: number;
}

/** `/reviews/create/12` → create step of review 12; unknown paths give null. */
export function parseStepPath(path: string): StepPath | null {
  const trimmed = path.trim().replace(/\/+$/, '');
  const direct = REVIEW_STEPS.find((step) => step === trimmed);
  if (direct) return { step: direct };
  const match = /^(.*)\/(\d+)$/.exec(trimmed);
  if (!match) return null;
  const step = STEPS_WITH_REVIEW.find((candidate) => candidate === match[1]);
  const reviewId = Number(match[2]);
  return step && reviewId > 0 ? { step, reviewId } : null;
}

export function stepPath({ step, reviewId }: StepPath): string {
  return reviewId !== undefined && STEPS_WITH_REVIEW.includes(step) ? `${step}/${reviewId}` : step;
}
