import { REVIEW_STEPS, STEPS_WITH_REVIEW, parseStepPath, stepPath } from './steps';

describe('review-flow step keys (SPEC §2)', () => {
  it('knows all twelve keys', () => {
    expect([...REVIEW_STEPS].sort()).toEqual(
      [
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
      ].sort(),
    );
    for (const step of REVIEW_STEPS) expect(parseStepPath(step)).toEqual({ step });
  });

  it('edit, delete and revert append /{reviewId}; other keys take none', () => {
    expect(STEPS_WITH_REVIEW).toEqual([
      '/reviews/create',
      '/reviews/delete-review',
      '/reviews/revert-changes',
    ]);
    for (const step of STEPS_WITH_REVIEW) {
      expect(parseStepPath(`${step}/12`)).toEqual({ step, reviewId: 12 });
      expect(stepPath({ step, reviewId: 12 })).toBe(`${step}/12`);
    }
    expect(parseStepPath('/reviews/guide/12')).toBeNull();
    expect(parseStepPath('/reviews/thank-you/3')).toBeNull();
    expect(stepPath({ step: '/reviews/thank-you', reviewId: 3 })).toBe('/reviews/thank-you');
  });

  it('ignores a trailing slash and refuses unknown paths and bad ids', () => {
    expect(parseStepPath('/reviews/create/')).toEqual({ step: '/reviews/create' });
    expect(parseStepPath('/reviews/unknown')).toBeNull();
    expect(parseStepPath('/reviews/create/0')).toBeNull();
    expect(parseStepPath('/reviews/create/abc')).toBeNull();
  });
});
