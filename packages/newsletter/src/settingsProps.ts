import * as z from 'zod/mini';

const emailLink = {
  /** The email link's code; the page address's `authCode` when absent. */
  authCode: z.optional(z.string().check(z.minLength(1))),
  /** The email's id; the page address's `messageId` when absent. */
  messageId: z.optional(z.string().check(z.minLength(1))),
};

const settings = z.object({
  whatsNew: z.optional(z.boolean()),
  noDepositBonus: z.optional(z.boolean()),
  newFreeTournaments: z.optional(z.boolean()),
  forumMonthlySummary: z.optional(z.boolean()),
  complaintsMonthlySummary: z.optional(z.boolean()),
  gamePicks: z.optional(z.boolean()),
  gamblingNews: z.optional(z.boolean()),
});

export const newsletterSettingsProps = z.object({
  ...emailLink,
  /** The settings form's action (SPEC §7); the site's settings path by default. */
  action: z.optional(z.string().check(z.minLength(1))),
  /** The reader's current choices, as the server knows them (unchecked when absent). */
  settings: z._default(settings, {}),
});
export type NewsletterSettingsProps = z.output<typeof newsletterSettingsProps>;

export const unsubscribeProps = z.object({ ...emailLink });
export type UnsubscribeProps = z.output<typeof unsubscribeProps>;
