export { complaintsMoreWidget, reviewsListWidget, userReviewsWidget } from './widgets';
export { ReviewsList, SORT_LABELS } from './ReviewsList';
export { UserReviews } from './UserReviews';
export { ComplaintsMore, showMoreComplaints } from './ComplaintsMore';
export { bindLoadMore, loadMoreReviews } from './loadMore';
export { complaintsMoreProps, reviewsListProps, userReviewsProps } from './props';
export type { ComplaintsMoreProps, ReviewsListProps, UserReviewsProps } from './props';
