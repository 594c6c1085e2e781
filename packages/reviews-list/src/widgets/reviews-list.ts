import { defineWidget } from '@casino/core';
import '../reviews.css';
import { ReviewsList } from '../ReviewsList';
import { reviewsListProps } from '../props';

/** `<div data-widget="reviews-list">` beside the reviews listing's `[data-reviews]`. */
export const reviewsListWidget = defineWidget({
  name: 'reviews-list',
  props: reviewsListProps,
  component: ReviewsList,
});
