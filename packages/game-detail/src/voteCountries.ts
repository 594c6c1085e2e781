// Only the popover's chunk imports this, so DOMPurify loads when a visitor opens a vote.
import DOMPurify from 'dompurify';
import { call, parseFragment, reportError } from '@casino/core';
import { games } from '@casino/api';
import type { VoteItem } from './vote';

/** SPEC §7 `vote/bonus/countries`: the working countries, as cleaned nodes. */
export async function loadCountries(
  item: VoteItem,
  signal: AbortSignal,
): Promise<DocumentFragment | null> {
  try {
    const html = await call(
      games.voteCountries,
      { voteItemId: item.voteItemId, brandId: item.brandId },
      { signal },
    );
    return parseFragment(DOMPurify.sanitize(html, { RETURN_TRUSTED_TYPE: false }));
  } catch (error) {
    if (signal.aborted) throw error;
    reportError(`Vote countries failed: ${String(error)}`);
    return null;
  }
}
