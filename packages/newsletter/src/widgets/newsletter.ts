import { defineWidget } from '@casino/core';
import { NewsletterSignup } from '../NewsletterSignup';
import { newsletterProps } from '../props';
import '../newsletter.css';

/** The newsletter signup placeholder: `<div data-widget="newsletter" data-props='{...}'>`. */
export const newsletterWidget = defineWidget({
  name: 'newsletter',
  props: newsletterProps,
  component: NewsletterSignup,
});
