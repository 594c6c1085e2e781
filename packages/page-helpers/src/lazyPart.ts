import { call, logFailedLoad } from '@casino/core';
import { content } from '@casino/api';

/** A lazy part of the page by its url (SPEC §7 lazy component); failures are logged once. */
export async function loadPart(url: string | undefined, signal: AbortSignal): Promise<string> {
  if (!url) return '';
  try {
    return (await call(content.lazyComponent, { url }, { signal })).content;
  } catch (error) {
    // The tab or box keeps its server text (SPEC §8); the load-once store does not log again.
    logFailedLoad(`Lazy component ${url}`, error, signal);
    throw error;
  }
}
