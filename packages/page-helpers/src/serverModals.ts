import { emit, on } from '@casino/core';
import {
  RELOAD_ON_CLOSE_MODALS,
  dialogStack,
  focusableIn,
  getModalManager,
  inertOutside,
  isModalKind,
  lockBodyScroll,
  pageReload,
  trapTab,
} from '@casino/ui';
import type { ModalSchedule } from '@casino/ui';
import { pageHooks } from '@casino/api';
import {
  CLOSE_MODAL_SELECTOR,
  GATE_ATTRIBUTE,
  SERVER_MODAL_SELECTOR,
  SET_UP_CLASS,
  takePendingOpen,
} from './modalOpeners';
import { text } from './messages';
import './serverModals.css';

/** The modal manager schedule of a server modal or flash message, from its attributes. */
export function readSchedule(modal: HTMLElement): ModalSchedule {
  const schedule: ModalSchedule = {};
  const number = (value: string | undefined) =>
    value !== undefined && value.trim() !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : undefined;
  const after = number(modal.dataset.cwModalAutoOpen);
  if (after !== undefined) schedule.autoOpenAfterSeconds = after;
  const perDay = number(modal.dataset.cwModalShowsPerDay);
  if (perDay !== undefined) schedule.showsPerDay = perDay;
  const days = modal.dataset.cwModalDays;
  if (days) schedule.daysOfVisit = days.split(',').map(Number).filter(Number.isFinite);
  return schedule;
}

/**
 * Makes the open modal a gate: its close buttons (the CMS's or the one added) are hidden
 * and the page behind is inert. Returns the release.
 */
function gate(modal: HTMLElement, closeButtons: HTMLElement[]): () => void {
  const hidden = closeButtons.filter((button) => !button.hidden);
  hidden.forEach((button) => (button.hidden = true));
  const release = inertOutside(modal);
  return () => {
    release();
    hidden.forEach((button) => (button.hidden = false));
  };
}

/**
 * Server-rendered modals by id (SPEC §2 "Modals open and close by id"), with the same
 * behaviour as the React dialogs: they open and close through core's `modal:open` and
 * `modal:close` events (so any widget, opener or the modal manager opens them), register
 * with the page's modal manager (one at a time, timings, the kind that pauses active
 * time), trap focus, close on Escape and on the backdrop, give focus back to the opener,
 * lock the page's scroll, and reload the page after `RELOAD_ON_CLOSE_MODALS`.
 *
 * A gate (`data-cw-modal-gate`, read each time it opens) is answered, not dismissed: no
 * close button, Escape and the backdrop do nothing, and the rest of the page is inert
 * until its own code closes it.
 */
export function setUpServerModal(modal: HTMLElement): (() => void) | null {
  const id = modal.dataset.cwModal?.trim();
  if (!id) return null;
  const kind = modal.dataset.cwModalKind?.trim();
  const added: Element[] = [];
  modal.hidden = true;
  modal.classList.add(SET_UP_CLASS);
  modal.setAttribute(
    'role',
    modal.getAttribute('role') === 'alertdialog' ? 'alertdialog' : 'dialog',
  );
  modal.setAttribute('aria-modal', 'true');
  modal.tabIndex = -1;
  const backdrop = document.createElement('div');
  backdrop.className = 'cw-server-modal__backdrop';
  backdrop.setAttribute('aria-hidden', 'true');
  backdrop.hidden = true;
  modal.before(backdrop);
  added.push(backdrop);
  const ownClose = [...modal.querySelectorAll(CLOSE_MODAL_SELECTOR)].some(
    (button) => button.closest(SERVER_MODAL_SELECTOR) === modal,
  );
  if (!ownClose) {
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'cw-server-modal__close';
    close.setAttribute(pageHooks.cwCloseModal, '');
    close.setAttribute('aria-label', text.closeModal());
    const cross = document.createElement('span');
    cross.setAttribute('aria-hidden', 'true');
    cross.textContent = '×';
    close.append(cross);
    modal.prepend(close);
    added.push(close);
  }

  let unlock: (() => void) | null = null;
  let opener: HTMLElement | null = null;
  /** While a gate is open: gives the page and its close buttons back. */
  let ungate: (() => void) | null = null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (!dialogStack.isTop(modal)) return;
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      if (!ungate) emit('modal:close', { id });
    } else {
      trapTab(event, modal);
    }
  };
  const onBackdrop = () => {
    if (!ungate) emit('modal:close', { id });
  };
  backdrop.addEventListener('click', onBackdrop);

  const show = () => {
    if (unlock) return;
    const before = document.activeElement;
    opener = before instanceof HTMLElement && !modal.contains(before) ? before : null;
    backdrop.hidden = false;
    modal.hidden = false;
    dialogStack.push(modal);
    unlock = lockBodyScroll();
    const closeButtons = [...modal.querySelectorAll<HTMLElement>(CLOSE_MODAL_SELECTOR)];
    if (modal.hasAttribute(GATE_ATTRIBUTE)) ungate = gate(modal, closeButtons);
    const target =
      focusableIn(modal).find((element) => !closeButtons.includes(element)) ??
      focusableIn(modal)[0] ??
      modal;
    target.focus();
    document.addEventListener('keydown', onKeyDown);
  };
  /** Returns whether it was open. */
  const hide = (): boolean => {
    if (!unlock) return false;
    document.removeEventListener('keydown', onKeyDown);
    ungate?.();
    ungate = null;
    dialogStack.remove(modal);
    unlock();
    unlock = null;
    modal.hidden = true;
    backdrop.hidden = true;
    if (opener?.isConnected) opener.focus();
    opener = null;
    return true;
  };

  const offs = [
    on('modal:open', (detail) => {
      if (detail.id === id) show();
    }),
    on('modal:close', (detail) => {
      if (detail.id !== id || !hide()) return;
      if (RELOAD_ON_CLOSE_MODALS.includes(id)) pageReload.reload();
    }),
    getModalManager().register(id, readSchedule(modal), isModalKind(kind) ? kind : 'other'),
  ];
  if (takePendingOpen(id)) show();
  return () => {
    // Its markup left the page: the page is as if it had closed, without a reload.
    hide();
    offs.forEach((off) => off());
    backdrop.removeEventListener('click', onBackdrop);
    added.forEach((element) => element.remove());
  };
}
