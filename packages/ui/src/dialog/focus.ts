/** What the keyboard can reach inside a dialog, in document order. */
const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** The elements Tab stops at inside `root`: no negative tabindex, nothing hidden or inert. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      element.getAttribute('tabindex') !== '-1' &&
      !element.closest('[hidden], [inert], fieldset[disabled]'),
  );
}

/**
 * Keeps Tab and Shift+Tab inside `root`: from the last stop Tab wraps to the first, from
 * the first (or from the dialog itself) Shift+Tab wraps to the last.
 */
export function trapTab(event: KeyboardEvent, root: HTMLElement): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const stops = focusableIn(root);
  const active = document.activeElement;
  if (stops.length === 0) {
    event.preventDefault();
    root.focus();
    return;
  }
  const first = stops[0]!;
  const last = stops[stops.length - 1]!;
  const outside = !(active instanceof HTMLElement) || !root.contains(active);
  if (event.shiftKey && (outside || active === first || active === root)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
