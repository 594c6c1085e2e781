import { pageHooks } from '@casino/api';
import { updateScrollArea } from './scrollArea';

/** The overflow flag of a sticky first-column table: an attribute and a class on the table. */
export const STICKY_TABLE_OVERFLOW_ATTRIBUTE = pageHooks.overflow;
export const STICKY_TABLE_OVERFLOW_CLASS = 'cw-sticky-table--overflow';

/** SPEC §2: a table is flagged when it is wider than its container. */
export function isWiderThanContainer(table: HTMLElement, container: HTMLElement): boolean {
  return table.scrollWidth > container.clientWidth;
}

/**
 * Sets or clears the flag, and the container's keyboard access while it scrolls
 * (`scrollArea.ts`); returns whether the table overflows.
 */
export function updateTableOverflow(table: HTMLElement, container: HTMLElement): boolean {
  const overflows = isWiderThanContainer(table, container);
  table.classList.toggle(STICKY_TABLE_OVERFLOW_CLASS, overflows);
  if (overflows) table.setAttribute(STICKY_TABLE_OVERFLOW_ATTRIBUTE, 'true');
  else table.removeAttribute(STICKY_TABLE_OVERFLOW_ATTRIBUTE);
  updateScrollArea(table, container, overflows);
  return overflows;
}

/**
 * Keeps the overflow flag of `table` current as it or its container (the parent by
 * default) change size: a ResizeObserver where there is one, window resizes otherwise.
 * Returns the function that stops watching.
 */
export function watchTableOverflow(
  table: HTMLElement,
  container: HTMLElement | null = table.parentElement,
): () => void {
  if (!container) return () => undefined;
  const update = () => updateTableOverflow(table, container);
  update();
  if (typeof ResizeObserver === 'undefined') {
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }
  const observer = new ResizeObserver(update);
  observer.observe(container);
  observer.observe(table);
  return () => observer.disconnect();
}

/**
 * Server HTML hook: every `table[data-cw-sticky-table]` in `root` gets the overflow flag
 * when it is wider than its parent, kept current on resize. Returns the cleanup.
 */
export function enhanceStickyTables(root: ParentNode): () => void {
  const stops = [...root.querySelectorAll<HTMLElement>(`table[${pageHooks.cwStickyTable}]`)].map(
    (table) => watchTableOverflow(table),
  );
  return () => stops.forEach((stop) => stop());
}
