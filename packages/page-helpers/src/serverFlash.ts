import { emit, on } from '@casino/core';
import { enhanceFlashMessage, getModalManager, isModalKind } from '@casino/ui';
import { takePendingOpen } from './modalOpeners';
import { readSchedule } from './serverModals';

/**
 * Server-rendered flash messages by id (SPEC §2 "Flash messages: newsletter and social
 * prompts"): opened and closed like the server modals, through core's `modal:open` and
 * `modal:close` events and the page's modal manager (its schedule, one at a time, the kind
 * that pauses active time), but shown as the flash note, after the flash delay (SPEC §9),
 * without taking the focus. Dismissing it closes it for the manager.
 */
export function setUpServerFlash(element: HTMLElement): (() => void) | null {
  const id = element.dataset.cwFlash?.trim();
  if (!id) return null;
  const kind = element.dataset.cwModalKind?.trim();
  const flash = enhanceFlashMessage(element, () => emit('modal:close', { id }));
  const offs = [
    on('modal:open', (detail) => {
      if (detail.id === id) flash.show();
    }),
    on('modal:close', (detail) => {
      if (detail.id === id) flash.hide();
    }),
    getModalManager().register(id, readSchedule(element), isModalKind(kind) ? kind : 'other'),
  ];
  if (takePendingOpen(id)) flash.show();
  return () => {
    offs.forEach((off) => off());
    flash.destroy();
  };
}
