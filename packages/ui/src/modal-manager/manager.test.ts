import { emit, on } from '@casino/core';
import {
  MODAL_STATE_KEY,
  createMemoryStore,
  disableModal,
  emptyModalState,
  readModalState,
  writeModalState,
} from './state';
import type { ModalState } from './state';
import { ACTIVE_TIME_PAUSED_BY, IDLE_AFTER_MS, PENDING_DELAY_MS, SHOW_DELAY_MS } from './settings';
import { createModalManager } from './manager';
import type { ModalManager } from './manager';
import { calendarDay } from './schedule';

const SECOND = 1_000;
/** Local noon, so that a few hours never cross midnight by accident. */
const NOON = new Date(2030, 2, 10, 12, 0, 0);
const TODAY = calendarDay(NOON.getTime());

let manager: ModalManager;
let focused: boolean;
let opened: string[];
let offOpened: () => void;

beforeEach(() => {
  vi.useFakeTimers({ now: NOON });
  focused = true;
  manager = createModalManager({ hasFocus: () => focused });
  opened = [];
  offOpened = on('modal:open', ({ id }) => opened.push(id));
});
afterEach(() => {
  offOpened();
  manager.destroy();
  vi.useRealTimers();
});

const advance = (ms: number) => vi.advanceTimersByTime(ms);
const close = (id: string) => emit('modal:close', { id });

/** Moves the pointer once a second for `seconds` seconds. */
function stayActive(seconds: number): void {
  for (let i = 0; i < seconds; i += 1) {
    window.dispatchEvent(new Event('pointermove'));
    advance(SECOND);
  }
}

function store(state: Partial<ModalState>): void {
  writeModalState({ ...emptyModalState(), activeDay: TODAY, ...state });
}

