export { complaintsMoreWidget, reviewsListWidget, userReviewsWidget } from './widgets';
export { ReviewsList, SORT_LABELS } from './ReviewsList';
export { UserReviews } from './UserReviews';
export { COMPLAINTS_MORE_SELECTOR, ComplaintsMore } from './ComplaintsMore';
export { complaintsMoreProps, reviewsListProps, userReviewsProps } from './props';
export type { ComplaintsMoreProps, ReviewsListProps, UserReviewsProps } from './props';
