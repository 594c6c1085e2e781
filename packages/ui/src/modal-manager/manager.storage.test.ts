import { emit } from '@casino/core';
import {
  MODAL_STATE_KEY,
  createMemoryStore,
  disableModal,
  emptyModalState,
  readModalState,
} from './state';
import { PENDING_DELAY_MS, SHOW_DELAY_MS } from './settings';
import { createModalManager } from './manager';
import { SECOND, TODAY, advance, close, current, setUpManager, stayActive } from './test/manager';

setUpManager();

describe('auto-open', () => {
  it('opens only while the window has focus', () => {
    current.focused = false;
    current.manager.register('newsletter', { autoOpenAfterSeconds: 3 });
    stayActive(60);
    expect(current.opened).toEqual([]);
    current.focused = true;
    window.dispatchEvent(new Event('focus'));
    advance(SHOW_DELAY_MS - 1);
    expect(current.opened).toEqual([]);
    advance(1);
    expect(current.opened).toEqual(['newsletter']);
  });

  it('waits when the window loses focus during the show delay', () => {
    current.manager.register('newsletter', { autoOpenAfterSeconds: 0 });
    advance(SECOND);
    current.focused = false;
    advance(30 * SECOND);
    expect(current.opened).toEqual([]);
    current.focused = true;
    window.dispatchEvent(new Event('focus'));
    advance(SHOW_DELAY_MS);
    expect(current.opened).toEqual(['newsletter']);
  });

  it('is postponed while the country modal is open', () => {
    current.manager.register('newsletter', { autoOpenAfterSeconds: 3 });
    stayActive(3);
    emit('modal:open', { id: 'country' });
    stayActive(60);
    expect(current.opened).toEqual(['country']);
    close('country');
    advance(PENDING_DELAY_MS - 1);
    expect(current.opened).toEqual(['country']);
    advance(1);
    expect(current.opened).toEqual(['country', 'newsletter']);
  });
});

describe('stored state', () => {
  it.each([
    ['not JSON', () => localStorage.setItem(MODAL_STATE_KEY, '{"value": {')],
    ['an old version', () => localStorage.setItem(MODAL_STATE_KEY, '{"value":{"version":"1.0"}}')],
    [
      'a broken shape',
      () =>
        localStorage.setItem(
          MODAL_STATE_KEY,
          JSON.stringify({ value: { ...emptyModalState(), modals: { promo: 'x' } } }),
        ),
    ],
    ['null', () => localStorage.setItem(MODAL_STATE_KEY, 'null')],
  ])('replaces a state that is %s and carries on', (_, arrange) => {
    arrange();
    expect(() => current.manager.register('promo', { autoOpenAfterSeconds: 0 })).not.toThrow();
    advance(SHOW_DELAY_MS);
    expect(current.opened).toEqual(['promo']);
    expect(readModalState()).toMatchObject({
      version: '1.1',
      modals: { promo: { showCounter: 1, dayOfVisitCounter: 1 } },
    });
  });

  it('never throws on a full quota and keeps counting for the page', () => {
    const full: Storage = {
      length: 0,
      key: () => null,
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: () => {},
      clear: () => {},
    };
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(full);
    expect(() => {
      current.manager.register('promo', { autoOpenAfterSeconds: 3 });
      stayActive(3);
      advance(SHOW_DELAY_MS);
    }).not.toThrow();
    expect(current.opened).toEqual(['promo']);
    expect(current.manager.getSnapshot().activeTime).toBe(5);
    expect(current.manager.getSnapshot().modals.promo?.showCounter).toBe(1);
    expect(() => disableModal('promo')).not.toThrow();
    expect(current.manager.getSnapshot().disabled).toEqual(['promo']);
  });

  it('leaves no timer or listener behind', () => {
    const stop = current.manager.register('promo', { autoOpenAfterSeconds: 0 });
    expect(vi.getTimerCount()).toBe(2);
    stop();
    stop();
    expect(vi.getTimerCount()).toBe(0);
    current.manager.destroy();
    emit('modal:open', { id: 'country' });
    expect(current.manager.getSnapshot().open).toEqual([]);
  });
});

describe('another store', () => {
  it('keeps the state in memory and learns of disabled modals from the event', () => {
    current.manager.destroy();
    const store = createMemoryStore({ ...emptyModalState(), activeDay: TODAY, activeTime: 7 });
    current.manager = createModalManager({ hasFocus: () => true, store });
    current.manager.register('promo', { autoOpenAfterSeconds: 10 });
    stayActive(1);
    expect(store.read().activeTime).toBe(8);
    expect(localStorage.getItem(MODAL_STATE_KEY)).toBeNull();
    disableModal('promo');
    expect(store.read().disabled).toEqual(['promo']);
    stayActive(30);
    expect(current.opened).toEqual([]);
  });
});
