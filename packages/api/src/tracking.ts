import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { anyResponse } from './schemas';

// The outbound-link call is a module of its own: every page sends it, while the other
// reports go with the tracking that only a sample of page views loads.
export { exitLink } from './exitLink';

/**
 * Active time of a page view (SPEC §9 "active time reported every 60 s"); SPEC §7 does
 * not show the path, so it sits beside the site's other calls. `seconds` since the last
 * report.
 */
export const activeTime = defineEndpoint({
  method: 'POST',
  path: '/frontendService/tracking/activeTime',
  request: z.object({ seconds: z.number(), pageType: z.string(), url: z.string() }),
  response: anyResponse,
  text: true,
});

export const trackedClick = z.object({
  /** What was clicked: its `data-track` name, else tag and id, e.g. `a#visit`. */
  target: z.string(),
  /** The address of a clicked link. */
  href: z.optional(z.string()),
});
export type TrackedClick = z.infer<typeof trackedClick>;

/** SPEC §9 "click tracking reported every 5 valid clicks": the batch of clicks. */
export const clicks = defineEndpoint({
  method: 'POST',
  path: '/frontendService/tracking/clicks',
  encoding: 'json',
  request: z.object({ pageType: z.string(), url: z.string(), clicks: z.array(trackedClick) }),
  response: anyResponse,
  text: true,
});
