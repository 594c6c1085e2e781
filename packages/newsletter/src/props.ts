import * as z from 'zod/mini';

export const newsletterProps = z.object({
  /** `inline` in content, `footer` in the site footer (errors in its error area), `modal` in a dialog. */
  variant: z._default(z.enum(['inline', 'footer', 'modal']), 'inline'),
  /** The modal's id: `modal:open` with it opens the modal variant; a successful signup disables it for good. */
  modalId: z._default(z.string().check(z.minLength(1)), 'newsletter'),
  /** Replaces the default heading. */
  title: z.optional(z.string()),
  /** Modal variant: opens by itself after this many seconds of active time today (0: on page load); otherwise only on request. */
  autoOpenAfterSeconds: z.optional(z.int().check(z.minimum(0))),
  /** Modal variant: the days of visit on which it may open by itself (1 = first day); every day when absent. */
  daysOfVisit: z.optional(z.array(z.int().check(z.minimum(1)))),
  /** Modal variant: how many times a day of visit it may open by itself (1 by default). */
  showsPerDay: z.optional(z.int().check(z.minimum(1))),
  /** Modal variant: the label of a button, in place of the placeholder, that opens the modal. */
  openLabel: z.optional(z.string().check(z.minLength(1))),
});

export type NewsletterProps = z.output<typeof newsletterProps>;
