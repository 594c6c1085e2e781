import { defineWidget } from '@casino/core';
import '../reviews.css';
import { ReviewsPanel } from '../ReviewsPanel';
import { reviewsPanelProps } from '../props';

/** `<div data-widget="reviews-panel">` beside a casino's `[data-reviews-panel]`. */
export const reviewsPanelWidget = defineWidget({
  name: 'reviews-panel',
  props: reviewsPanelProps,
  component: ReviewsPanel,
});
