import { emit } from './events';
import { readStorage, writeStorage } from './storage';

/** SPEC §9: the modal manager's stored state has version 1.1; older shapes are replaced. */
export const MODAL_STATE_VERSION = '1.1';
export const MODAL_STATE_KEY = 'modalManager';

export interface ModalCounters {
  showCounter: number;
  dayOfVisitCounter: number;
  /** Calendar day (YYYY-MM-DD) of the last visit, to count days of visit. */
  lastVisitDay?: string;
}

export interface ModalState {
  version: typeof MODAL_STATE_VERSION;
  modals: Record<string, ModalCounters>;
  pending: { id: string; delay: number }[];
  disabled: string[];
  activeTime: number;
}

export function emptyModalState(): ModalState {
  return { version: MODAL_STATE_VERSION, modals: {}, pending: [], disabled: [], activeTime: 0 };
}

function isModalState(value: unknown): value is ModalState {
  const state = value as ModalState | null;
  return (
    typeof state === 'object' &&
    state !== null &&
    state.version === MODAL_STATE_VERSION &&
    typeof state.modals === 'object' &&
    Array.isArray(state.pending) &&
    Array.isArray(state.disabled) &&
    typeof state.activeTime === 'number'
  );
}

/** The stored state; corrupt or old-version state reads as a fresh one. */
export function readModalState(): ModalState {
  return readStorage(MODAL_STATE_KEY, isModalState) ?? emptyModalState();
}

export function writeModalState(state: ModalState): void {
  writeStorage(MODAL_STATE_KEY, state);
}

export function isModalDisabled(id: string): boolean {
  return readModalState().disabled.includes(id);
}

/** Disables a modal for good (e.g. the newsletter modal after a successful signup). */
export function disableModal(id: string): void {
  const state = readModalState();
  if (!state.disabled.includes(id)) state.disabled.push(id);
  state.pending = state.pending.filter((entry) => entry.id !== id);
  writeModalState(state);
  emit('modal:disabled', { id });
}
