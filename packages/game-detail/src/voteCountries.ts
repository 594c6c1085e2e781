import { call, reportError } from '@casino/core';
import { withSanitizer } from '@casino/ui';
import { games } from '@casino/api';
import type { VoteItem } from './vote';

/** SPEC §7 `vote/bonus/countries`: the working countries, as cleaned nodes. */
export async function loadCountries(
  item: VoteItem,
  signal: AbortSignal,
): Promise<DocumentFragment | null> {
  try {
    const [html, sanitizer] = await withSanitizer(
      call(games.voteCountries, { voteItemId: item.voteItemId, brandId: item.brandId }, { signal }),
    );
    return sanitizer.fragment(html);
  } catch (error) {
    if (signal.aborted) throw error;
    reportError(`Vote countries failed: ${String(error)}`);
    return null;
  }
}
