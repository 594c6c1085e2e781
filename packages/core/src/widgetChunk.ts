import { scheduledMount } from './mountQueue';
import type { ScheduledUnmount } from './mountQueue';
import { loadStylesheet } from './stylesheet';
import type { Unmount } from './widget';

/** The part of a chunk's address that names the chunk: `search.js` in `…/w/search.js?v=1`. */
const CHUNK_FILE = /[^/]*\.js(?=\?|$)/;

/**
 * A widget chunk's default export (apps/loader/scripts/build.js): the widget's scheduled
 * mount, once its package's stylesheet has loaded when it has one. The stylesheet is beside
 * the chunk and keeps the chunk address's `?v=`: a deploy is cached as a whole. One call in
 * every entry instead of the same few lines in each: an every-page entry is mostly this.
 */
export async function widgetChunk(
  widget: { mount: (element: HTMLElement) => Unmount },
  chunkUrl?: string,
  stylesheet?: string,
): Promise<(element: HTMLElement) => ScheduledUnmount> {
  if (chunkUrl && stylesheet) await loadStylesheet(chunkUrl.replace(CHUNK_FILE, stylesheet));
  return scheduledMount(widget.mount);
}
