// What the tests of the modal manager share: a fake clock at noon, a manager with a window
// that has the focus, the modals it opened, and the visitor's activity.
import { emit, on } from '@casino/core';
import { emptyModalState, writeModalState } from '../state';
import type { ModalState } from '../state';
import { createModalManager } from '../manager';
import type { ModalManager } from '../manager';
import { calendarDay } from '../schedule';

export const SECOND = 1_000;
/** Local noon, so that a few hours never cross midnight by accident. */
export const NOON = new Date(2030, 2, 10, 12, 0, 0);
export const TODAY = calendarDay(NOON.getTime());

/** The manager of the running test, the modals it opened, whether the window has the focus. */
export const current = {
  manager: undefined as unknown as ModalManager,
  opened: [] as string[],
  focused: true,
};

/** Each test gets a fresh manager at NOON on fake timers. */
export function setUpManager(): void {
  let offOpened: () => void;
  beforeEach(() => {
    vi.useFakeTimers({ now: NOON });
    current.focused = true;
    current.manager = createModalManager({ hasFocus: () => current.focused });
    current.opened = [];
    offOpened = on('modal:open', ({ id }) => current.opened.push(id));
  });
  afterEach(() => {
    offOpened();
    current.manager.destroy();
    vi.useRealTimers();
  });
}

export const advance = (ms: number) => vi.advanceTimersByTime(ms);
export const close = (id: string) => emit('modal:close', { id });

/** Moves the pointer once a second for `seconds` seconds. */
export function stayActive(seconds: number): void {
  for (let i = 0; i < seconds; i += 1) {
    window.dispatchEvent(new Event('pointermove'));
    advance(SECOND);
  }
}

export function store(state: Partial<ModalState>): void {
  writeModalState({ ...emptyModalState(), activeDay: TODAY, ...state });
}
