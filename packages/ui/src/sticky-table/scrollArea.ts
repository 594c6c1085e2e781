import { pageHooks } from '@casino/api';
import { stickyTableText } from './messages';

/** Marks the attributes this module gave a scrolling area, so that it takes back only those. */
const GIVEN = pageHooks.cwScrollArea;
let captions = 0;

/**
 * A scrolling area must be reachable by keyboard (WCAG 2.1.1; axe's
 * "scrollable-region-focusable"): while a table overflows its container, the container
 * takes focus (the arrow keys then scroll it) as a region named by the table's caption.
 * What the page set itself is kept; what was given is taken back when the table fits.
 */
export function updateScrollArea(
  table: HTMLElement,
  container: HTMLElement,
  overflows: boolean,
): void {
  const given = container.getAttribute(GIVEN)?.split(' ').filter(Boolean) ?? [];
  if (!overflows) {
    given.forEach((name) => container.removeAttribute(name));
    container.removeAttribute(GIVEN);
    return;
  }
  if (given.length > 0) return;
  const give = (name: string, value: string) => {
    if (container.hasAttribute(name)) return;
    container.setAttribute(name, value);
    given.push(name);
  };
  give('tabindex', '0');
  give('role', 'region');
  if (!container.hasAttribute('aria-label')) {
    const caption = table instanceof HTMLTableElement ? table.caption : null;
    if (caption) give('aria-labelledby', (caption.id ||= `cw-table-caption-${(captions += 1)}`));
    else give('aria-label', stickyTableText.scrollArea());
  }
  if (given.length > 0) container.setAttribute(GIVEN, given.join(' '));
}