describe('showing', () => {
  it('shows a due modal after the 2 s show delay and counts the show', () => {
    expect(SHOW_DELAY_MS).toBe(2000);
    manager.register('promo', { autoOpenAfterSeconds: 0 });
    advance(SHOW_DELAY_MS - 1);
    expect(opened).toEqual([]);
    advance(1);
    expect(opened).toEqual(['promo']);
    expect(readModalState().modals.promo).toEqual({
      showCounter: 1,
      dayOfVisitCounter: 1,
      lastVisitDay: TODAY,
    });
    expect(manager.getSnapshot().open).toEqual(['promo']);
  });

  it('never opens a modal by itself without autoOpenAfterSeconds', () => {
    manager.register('request-game');
    stayActive(120);
    expect(opened).toEqual([]);
    expect(readModalState().modals['request-game']).toMatchObject({ dayOfVisitCounter: 1 });
  });

  it('opens after the active time of its schedule, then the show delay', () => {
    manager.register('newsletter', { autoOpenAfterSeconds: 10 });
    stayActive(10);
    expect(readModalState().activeTime).toBe(10);
    expect(opened).toEqual([]);
    advance(SHOW_DELAY_MS - 1);
    expect(opened).toEqual([]);
    advance(1);
    expect(opened).toEqual(['newsletter']);
  });

  it('shows one modal at a time; the other waits and shows 5 s after the first closes', () => {
    expect(PENDING_DELAY_MS).toBe(5000);
    manager.register('first', { autoOpenAfterSeconds: 0 });
    manager.register('second', { autoOpenAfterSeconds: 0 });
    advance(SHOW_DELAY_MS);
    expect(opened).toEqual(['first']);
    expect(readModalState().pending).toEqual([{ id: 'second', delay: PENDING_DELAY_MS }]);

    advance(60 * SECOND);
    expect(opened).toEqual(['first']);

    close('first');
    advance(PENDING_DELAY_MS - 1);
    expect(opened).toEqual(['first']);
    advance(1);
    expect(opened).toEqual(['first', 'second']);
    expect(readModalState().pending).toEqual([]);
  });

  it('waits while a modal opened by another widget is open', () => {
    emit('modal:open', { id: 'login' });
    manager.register('promo', { autoOpenAfterSeconds: 0 });
    advance(30 * SECOND);
    expect(opened).toEqual(['login']);
    expect(manager.getSnapshot().pending).toEqual([{ id: 'promo', delay: PENDING_DELAY_MS }]);
    close('login');
    advance(PENDING_DELAY_MS);
    expect(opened).toEqual(['login', 'promo']);
  });

  it('a modal that opens during the show delay sends the due one to the pending list', () => {
    manager.register('promo', { autoOpenAfterSeconds: 0 });
    advance(SECOND);
    emit('modal:open', { id: 'login' });
    advance(10 * SECOND);
    expect(opened).toEqual(['login']);
    close('login');
    advance(PENDING_DELAY_MS);
    expect(opened).toEqual(['login', 'promo']);
  });

  it('shows a modal left pending on an earlier page that long after this page registers it', () => {
    store({ pending: [{ id: 'promo', delay: PENDING_DELAY_MS }] });
    manager.register('promo', { autoOpenAfterSeconds: 0 });
    advance(PENDING_DELAY_MS - 1);
    expect(opened).toEqual([]);
    advance(1);
    expect(opened).toEqual(['promo']);
  });

  it('does not show again once today’s shows are used, and a second show needs twice the time', () => {
    manager.register('promo', { autoOpenAfterSeconds: 5, showsPerDay: 2 });
    stayActive(5);
    advance(SHOW_DELAY_MS);
    expect(opened).toEqual(['promo']);
    close('promo');
    stayActive(3);
    expect(opened).toEqual(['promo']);
    stayActive(2);
    advance(SHOW_DELAY_MS);
    expect(opened).toEqual(['promo', 'promo']);
    close('promo');
    stayActive(60);
    expect(opened).toEqual(['promo', 'promo']);
  });

  it('opened on request while pending: it counts as a show and leaves the pending list', () => {
    emit('modal:open', { id: 'login' });
    manager.register('promo', { autoOpenAfterSeconds: 0 });
    advance(SECOND);
    emit('modal:open', { id: 'promo' });
    expect(readModalState().pending).toEqual([]);
    expect(readModalState().modals.promo?.showCounter).toBe(1);
    close('promo');
    close('login');
    advance(30 * SECOND);
    expect(opened).toEqual(['login', 'promo']);
  });
});

describe('days of visit', () => {
  it('a new calendar day increments dayOfVisitCounter and resets showCounter', () => {
    vi.setSystemTime(new Date(2030, 2, 10, 23, 59, 50));
    manager.register('promo', { autoOpenAfterSeconds: 0 });
    advance(SHOW_DELAY_MS);
    expect(opened).toEqual(['promo']);
    close('promo');
    expect(readModalState().modals.promo).toMatchObject({ showCounter: 1, dayOfVisitCounter: 1 });

    advance(8 * SECOND);
    const state = readModalState();
    expect(state.modals.promo).toEqual({
      showCounter: 0,
      dayOfVisitCounter: 2,
      lastVisitDay: '2030-03-11',
    });
    expect(state.activeDay).toBe('2030-03-11');
    expect(state.activeTime).toBeLessThanOrEqual(1);
    // A new day, a new show.
    advance(SHOW_DELAY_MS);
    expect(opened).toEqual(['promo', 'promo']);
  });

  it('counts a day of visit when a page with the modal loads on a later day', () => {
    store({
      activeDay: '2030-03-01',
      activeTime: 500,
      modals: { promo: { showCounter: 1, dayOfVisitCounter: 4, lastVisitDay: '2030-03-01' } },
    });
    manager.register('promo');
    const state = readModalState();
    expect(state.modals.promo).toEqual({
      showCounter: 0,
      dayOfVisitCounter: 5,
      lastVisitDay: TODAY,
    });
    expect(state.activeTime).toBe(0);
    expect(state.activeDay).toBe(TODAY);
  });

  it('keeps the counters on another page of the same day', () => {
    store({
      activeTime: 40,
      modals: { promo: { showCounter: 1, dayOfVisitCounter: 2, lastVisitDay: TODAY } },
    });
    manager.register('promo', { autoOpenAfterSeconds: 30 });
    advance(30 * SECOND);
    expect(opened).toEqual([]);
    expect(readModalState().modals.promo).toMatchObject({ showCounter: 1, dayOfVisitCounter: 2 });
  });

  it('shows only on the days of visit of its schedule', () => {
    manager.register('promo', { autoOpenAfterSeconds: 0, daysOfVisit: [2] });
    advance(30 * SECOND);
    expect(opened).toEqual([]);
    vi.setSystemTime(new Date(2030, 2, 11, 9, 0, 0));
    advance(SECOND + SHOW_DELAY_MS);
    expect(readModalState().modals.promo?.dayOfVisitCounter).toBe(2);
    expect(opened).toEqual(['promo']);
  });
});

