export { newsletterWidget } from './newsletter';
export { NewsletterSignup } from './NewsletterSignup';
export { newsletterProps } from './props';
export type { NewsletterProps } from './props';
export { NEWSLETTER_SUCCESS_CODE } from './submit';
