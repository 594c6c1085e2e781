export { complaintsMoreWidget, reviewsListWidget, userReviewsWidget } from './widgets';
