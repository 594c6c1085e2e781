/** Article pages (SPEC §2 "Article pages with an audio player", §9 audio timings). */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';

/** SPEC §9 "audio ... progress reported every 10 percent": where it goes (path not shown). */
export const audioProgress = defineEndpoint({
  method: 'POST',
  path: '/frontendService/tracking/audioProgress',
  request: z.object({ audioId: z.string(), percent: z.number(), url: z.string() }),
  response: z.unknown(),
  text: true,
});
