import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';

/**
 * SPEC §7 "Lazy component GET: url, optional type; returns content": the HTML of a part
 * of the page loaded on demand (a tab, an expandable box), named by its url.
 */
export const lazyComponent = defineEndpoint({
  method: 'GET',
  path: '/frontendService/lazyComponent',
  request: z.object({ url: z.string().check(z.minLength(1)), type: z.optional(z.string()) }),
  response: z.looseObject({ content: z.string() }),
});
