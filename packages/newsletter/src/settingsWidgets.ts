import { defineWidget } from '@casino/core';
import { NewsletterSettings } from './NewsletterSettings';
import { NewsletterUnsubscribe, ReactivationUnsubscribe } from './Unsubscribe';
import { newsletterSettingsProps, unsubscribeProps } from './settingsProps';
import './newsletter.css';

/**
 * The widgets of the page a newsletter email links to
 * (`…?authCode=…&messageId=…`); each is its own chunk, so no other page loads them.
 */
export const newsletterSettingsWidget = defineWidget({
  name: 'newsletter-settings',
  props: newsletterSettingsProps,
  component: NewsletterSettings,
});

export const newsletterUnsubscribeWidget = defineWidget({
  name: 'newsletter-unsubscribe',
  props: unsubscribeProps,
  component: NewsletterUnsubscribe,
});

export const reactivationUnsubscribeWidget = defineWidget({
  name: 'reactivation-unsubscribe',
  props: unsubscribeProps,
  component: ReactivationUnsubscribe,
});
