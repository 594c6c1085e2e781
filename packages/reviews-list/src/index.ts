export {
  complaintsMoreWidget,
  reviewsListWidget,
  reviewsPanelWidget,
  userReviewsWidget,
} from './widgets';
