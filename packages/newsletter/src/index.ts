// What the loader imports; the widgets, their props and choices are in README.md.
export { newsletterWidget } from './widgets/newsletter';
export { newsletterSettingsWidget } from './widgets/newsletter-settings';
export { newsletterUnsubscribeWidget } from './widgets/newsletter-unsubscribe';
export { reactivationUnsubscribeWidget } from './widgets/reactivation-unsubscribe';
