import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { anyResponse } from './schemas';

/**
 * SPEC §7 "POST /exitf: parameters, url (link tracking)": an outbound casino link was
 * followed. `url` is the link's address; `parameters` what the page says about the click
 * (the link's `data-exit-parameters`, else its query string). The answer is ignored.
 */
export const exitLink = defineEndpoint({
  method: 'POST',
  path: '/exitf',
  request: z.object({ url: z.string(), parameters: z.string() }),
  response: anyResponse,
  text: true,
});
