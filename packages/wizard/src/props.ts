import * as z from 'zod/mini';

export const wizardProps = z.object({
  /** Names the wizard's region for assistive technology ("Casino finder" by default). */
  label: z.optional(z.string().check(z.minLength(1))),
  /** The level of the steps' headings, to fit the page's outline (2 by default). */
  headingLevel: z._default(z.int().check(z.minimum(2), z.maximum(4)), 2),
  /**
   * Tells two wizards on one page apart in the browser history (each step is an entry);
   * one wizard a page needs none.
   */
  historyKey: z._default(z.string().check(z.minLength(1)), 'casino-wizard'),
});

export type WizardProps = z.output<typeof wizardProps>;
