import { defineWidget } from '@casino/core';
import '../reviews.css';
import { ComplaintsMore } from '../ComplaintsMore';
import { complaintsMoreProps } from '../props';

/** `<div data-widget="complaints-more">` for a `[data-complaints]` list. */
export const complaintsMoreWidget = defineWidget({
  name: 'complaints-more',
  props: complaintsMoreProps,
  component: ComplaintsMore,
});