describe('disabled modals', () => {
  it('a disabled modal never shows', () => {
    store({ disabled: ['newsletter'] });
    manager.register('newsletter', { autoOpenAfterSeconds: 0 });
    stayActive(300);
    expect(opened).toEqual([]);
  });

  it('disabling during the show delay or while pending stops the show', () => {
    manager.register('promo', { autoOpenAfterSeconds: 0 });
    manager.register('newsletter', { autoOpenAfterSeconds: 0 });
    advance(SECOND);
    disableModal('promo');
    // The one that was waiting goes next, after its pending delay.
    advance(PENDING_DELAY_MS);
    expect(opened).toEqual(['newsletter']);

    manager.register('country-news', { autoOpenAfterSeconds: 0 });
    advance(SECOND);
    expect(readModalState().pending).toEqual([{ id: 'country-news', delay: PENDING_DELAY_MS }]);
    disableModal('country-news');
    close('newsletter');
    advance(60 * SECOND);
    expect(opened).toEqual(['newsletter']);
  });
});

describe('active time', () => {
  it('is counted once per second while the visitor is active', () => {
    manager.register('promo');
    stayActive(3);
    expect(readModalState().activeTime).toBe(3);
    expect(manager.getSnapshot().activeTime).toBe(3);
    stayActive(7);
    expect(readModalState().activeTime).toBe(10);
  });

  it('stops 5 s after the last activity and resumes with the next', () => {
    expect(IDLE_AFTER_MS).toBe(5000);
    manager.register('promo');
    advance(IDLE_AFTER_MS);
    expect(readModalState().activeTime).toBe(5);
    expect(manager.getSnapshot().counting).toBe(true);
    advance(SECOND);
    expect(manager.getSnapshot().counting).toBe(false);
    advance(20 * SECOND);
    expect(readModalState().activeTime).toBe(5);

    for (const type of ['keydown', 'scroll', 'touchstart', 'pointerdown', 'wheel']) {
      window.dispatchEvent(new Event(type));
      advance(SECOND);
      advance(IDLE_AFTER_MS * 2);
    }
    // Each activity counts the 5 s after it.
    expect(readModalState().activeTime).toBe(5 + 5 * 5);
  });

  it('a scroll inside the page counts as activity', () => {
    manager.register('promo');
    advance(IDLE_AFTER_MS * 2);
    const box = document.createElement('div');
    document.body.append(box);
    box.dispatchEvent(new Event('scroll'));
    advance(SECOND);
    expect(readModalState().activeTime).toBe(6);
    box.remove();
  });

  it.each(ACTIVE_TIME_PAUSED_BY)(
    'is not counted while a %s modal is open, whatever its id',
    (kind) => {
      expect(ACTIVE_TIME_PAUSED_BY).toEqual(['country', 'social', 'newsletter']);
      const id = `${kind}-casino-page`;
      manager.register(id, {}, kind);
      stayActive(2);
      emit('modal:open', { id });
      stayActive(10);
      expect(readModalState().activeTime).toBe(2);
      close(id);
      stayActive(3);
      expect(readModalState().activeTime).toBe(5);
    },
  );

  it('follows the kind a modal registered with, not its id', () => {
    manager.register('newsletter', {}, 'other');
    emit('modal:open', { id: 'newsletter' });
    stayActive(4);
    expect(readModalState().activeTime).toBe(4);
  });

  it('is counted while another modal is open', () => {
    manager.register('promo');
    emit('modal:open', { id: 'login' });
    stayActive(4);
    expect(readModalState().activeTime).toBe(4);
  });

  it('adds up over the pages of one day', () => {
    store({ activeTime: 50 });
    manager.register('promo');
    stayActive(2);
    expect(readModalState().activeTime).toBe(52);
  });
});

