/** The mark of an active loader, on the button and on the modal or form around it. */
import { pageHooks } from '@casino/api';

export const LOADER_ACTIVE_ATTRIBUTE = pageHooks.cwLoaderActive;

/** What counts as the modal or form around a loader button (SPEC §4). */
export const LOADER_SCOPE_SELECTOR = `form, dialog, [role="dialog"], [role="alertdialog"], [${pageHooks.cwLoaderScope}]`;

/**
 * SPEC §4 "Loader button": true when `element` is inside a modal or form whose loader is
 * active (or is an active loader itself): its clicks are ignored.
 */
export function isLoaderActive(element: Element): boolean {
  return element.closest(`[${LOADER_ACTIVE_ATTRIBUTE}]`) !== null;
}

/**
 * Turns the loader of `button` on: the button and the modal or form around it are
 * marked active (the button also `aria-busy`). Returns the function that turns it off
 * again, or null when a loader there is active already and the click is to be ignored.
 */
export function activateLoader(button: Element): (() => void) | null {
  if (isLoaderActive(button)) return null;
  const scope = button.parentElement?.closest(LOADER_SCOPE_SELECTOR) ?? null;
  const marked = scope ? [button, scope] : [button];
  marked.forEach((element) => element.setAttribute(LOADER_ACTIVE_ATTRIBUTE, ''));
  button.setAttribute('aria-busy', 'true');
  let active = true;
  return () => {
    if (!active) return;
    active = false;
    marked.forEach((element) => element.removeAttribute(LOADER_ACTIVE_ATTRIBUTE));
    button.removeAttribute('aria-busy');
  };
}

/** Turns off any loader marked on `button` and on the modal or form around it. */
export function releaseLoader(button: Element): void {
  button.removeAttribute(LOADER_ACTIVE_ATTRIBUTE);
  button.removeAttribute('aria-busy');
  button.parentElement?.closest(LOADER_SCOPE_SELECTOR)?.removeAttribute(LOADER_ACTIVE_ATTRIBUTE);
}

/**
 * Server HTML hook: clicks on `[data-cw-loader-button]` in `root` are ignored while a
 * loader of the same modal or form is active; otherwise the button's loader turns on
 * (a normal form submit then goes ahead). Whoever finishes the work calls
 * `releaseLoader(button)`. Returns the cleanup function.
 */
export function enhanceLoaderButtons(root: ParentNode): () => void {
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.(`[${pageHooks.cwLoaderButton}]`);
    if (!button || !root.contains(button)) return;
    if (!activateLoader(button)) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  };
  // Capture: the ignore rule runs before any handler of the button or its form.
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}
