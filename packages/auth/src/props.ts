// The props of the widgets every page carries; those of some pages are in pageProps.ts.
import * as z from 'zod/mini';

const nonEmpty = z.string().check(z.minLength(1));

/** SPEC §6: Google, Facebook and Apple login are enabled by settings; absent = off. */
export const socialSettingsProps = z.object({
  google: z.optional(z.object({ clientId: nonEmpty })),
  facebook: z.optional(z.object({ appId: nonEmpty, version: z.optional(nonEmpty) })),
  apple: z.optional(z.object({ clientId: nonEmpty, redirectUri: z.optional(nonEmpty) })),
});

export const common = {
  /** Where the login happens: picks the call and what a success does (SPEC §7). */
  context: z._default(z.enum(['site', 'forum', 'review', 'academy']), 'site'),
  /** Where to go after a login when the answer names no address; the page reloads otherwise. */
  urlAfterLogin: z.optional(nonEmpty),
  /** The social providers to offer, with their settings. */
  social: z.optional(socialSettingsProps),
};

/** The page's authentication dialog: opened by `auth:open` and by `?showLoginModal=1`. */
export const authProps = z.object(common);
export type AuthProps = z.output<typeof authProps>;

/** The header's login popup. */
export const loginPopupProps = z.object(common);
export type LoginPopupWidgetProps = z.output<typeof loginPopupProps>;
