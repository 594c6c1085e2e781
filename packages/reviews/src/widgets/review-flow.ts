import { defineWidget } from '@casino/core';
import '../reviews.css';
import { ReviewFlow } from '../ReviewFlow';
import { reviewFlowProps } from '../props';

/** Page-level: `<div data-widget="review-flow" data-props='{"purpose":"CASINO_DETAIL","casinoId":1,"casinoName":"Royal Spins"}'>`. */
export const reviewFlowWidget = defineWidget({
  name: 'review-flow',
  props: reviewFlowProps,
  component: ReviewFlow,
});
