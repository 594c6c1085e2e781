export { casinoReviewsWidget, reviewActionsWidget, reviewFlowWidget } from './widgets';
