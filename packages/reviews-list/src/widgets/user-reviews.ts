import { defineWidget } from '@casino/core';
import '../reviews.css';
import { UserReviews } from '../UserReviews';
import { userReviewsProps } from '../props';

/** `<div data-widget="user-reviews">` beside a member's `[data-reviews]`. */
export const userReviewsWidget = defineWidget({
  name: 'user-reviews',
  props: userReviewsProps,
  component: UserReviews,
});
