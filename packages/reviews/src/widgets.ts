import { defineWidget } from '@casino/core';
import './reviews.css';
import { CasinoReviews } from './CasinoReviews';
import { ReviewActions } from './ReviewActions';
import { ReviewFlow } from './ReviewFlow';
import { casinoReviewsProps, reviewActionsProps, reviewFlowProps } from './props';

/** Page-level: `<div data-widget="review-flow" data-props='{"purpose":"CASINO_DETAIL","casinoId":1,"casinoName":"Royal Spins"}'>`. */
export const reviewFlowWidget = defineWidget({
  name: 'review-flow',
  props: reviewFlowProps,
  component: ReviewFlow,
});

/** Page-level: `<div data-widget="review-actions" data-props='{"purpose":"REVIEWS_LISTING"}'>`. */
export const reviewActionsWidget = defineWidget({
  name: 'review-actions',
  props: reviewActionsProps,
  component: ReviewActions,
});

/** `<div data-widget="casino-reviews" data-props='{"casinoId":1,"casinoName":"Royal Spins"}'>`. */
export const casinoReviewsWidget = defineWidget({
  name: 'casino-reviews',
  props: casinoReviewsProps,
  component: CasinoReviews,
});