describe('auto-open', () => {
  it('opens only while the window has focus', () => {
    focused = false;
    manager.register('newsletter', { autoOpenAfterSeconds: 3 });
    stayActive(60);
    expect(opened).toEqual([]);
    focused = true;
    window.dispatchEvent(new Event('focus'));
    advance(SHOW_DELAY_MS - 1);
    expect(opened).toEqual([]);
    advance(1);
    expect(opened).toEqual(['newsletter']);
  });

  it('waits when the window loses focus during the show delay', () => {
    manager.register('newsletter', { autoOpenAfterSeconds: 0 });
    advance(SECOND);
    focused = false;
    advance(30 * SECOND);
    expect(opened).toEqual([]);
    focused = true;
    window.dispatchEvent(new Event('focus'));
    advance(SHOW_DELAY_MS);
    expect(opened).toEqual(['newsletter']);
  });

  it('is postponed while the country modal is open', () => {
    manager.register('newsletter', { autoOpenAfterSeconds: 3 });
    stayActive(3);
    emit('modal:open', { id: 'country' });
    stayActive(60);
    expect(opened).toEqual(['country']);
    close('country');
    advance(PENDING_DELAY_MS - 1);
    expect(opened).toEqual(['country']);
    advance(1);
    expect(opened).toEqual(['country', 'newsletter']);
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
    expect(() => manager.register('promo', { autoOpenAfterSeconds: 0 })).not.toThrow();
    advance(SHOW_DELAY_MS);
    expect(opened).toEqual(['promo']);
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
      manager.register('promo', { autoOpenAfterSeconds: 3 });
      stayActive(3);
      advance(SHOW_DELAY_MS);
    }).not.toThrow();
    expect(opened).toEqual(['promo']);
    expect(manager.getSnapshot().activeTime).toBe(5);
    expect(manager.getSnapshot().modals.promo?.showCounter).toBe(1);
    expect(() => disableModal('promo')).not.toThrow();
    expect(manager.getSnapshot().disabled).toEqual(['promo']);
  });

  it('leaves no timer or listener behind', () => {
    const stop = manager.register('promo', { autoOpenAfterSeconds: 0 });
    expect(vi.getTimerCount()).toBe(2);
    stop();
    stop();
    expect(vi.getTimerCount()).toBe(0);
    manager.destroy();
    emit('modal:open', { id: 'country' });
    expect(manager.getSnapshot().open).toEqual([]);
  });
});

describe('another store', () => {
  it('keeps the state in memory and learns of disabled modals from the event', () => {
    manager.destroy();
    const store = createMemoryStore({ ...emptyModalState(), activeDay: TODAY, activeTime: 7 });
    manager = createModalManager({ hasFocus: () => true, store });
    manager.register('promo', { autoOpenAfterSeconds: 10 });
    stayActive(1);
    expect(store.read().activeTime).toBe(8);
    expect(localStorage.getItem(MODAL_STATE_KEY)).toBeNull();
    disableModal('promo');
    expect(store.read().disabled).toEqual(['promo']);
    stayActive(30);
    expect(opened).toEqual([]);
  });
});
