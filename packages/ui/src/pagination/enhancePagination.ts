import { navigateTo, pageUrl, parsePageInput, sanitizePageInput } from './pageUrl';
import type { Navigate } from './pageUrl';

export interface EnhancePaginationOptions {
  /** How to go to a page; `location.assign` by default. */
  navigate?: Navigate;
}

function enhanceOne(container: HTMLElement, navigate: Navigate): () => void {
  const input = container.querySelector<HTMLInputElement>('[data-cw-goto-input]');
  const button = container.querySelector<HTMLElement>('[data-cw-goto-button]');
  if (!input) return () => undefined;
  const maxPage = () => Number(container.dataset.maxPage) || 1;
  const basePath = () => container.dataset.basePath ?? window.location.pathname;
  input.inputMode = 'numeric';
  input.autocomplete = 'off';

  const go = () => {
    const page = parsePageInput(input.value, maxPage());
    if (page !== null) navigate(pageUrl(basePath(), page));
  };
  const onInput = () => {
    const clean = sanitizePageInput(input.value, maxPage());
    if (clean !== input.value) input.value = clean;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    go();
  };
  const onClick = (event: Event) => {
    event.preventDefault();
    go();
  };
  input.addEventListener('input', onInput);
  input.addEventListener('keydown', onKeyDown);
  button?.addEventListener('click', onClick);
  return () => {
    input.removeEventListener('input', onInput);
    input.removeEventListener('keydown', onKeyDown);
    button?.removeEventListener('click', onClick);
  };
}

/**
 * Server HTML hook: in each `[data-cw-pagination]` (with `data-base-path` and
 * `data-max-page`), the `[data-cw-goto-input]` keeps digits only, capped at the last
 * page, and Enter or the `[data-cw-goto-button]` goes to that page. Returns the cleanup.
 */
export function enhancePagination(
  root: ParentNode,
  options: EnhancePaginationOptions = {},
): () => void {
  const navigate = options.navigate ?? navigateTo;
  const cleanups = [...root.querySelectorAll<HTMLElement>('[data-cw-pagination]')].map(
    (container) => enhanceOne(container, navigate),
  );
  return () => cleanups.forEach((cleanup) => cleanup());
}
