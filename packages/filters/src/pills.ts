/**
 * SPEC §9 "filter group tab widths": the top filter pills (a filter group shown as tabs)
 * share each row equally, 3 to a row, or 4 or 5 when the pill count divides by that and
 * not by 3, so that the last row is as full as the others. SPEC gives only the numbers;
 * reading them as pills per row is this widget's choice.
 */
export const PILLS_PER_ROW = 3;
/** The other row lengths, tried in order when the count does not divide by 3. */
export const PILLS_PER_ROW_BY_DIVISIBILITY = [4, 5] as const;

export function pillsPerRow(count: number): number {
  if (count % PILLS_PER_ROW === 0) return PILLS_PER_ROW;
  return PILLS_PER_ROW_BY_DIVISIBILITY.find((row) => count % row === 0) ?? PILLS_PER_ROW;
}

/** Lays out a container's pills (its CSS grid reads `--cw-pills-per-row`). */
export function layoutPills(container: HTMLElement): void {
  container.style.setProperty('--cw-pills-per-row', String(pillsPerRow(container.children.length)));
}
