import { emit } from '@casino/core';
import { pageHooks } from '@casino/api';

/** A modal the CMS wrote: `<div data-cw-modal="{id}" hidden aria-labelledby="…">`. */
export const SERVER_MODAL_SELECTOR = `[${pageHooks.cwModal}]`;
/** A flash message the CMS wrote: `<div data-cw-flash="{id}" hidden>`. */
export const SERVER_FLASH_SELECTOR = `[${pageHooks.cwFlash}]`;
export const OPEN_MODAL_SELECTOR = `[${pageHooks.cwOpenModal}]`;
export const CLOSE_MODAL_SELECTOR = `[${pageHooks.cwCloseModal}]`;
/** A server modal the visitor must answer (an age warning): no close, the page inert. */
export const GATE_ATTRIBUTE = pageHooks.cwModalGate;
/** The classes of a server modal and of a flash message whose code has set them up. */
export const SET_UP_CLASS = 'cw-server-modal';
export const FLASH_SET_UP_CLASS = 'cw-flash';

/** Server modals asked to open before their code came: each opens once it is set up. */
const pendingOpens = new Set<string>();

/** Whether `id` was asked to open before its modal was set up (and forgets it). */
export function takePendingOpen(id: string): boolean {
  return pendingOpens.delete(id);
}

/** Openers and close buttons anywhere under `root` (also inside React widgets). */
export function listenForModalOpeners(root: Document | HTMLElement): () => void {
  const onClick = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    const opener = event.target.closest<HTMLElement>(OPEN_MODAL_SELECTOR);
    const closer = event.target.closest<HTMLElement>(CLOSE_MODAL_SELECTOR);
    if (opener?.dataset.cwOpenModal) {
      event.preventDefault();
      const id = opener.dataset.cwOpenModal.trim();
      const waiting = [
        ...root.querySelectorAll<HTMLElement>(`${SERVER_MODAL_SELECTOR}, ${SERVER_FLASH_SELECTOR}`),
      ].some(
        (modal) =>
          (modal.dataset.cwModal ?? modal.dataset.cwFlash)?.trim() === id &&
          !modal.classList.contains(SET_UP_CLASS) &&
          !modal.classList.contains(FLASH_SET_UP_CLASS),
      );
      if (waiting) pendingOpens.add(id);
      emit('modal:open', { id });
    } else if (closer) {
      const id =
        closer.dataset.cwCloseModal?.trim() ||
        closer.closest<HTMLElement>(SERVER_MODAL_SELECTOR)?.dataset.cwModal?.trim();
      if (!id) return;
      event.preventDefault();
      emit('modal:close', { id });
    }
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
