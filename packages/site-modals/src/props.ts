import * as z from 'zod/mini';

/** Once per page; it takes no settings, its markup says everything. */
export const siteModalsProps = z.object({});
export type SiteModalsProps = z.output<typeof siteModalsProps>;
