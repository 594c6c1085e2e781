import { defineWidget } from '@casino/core';
import './reviews.css';
import { ComplaintsMore } from './ComplaintsMore';
import { ReviewsPanel } from './ReviewsPanel';
import { ReviewsList } from './ReviewsList';
import { UserReviews } from './UserReviews';
import {
  complaintsMoreProps,
  reviewsListProps,
  reviewsPanelProps,
  userReviewsProps,
} from './props';

/** `<div data-widget="reviews-list">` beside the reviews listing's `[data-reviews]`. */
export const reviewsListWidget = defineWidget({
  name: 'reviews-list',
  props: reviewsListProps,
  component: ReviewsList,
});

/** `<div data-widget="user-reviews">` beside a member's `[data-reviews]`. */
export const userReviewsWidget = defineWidget({
  name: 'user-reviews',
  props: userReviewsProps,
  component: UserReviews,
});

/** `<div data-widget="complaints-more">` for a `[data-complaints]` list. */
export const complaintsMoreWidget = defineWidget({
  name: 'complaints-more',
  props: complaintsMoreProps,
  component: ComplaintsMore,
});

/** `<div data-widget="reviews-panel">` beside a casino's `[data-reviews-panel]`. */
export const reviewsPanelWidget = defineWidget({
  name: 'reviews-panel',
  props: reviewsPanelProps,
  component: ReviewsPanel,
});
