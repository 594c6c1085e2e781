/**
 * Writing, editing, deleting and reverting a casino review, liking it and replying to
 * it (SPEC §2 Review-flow modal steps, §3 Review, Review reply, Like, §4 Review like,
 * Review reply, deleting a review, §7 "Reviews").
 */
import * as z from 'zod/mini';

/** The page a review action happens on (SPEC §3 Review reply: purpose). */
export const reviewPurpose = z.enum(['CASINO_DETAIL', 'REVIEWS_LISTING', 'USER_REVIEWS']);
export type ReviewPurpose = z.infer<typeof reviewPurpose>;
