import * as z from 'zod/mini';

export const pageHelpersProps = z.object({
  /** Show the scroll-to-top button after one viewport height of scrolling. */
  scrollToTop: z._default(z.boolean(), true),
});

export type PageHelpersProps = z.output<typeof pageHelpersProps>;
