// Where a scroll goes: what the page's scrolls share, loaded at once (the scrolls
// themselves, scrollTo.ts, come with the first one).

/** SPEC §9 "scroll offset 90 px": the height kept free for the fixed header. */
export const SCROLL_OFFSET_PX = 90;

/** SPEC §9 "scroll anchor delay default 1 ms": lets the page settle before scrolling. */
export const SCROLL_ANCHOR_DELAY_MS = 1;

export interface ElementScrollOptions {
  /** Room for the fixed header; `SCROLL_OFFSET_PX` by default. */
  offset?: number;
  /** Move keyboard focus to the target (true by default). */
  focus?: boolean;
}

export interface ScrollToAnchorOptions extends ElementScrollOptions {
  /** Wait before scrolling; `SCROLL_ANCHOR_DELAY_MS` by default. */
  delay?: number;
}

/** The element an anchor names: `#id`, `id`, or null (also for hash parameters like `#tab=x`). */
export function anchorTarget(anchor: string): HTMLElement | null {
  const id = anchor.replace(/^#/, '');
  if (!id || id.includes('=')) return null;
  let decoded = id;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    // keep the raw id
  }
  return document.getElementById(decoded);
}

/**
 * Where focus goes after scrolling to the top, first match wins: the page's main
 * heading, any top heading, the main area; the body otherwise.
 */
export const SCROLL_TO_TOP_FOCUS_TARGETS: readonly string[] = ['main h1', 'h1', 'main'];
