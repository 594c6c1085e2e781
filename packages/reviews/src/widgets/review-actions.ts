import { defineWidget } from '@casino/core';
import '../reviews.css';
import { ReviewActions } from '../ReviewActions';
import { reviewActionsProps } from '../props';

/** Page-level: `<div data-widget="review-actions" data-props='{"purpose":"REVIEWS_LISTING"}'>`. */
export const reviewActionsWidget = defineWidget({
  name: 'review-actions',
  props: reviewActionsProps,
  component: ReviewActions,
});
