// Loaded with the first tab that has content to fetch (the bonuses tab); ui's sanitizer with it.
import { call } from '@casino/core';
import { casinoDetail, content } from '@casino/api';
import { BONUSES_TAB, PANEL_HEADING } from './constants';
import { withSanitizer } from '@casino/ui';

/**
 * The content of a tab panel marked `data-cw-tab-load`, fetched once by the caller: the
 * bonuses tab from `casinoBonusesService` (SPEC §7), any other from the lazy component
 * named by the attribute. The cleaned HTML replaces the panel's server text, all but the
 * panel's own heading (the stacked sections show each one's); on a failure the server
 * text stays and the caller's load-once store logs it (SPEC §8).
 */
export async function loadPanel(
  name: string,
  panel: HTMLElement,
  casinoId: number,
  signal: AbortSignal,
): Promise<void> {
  const [html, sanitizer] = await withSanitizer(
    name === BONUSES_TAB
      ? call(casinoDetail.casinoBonusesService, { casinoId }, { signal })
      : lazyPart(panel.dataset.cwTabLoad, signal),
  );
  if (!html) return;
  const first = panel.firstElementChild;
  const heading = first?.matches(PANEL_HEADING) ? [first] : [];
  panel.replaceChildren(...heading, sanitizer.fragment(html));
}

async function lazyPart(url: string | undefined, signal: AbortSignal): Promise<string> {
  if (!url) return '';
  return (await call(content.lazyComponent, { url }, { signal })).content;
}
