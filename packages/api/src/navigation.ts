import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { noFields } from './schemas';

/**
 * The answer of a redirect lookup: a url as plain text (trimmed), also when the server
 * sends it as a JSON string; empty when there is nowhere to go.
 */
export const urlText = z.pipe(
  z.string(),
  z.transform((raw) => {
    const trimmed = raw.trim();
    if (!trimmed.startsWith('"')) return trimmed;
    try {
      const parsed: unknown = JSON.parse(trimmed);
      return typeof parsed === 'string' ? parsed.trim() : trimmed;
    } catch {
      return trimmed;
    }
  }),
);

/**
 * SPEC §7 "A generic GET of a supplied path returns a url string": the path comes from
 * the page at run time (the redirect helper), so this makes the endpoint for a path.
 */
export function urlLookup(path: string) {
  return defineEndpoint({
    method: 'GET',
    path,
    request: noFields,
    response: urlText,
    text: true,
  });
}
