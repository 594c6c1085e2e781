export {
  ACTIVE_TIME_PAUSED_BY,
  ACTIVE_TIME_STEP_MS,
  ACTIVITY_EVENTS,
  COUNTRY_MODAL_ID,
  IDLE_AFTER_MS,
  MODAL_KINDS,
  PENDING_DELAY_MS,
  SHOW_DELAY_MS,
  isModalKind,
} from './settings';
export type { ManagerClock, ModalKind } from './settings';
export { createMemoryStore } from './state';
export type { ModalStore } from './state';
export { createModalManager } from './manager';
export type { ModalManager, ModalManagerOptions, ModalManagerSnapshot } from './manager';
export { DEFAULT_SHOWS_PER_DAY, calendarDay, isShowDue } from './schedule';
export type { ModalSchedule } from './schedule';
export { getModalManager, resetModalManager } from './shared';
export { useManagedModal, useModalManagerSnapshot } from './useManagedModal';
export type { ManagedModalOptions } from './useManagedModal';
export {
  MODAL_STATE_KEY,
  MODAL_STATE_VERSION,
  disableModal,
  emptyModalState,
  isModalDisabled,
  readModalState,
  writeModalState,
} from './state';
export type { ModalCounters, ModalState } from './state';
