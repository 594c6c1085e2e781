import { defineWidget } from '@casino/core';
import { NewsletterUnsubscribe } from '../Unsubscribe';
import { unsubscribeProps } from '../settingsProps';
import '../newsletter.css';

/** The unsubscribe of the page a newsletter email links to. */
export const newsletterUnsubscribeWidget = defineWidget({
  name: 'newsletter-unsubscribe',
  props: unsubscribeProps,
  component: NewsletterUnsubscribe,
});
