import { defineWidget } from '@casino/core';
import { NewsletterSettings } from '../NewsletterSettings';
import { newsletterSettingsProps } from '../settingsProps';
import '../newsletter.css';

/**
 * The settings of the page a newsletter email links to (`…?authCode=…&messageId=…`),
 * like its unsubscribe widgets a chunk of its own, so no other page loads it.
 */
export const newsletterSettingsWidget = defineWidget({
  name: 'newsletter-settings',
  props: newsletterSettingsProps,
  component: NewsletterSettings,
});
