import { pageHooks } from '@casino/api';
import { navigateTo, pageUrl, parsePageInput, sanitizePageInput } from './pageUrl';
import type { Navigate } from './pageUrl';
import { PAGINATION_SELECTOR } from './hooks';

export interface EnhancePaginationOptions {
  /** How to go to a page; `location.assign` by default. */
  navigate?: Navigate;
}

function partsAt(target: EventTarget | null) {
  const element = target instanceof Element ? target : null;
  const container = element?.closest<HTMLElement>(PAGINATION_SELECTOR);
  const input = container?.querySelector<HTMLInputElement>(`[${pageHooks.cwGotoInput}]`);
  return container && input ? { element: element!, container, input } : null;
}

/** The go-to-page input of one pager as the mobile keyboard and autofill should see it. */
export function setUpPagination(container: HTMLElement): void {
  const input = container.querySelector<HTMLInputElement>(`[${pageHooks.cwGotoInput}]`);
  if (!input) return;
  input.inputMode = 'numeric';
  input.autocomplete = 'off';
}

/**
 * Server HTML hook, for pagers present at any time (one listener at `root`): in each
 * `[data-cw-pagination]` (with `data-base-path` and `data-max-page`), the
 * `[data-cw-goto-input]` keeps digits only, capped at the last page, and Enter or the
 * `[data-cw-goto-button]` goes to that page. Returns the cleanup.
 */
export function enhancePagination(
  root: Document | HTMLElement,
  options: EnhancePaginationOptions = {},
): () => void {
  const navigate = options.navigate ?? navigateTo;
  root.querySelectorAll<HTMLElement>(PAGINATION_SELECTOR).forEach(setUpPagination);
  const maxPage = (container: HTMLElement) => Number(container.dataset.maxPage) || 1;
  const go = (container: HTMLElement, input: HTMLInputElement) => {
    const page = parsePageInput(input.value, maxPage(container));
    const basePath = container.dataset.basePath ?? window.location.pathname;
    if (page !== null) navigate(pageUrl(basePath, page));
  };
  const onInput = (event: Event) => {
    const parts = partsAt(event.target);
    if (!parts || parts.element !== parts.input) return;
    const clean = sanitizePageInput(parts.input.value, maxPage(parts.container));
    if (clean !== parts.input.value) parts.input.value = clean;
  };
  const onKeyDown = (event: Event) => {
    const parts = partsAt(event.target);
    if (!parts || parts.element !== parts.input || (event as KeyboardEvent).key !== 'Enter') return;
    event.preventDefault();
    go(parts.container, parts.input);
  };
  const onClick = (event: Event) => {
    const parts = partsAt(event.target);
    if (!parts?.element.closest(`[${pageHooks.cwGotoButton}]`)) return;
    event.preventDefault();
    go(parts.container, parts.input);
  };
  root.addEventListener('input', onInput);
  root.addEventListener('keydown', onKeyDown);
  root.addEventListener('click', onClick);
  return () => {
    root.removeEventListener('input', onInput);
    root.removeEventListener('keydown', onKeyDown);
    root.removeEventListener('click', onClick);
  };
}
