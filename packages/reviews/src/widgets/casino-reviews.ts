import { defineWidget } from '@casino/core';
import '../reviews.css';
import { CasinoReviews } from '../CasinoReviews';
import { casinoReviewsProps } from '../props';

/** `<div data-widget="casino-reviews" data-props='{"casinoId":1,"casinoName":"Royal Spins"}'>`. */
export const casinoReviewsWidget = defineWidget({
  name: 'casino-reviews',
  props: casinoReviewsProps,
  component: CasinoReviews,
});
