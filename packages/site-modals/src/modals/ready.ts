import { emit, on } from '@casino/core';

/**
 * The class page-helpers gives a server modal (`data-cw-modal`) once it is a dialog that
 * answers `modal:open`; an open asked for before that would be lost.
 */
export const SERVER_MODAL_READY_CLASS = 'cw-server-modal';

/** The modal's id as the CMS wrote it. */
export const modalIdOf = (element: HTMLElement): string => element.dataset.cwModal?.trim() ?? '';

/**
 * Opens the server modal by id through core's event (so the modal manager counts the
 * show), as soon as page-helpers has made it a dialog. Returns the cancel.
 */
export function openWhenReady(element: HTMLElement): () => void {
  const open = () => emit('modal:open', { id: modalIdOf(element) });
  if (element.classList.contains(SERVER_MODAL_READY_CLASS)) {
    open();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (!element.classList.contains(SERVER_MODAL_READY_CLASS)) return;
    observer.disconnect();
    open();
  });
  observer.observe(element, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** Calls `handler` each time the modal closes, however (button, Escape, backdrop). */
export function onClose(element: HTMLElement, handler: () => void): () => void {
  return on('modal:close', ({ id }) => {
    if (id === modalIdOf(element)) handler();
  });
}

export const closeModal = (element: HTMLElement): void =>
  emit('modal:close', { id: modalIdOf(element) });

/** Listens to clicks on `selector` inside the modal. */
export function onClickIn(element: HTMLElement, selector: string, handler: () => void) {
  const listener = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest(selector)) return;
    event.preventDefault();
    handler();
  };
  element.addEventListener('click', listener);
  return () => element.removeEventListener('click', listener);
}

/** What each lazily loaded modal module offers: binds its markup, returns the release. */
export type BindModal = (element: HTMLElement) => () => void;
