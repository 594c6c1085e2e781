import * as z from 'zod/mini';

export const newsletterProps = z.object({
  /** `inline` in content, `footer` in the site footer (errors in its error area), `modal` in a dialog. */
  variant: z._default(z.enum(['inline', 'footer', 'modal']), 'inline'),
  /** The modal that a successful signup disables for good. */
  modalId: z._default(z.string().check(z.minLength(1)), 'newsletter'),
  /** Replaces the default heading. */
  title: z.optional(z.string()),
});

export type NewsletterProps = z.output<typeof newsletterProps>;
