// Phones: what the stacked sections would otherwise show twice.
import { PANEL_HEADING, REVIEWS_PREVIEW, REVIEWS_TAB, STACKED_REPEAT_CLASS } from './constants';

export interface Section {
  name: string;
  panel: HTMLElement;
}

/**
 * With tabs one section shows at a time, so the overview may preview the user reviews
 * that the reviews tab lists in full. Stacked, both would show one above the other, each
 * with its sort control: while a reviews section is among `sections`, the other sections'
 * previews are left out, with the heading right before them. Returns the undo.
 */
export function leaveOutRepeats(sections: readonly Section[]): () => void {
  if (!sections.some((section) => section.name === REVIEWS_TAB)) return () => undefined;
  const repeats = sections
    .filter((section) => section.name !== REVIEWS_TAB)
    .flatMap(({ panel }) => {
      const previews = [...panel.querySelectorAll<HTMLElement>(REVIEWS_PREVIEW)];
      const heading = previews[0]?.previousElementSibling;
      return heading?.matches(PANEL_HEADING) ? [heading, ...previews] : previews;
    });
  repeats.forEach((element) => element.classList.add(STACKED_REPEAT_CLASS));
  return () => repeats.forEach((element) => element.classList.remove(STACKED_REPEAT_CLASS));
}
