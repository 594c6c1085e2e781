import { db } from './db';
import type { Review } from '../fixtures/community';

export interface ReviewReply {
  id: number;
  reviewId: number;
  userId: number;
  text: string;
  /** The casino a representative answers for. */
  onBehalfOfId?: number;
  languageCode: string;
}

/** An edit of a published review waiting for approval; the published version stays. */
export interface ReviewRevision {
  reviewId: number;
  stars: number;
  text: string;
}

/** A review kept pending until its author confirms the email address. */
export interface PendingReview extends Review {
  signupEmail?: string;
}

export interface ReviewExtras {
  /** `reviewId:userId` of each like. */
  likes: string[];
  replies: ReviewReply[];
  revisions: ReviewRevision[];
  pending: PendingReview[];
  nextId: number;
}

/**
 * The review flow's part of the fake database. Kept on `db` itself (created on first
 * use), so `resetDb` drops it and the demo stores it with the rest.
 */
export function reviewExtras(): ReviewExtras {
  const holder = db as typeof db & { reviewExtras?: ReviewExtras };
  holder.reviewExtras ??= { likes: [], replies: [], revisions: [], pending: [], nextId: 1000 };
  return holder.reviewExtras;
}

export const likeKey = (reviewId: number, userId: number) => `${reviewId}:${userId}`;

export { representsCasino } from '../access';
