export { complaintsMoreWidget } from './widgets/complaints-more';
export { reviewsListWidget } from './widgets/reviews-list';
export { reviewsPanelWidget } from './widgets/reviews-panel';
export { userReviewsWidget } from './widgets/user-reviews';
