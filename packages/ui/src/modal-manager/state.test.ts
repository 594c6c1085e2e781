import { on } from '@casino/core';
import {
  MODAL_STATE_KEY,
  MODAL_STATE_VERSION,
  disableModal,
  emptyModalState,
  isModalDisabled,
  readModalState,
  writeModalState,
} from './state';
import type { ModalState } from './state';

function stored(): unknown {
  const raw = localStorage.getItem(MODAL_STATE_KEY);
  return raw === null ? null : (JSON.parse(raw) as { value: unknown }).value;
}

function storeRaw(value: unknown): void {
  localStorage.setItem(MODAL_STATE_KEY, JSON.stringify({ value }));
}

describe('modal manager state', () => {
  it('starts fresh, at version 1.1', () => {
    expect(MODAL_STATE_VERSION).toBe('1.1');
    expect(readModalState()).toEqual({
      version: '1.1',
      modals: {},
      pending: [],
      disabled: [],
      activeTime: 0,
    });
    expect(emptyModalState()).not.toBe(emptyModalState());
  });

  it('keeps what was written', () => {
    const state: ModalState = {
      ...emptyModalState(),
      modals: { newsletter: { showCounter: 2, dayOfVisitCounter: 3, lastVisitDay: '2030-01-02' } },
      pending: [{ id: 'country', delay: 5000 }],
      activeTime: 42,
    };
    writeModalState(state);
    expect(readModalState()).toEqual(state);
  });

  it('keeps the day the active time belongs to', () => {
    const state: ModalState = { ...emptyModalState(), activeTime: 12, activeDay: '2030-01-02' };
    expect(writeModalState(state)).toBe(true);
    expect(readModalState()).toEqual(state);
  });

  it('says when the state could not be saved', () => {
    const getter = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      expect(writeModalState(emptyModalState())).toBe(false);
    } finally {
      getter.mockRestore();
    }
  });

  it('disableModal persists, drops the pending entry and emits modal:disabled', () => {
    writeModalState({
      ...emptyModalState(),
      pending: [
        { id: 'newsletter', delay: 5000 },
        { id: 'country', delay: 5000 },
      ],
    });
    const disabled = vi.fn();
    const off = on('modal:disabled', disabled);
    disableModal('newsletter');
    off();

    expect(disabled).toHaveBeenCalledTimes(1);
    expect(disabled).toHaveBeenCalledWith({ id: 'newsletter' });
    expect(isModalDisabled('newsletter')).toBe(true);
    expect(isModalDisabled('country')).toBe(false);
    expect(stored()).toMatchObject({
      version: '1.1',
      disabled: ['newsletter'],
      pending: [{ id: 'country', delay: 5000 }],
    });
  });

  it('disabling twice keeps one entry', () => {
    disableModal('newsletter');
    disableModal('newsletter');
    expect(readModalState().disabled).toEqual(['newsletter']);
  });

  it('still emits modal:disabled when the browser refuses to store', () => {
    const getter = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const disabled = vi.fn();
    const off = on('modal:disabled', disabled);
    try {
      expect(() => disableModal('newsletter')).not.toThrow();
    } finally {
      getter.mockRestore();
      off();
    }
    expect(disabled).toHaveBeenCalledWith({ id: 'newsletter' });
  });

  it.each([
    ['not JSON', () => localStorage.setItem(MODAL_STATE_KEY, '{"value": {"version": "1.1"')],
    ['plain text', () => localStorage.setItem(MODAL_STATE_KEY, 'newsletter,country')],
    [
      'an old version (1.0)',
      () => storeRaw({ ...emptyModalState(), version: '1.0', disabled: ['newsletter'] }),
    ],
    [
      'the old unwrapped shape',
      () =>
        localStorage.setItem(
          MODAL_STATE_KEY,
          JSON.stringify({ ...emptyModalState(), disabled: ['newsletter'] }),
        ),
    ],
    ['no version', () => storeRaw({ modals: {}, pending: [], disabled: [], activeTime: 0 })],
    ['modals null', () => storeRaw({ ...emptyModalState(), modals: null })],
    ['modals a list', () => storeRaw({ ...emptyModalState(), modals: [] })],
    ['pending not a list', () => storeRaw({ ...emptyModalState(), pending: {} })],
    ['pending entries without id', () => storeRaw({ ...emptyModalState(), pending: [{}] })],
    ['disabled entries not ids', () => storeRaw({ ...emptyModalState(), disabled: [null] })],
    ['activeTime not a number', () => storeRaw({ ...emptyModalState(), activeTime: '12' })],
    ['a counter that is not an object', () => storeRaw({ ...emptyModalState(), modals: { a: 1 } })],
    ['activeDay not a text', () => storeRaw({ ...emptyModalState(), activeDay: 20300102 })],
  ])('replaces a stored state that is %s by a fresh one', (_, arrange) => {
    arrange();
    expect(readModalState()).toEqual(emptyModalState());
    expect(isModalDisabled('newsletter')).toBe(false);
    expect(localStorage.getItem(MODAL_STATE_KEY)).toBeNull();

    disableModal('country');
    expect(stored()).toEqual({ ...emptyModalState(), disabled: ['country'] });
  });
});
