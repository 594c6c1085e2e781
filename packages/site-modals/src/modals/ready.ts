import { emit, on } from '@casino/core';

/**
 * The class page-helpers gives a server modal (`data-cw-modal`) once it is a dialog that
 * answers `modal:open`; an open asked for before that would be lost.
 */
export const SERVER_MODAL_READY_CLASS = 'cw-server-modal';

/** The modal's id as the CMS wrote it. */
export const modalIdOf = (element: HTMLElement): string => element.dataset.cwModal?.trim() ?? '';

/**
 * The modals a page shows by itself on load (age warning, law popups, badge reminder)
 * come one at a time, in the order they were bound: the next opens when the open one
 * closes.
 */
const waiting: string[] = [];
let showing: string | null = null;
let listening: (() => void) | null = null;

function showNext(): void {
  if (showing || waiting.length === 0) return;
  showing = waiting.shift()!;
  listening ??= on('modal:close', ({ id }) => {
    if (id !== showing) return;
    showing = null;
    showNext();
  });
  emit('modal:open', { id: showing });
}

/** Forgets the modals waiting to show (a page's modals went away; tests). */
export function resetOnLoadQueue(): void {
  waiting.length = 0;
  showing = null;
  listening?.();
  listening = null;
}

/**
 * Opens the server modal by id through core's event (so the modal manager counts the
 * show) as soon as page-helpers has made it a dialog and no other modal shown on load
 * is open. Returns the cancel.
 */
export function openWhenReady(element: HTMLElement): () => void {
  const id = modalIdOf(element);
  const enqueue = () => {
    if (!waiting.includes(id) && showing !== id) waiting.push(id);
    showNext();
  };
  const cancel = () => {
    const index = waiting.indexOf(id);
    if (index >= 0) waiting.splice(index, 1);
    // Released while showing (its markup or the widget went away): the next may open.
    if (showing !== id) return;
    showing = null;
    showNext();
  };
  if (element.classList.contains(SERVER_MODAL_READY_CLASS)) {
    enqueue();
    return cancel;
  }
  const observer = new MutationObserver(() => {
    if (!element.classList.contains(SERVER_MODAL_READY_CLASS)) return;
    observer.disconnect();
    enqueue();
  });
  observer.observe(element, { attributes: true, attributeFilter: ['class'] });
  return () => {
    observer.disconnect();
    cancel();
  };
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
