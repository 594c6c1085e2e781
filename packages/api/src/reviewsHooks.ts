/**
 * The server HTML's `data-*` hooks of the casino reviews and their lists: review cards, replies, likes, complaints.
 * Widgets, the fake backend and the demo take the names from here, so a renamed hook
 * breaks the build, not a page. Each key is the attribute's `dataset` name.
 */
export const reviewsHooks = {
  casinoId: 'data-casino-id',
  complaintsMore: 'data-complaints-more',
  complaintsParams: 'data-complaints-params',
  likeLabel: 'data-like-label',
  pagination: 'data-pagination',
  replyDelete: 'data-reply-delete',
  replyEdit: 'data-reply-edit',
  replyId: 'data-reply-id',
  review: 'data-review',
  reviewCreate: 'data-review-create',
  reviewDelete: 'data-review-delete',
  reviewEdit: 'data-review-edit',
  reviewFlash: 'data-review-flash',
  reviewFlow: 'data-review-flow',
  reviewId: 'data-review-id',
  reviewLike: 'data-review-like',
  reviewReply: 'data-review-reply',
  reviewReplyItem: 'data-review-reply-item',
  reviewResults: 'data-review-results',
  reviewRevert: 'data-review-revert',
  reviews: 'data-reviews',
  reviewsPanel: 'data-reviews-panel',
  reviewStats: 'data-review-stats',
} as const;
