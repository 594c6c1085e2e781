import { emit, readStorage, writeStorage } from '@casino/core';

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
  /** Modals waiting for the open one to close, in order, each with its delay in ms. */
  pending: { id: string; delay: number }[];
  disabled: string[];
  /** Seconds of active time accumulated on `activeDay` (the modal manager counts them). */
  activeTime: number;
  /** Calendar day (YYYY-MM-DD) `activeTime` belongs to; absent in states written before. */
  activeDay?: string;
}

export function emptyModalState(): ModalState {
  return { version: MODAL_STATE_VERSION, modals: {}, pending: [], disabled: [], activeTime: 0 };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCounters(value: unknown): value is ModalCounters {
  return (
    isRecord(value) &&
    typeof value.showCounter === 'number' &&
    typeof value.dayOfVisitCounter === 'number' &&
    (value.lastVisitDay === undefined || typeof value.lastVisitDay === 'string')
  );
}

function isPending(value: unknown): value is ModalState['pending'][number] {
  return isRecord(value) && typeof value.id === 'string' && typeof value.delay === 'number';
}

/** The whole shape is checked: the modal manager must never trip over a stored value. */
function isModalState(value: unknown): value is ModalState {
  return (
    isRecord(value) &&
    value.version === MODAL_STATE_VERSION &&
    isRecord(value.modals) &&
    Object.values(value.modals).every(isCounters) &&
    Array.isArray(value.pending) &&
    value.pending.every(isPending) &&
    Array.isArray(value.disabled) &&
    value.disabled.every((id) => typeof id === 'string') &&
    typeof value.activeTime === 'number' &&
    Number.isFinite(value.activeTime) &&
    (value.activeDay === undefined || typeof value.activeDay === 'string')
  );
}

/** The stored state; corrupt or old-version state reads as a fresh one. */
export function readModalState(): ModalState {
  return readStorage(MODAL_STATE_KEY, isModalState) ?? emptyModalState();
}

/** Saves the state; false when the browser refused (full quota, blocked storage). */
export function writeModalState(state: ModalState): boolean {
  return writeStorage(MODAL_STATE_KEY, state);
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

/** Where the state lives; core's local-storage state (`modalManager`, version 1.1) by default. */
export interface ModalStore {
  read(): ModalState;
  /** Returns false when the state could not be saved. */
  write(state: ModalState): boolean;
}

export const defaultStore: ModalStore = { read: readModalState, write: writeModalState };

/** A store that keeps the state in memory only, for previews that must not share storage. */
export function createMemoryStore(initial: ModalState = emptyModalState()): ModalStore {
  let state = structuredClone(initial);
  return {
    read: () => structuredClone(state),
    write: (next) => {
      state = structuredClone(next);
      return true;
    },
  };
}
