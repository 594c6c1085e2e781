export { casinoReviewsWidget } from './widgets/casino-reviews';
export { reviewActionsWidget } from './widgets/review-actions';
export { reviewFlowWidget } from './widgets/review-flow';
