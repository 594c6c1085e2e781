import { emit } from '@casino/core';
import { disableModal, readModalState } from './state';
import { ACTIVE_TIME_PAUSED_BY, IDLE_AFTER_MS, PENDING_DELAY_MS, SHOW_DELAY_MS } from './settings';
import {
  SECOND,
  TODAY,
  advance,
  close,
  current,
  setUpManager,
  stayActive,
  store,
} from './test/manager';

setUpManager();

describe('showing', () => {
  it('shows a due modal after the 2 s show delay and counts the show', () => {
    expect(SHOW_DELAY_MS).toBe(2000);
    current.manager.register('promo', { autoOpenAfterSeconds: 0 });
    advance(SHOW_DELAY_MS - 1);
    expect(current.opened).toEqual([]);
    advance(1);
    expect(current.opened).toEqual(['promo']);
    expect(readModalState().modals.promo).toEqual({
      showCounter: 1,
      dayOfVisitCounter: 1,
      lastVisitDay: TODAY,
    });
    expect(current.manager.getSnapshot().open).toEqual(['promo']);
  });

  it('never opens a modal by itself without autoOpenAfterSeconds', () => {
    current.manager.register('request-game');
    stayActive(120);
    expect(current.opened).toEqual([]);
    expect(readModalState().modals['request-game']).toMatchObject({ dayOfVisitCounter: 1 });
  });

  it('opens after the active time of its schedule, then the show delay', () => {
    current.manager.register('newsletter', { autoOpenAfterSeconds: 10 });
    stayActive(10);
    expect(readModalState().activeTime).toBe(10);
    expect(current.opened).toEqual([]);
    advance(SHOW_DELAY_MS - 1);
    expect(current.opened).toEqual([]);
    advance(1);
    expect(current.opened).toEqual(['newsletter']);
  });

  it('shows one modal at a time; the other waits and shows 5 s after the first closes', () => {
    expect(PENDING_DELAY_MS).toBe(5000);
    current.manager.register('first', { autoOpenAfterSeconds: 0 });
    current.manager.register('second', { autoOpenAfterSeconds: 0 });
    advance(SHOW_DELAY_MS);
    expect(current.opened).toEqual(['first']);
    expect(readModalState().pending).toEqual([{ id: 'second', delay: PENDING_DELAY_MS }]);

    advance(60 * SECOND);
    expect(current.opened).toEqual(['first']);

    close('first');
    advance(PENDING_DELAY_MS - 1);
    expect(current.opened).toEqual(['first']);
    advance(1);
    expect(current.opened).toEqual(['first', 'second']);
    expect(readModalState().pending).toEqual([]);
  });

  it('waits while a modal current.opened by another widget is open', () => {
    emit('modal:open', { id: 'login' });
    current.manager.register('promo', { autoOpenAfterSeconds: 0 });
    advance(30 * SECOND);
    expect(current.opened).toEqual(['login']);
    expect(current.manager.getSnapshot().pending).toEqual([
      { id: 'promo', delay: PENDING_DELAY_MS },
    ]);
    close('login');
    advance(PENDING_DELAY_MS);
    expect(current.opened).toEqual(['login', 'promo']);
  });

  it('a modal that opens during the show delay sends the due one to the pending list', () => {
    current.manager.register('promo', { autoOpenAfterSeconds: 0 });
    advance(SECOND);
    emit('modal:open', { id: 'login' });
    advance(10 * SECOND);
    expect(current.opened).toEqual(['login']);
    close('login');
    advance(PENDING_DELAY_MS);
    expect(current.opened).toEqual(['login', 'promo']);
  });

  it('shows a modal left pending on an earlier page that long after this page registers it', () => {
    store({ pending: [{ id: 'promo', delay: PENDING_DELAY_MS }] });
    current.manager.register('promo', { autoOpenAfterSeconds: 0 });
    advance(PENDING_DELAY_MS - 1);
    expect(current.opened).toEqual([]);
    advance(1);
    expect(current.opened).toEqual(['promo']);
  });

  it('does not show again once today’s shows are used, and a second show needs twice the time', () => {
    current.manager.register('promo', { autoOpenAfterSeconds: 5, showsPerDay: 2 });
    stayActive(5);
    advance(SHOW_DELAY_MS);
    expect(current.opened).toEqual(['promo']);
    close('promo');
    stayActive(3);
    expect(current.opened).toEqual(['promo']);
    stayActive(2);
    advance(SHOW_DELAY_MS);
    expect(current.opened).toEqual(['promo', 'promo']);
    close('promo');
    stayActive(60);
    expect(current.opened).toEqual(['promo', 'promo']);
  });

  it('current.opened on request while pending: it counts as a show and leaves the pending list', () => {
    emit('modal:open', { id: 'login' });
    current.manager.register('promo', { autoOpenAfterSeconds: 0 });
    advance(SECOND);
    emit('modal:open', { id: 'promo' });
    expect(readModalState().pending).toEqual([]);
    expect(readModalState().modals.promo?.showCounter).toBe(1);
    close('promo');
    close('login');
    advance(30 * SECOND);
    expect(current.opened).toEqual(['login', 'promo']);
  });
});

describe('days of visit', () => {
  it('a new calendar day increments dayOfVisitCounter and resets showCounter', () => {
    vi.setSystemTime(new Date(2030, 2, 10, 23, 59, 50));
    current.manager.register('promo', { autoOpenAfterSeconds: 0 });
    advance(SHOW_DELAY_MS);
    expect(current.opened).toEqual(['promo']);
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
    expect(current.opened).toEqual(['promo', 'promo']);
  });

  it('counts a day of visit when a page with the modal loads on a later day', () => {
    store({
      activeDay: '2030-03-01',
      activeTime: 500,
      modals: { promo: { showCounter: 1, dayOfVisitCounter: 4, lastVisitDay: '2030-03-01' } },
    });
    current.manager.register('promo');
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
    current.manager.register('promo', { autoOpenAfterSeconds: 30 });
    advance(30 * SECOND);
    expect(current.opened).toEqual([]);
    expect(readModalState().modals.promo).toMatchObject({ showCounter: 1, dayOfVisitCounter: 2 });
  });

  it('shows only on the days of visit of its schedule', () => {
    current.manager.register('promo', { autoOpenAfterSeconds: 0, daysOfVisit: [2] });
    advance(30 * SECOND);
    expect(current.opened).toEqual([]);
    vi.setSystemTime(new Date(2030, 2, 11, 9, 0, 0));
    advance(SECOND + SHOW_DELAY_MS);
    expect(readModalState().modals.promo?.dayOfVisitCounter).toBe(2);
    expect(current.opened).toEqual(['promo']);
  });
});

describe('disabled modals', () => {
  it('a disabled modal never shows', () => {
    store({ disabled: ['newsletter'] });
    current.manager.register('newsletter', { autoOpenAfterSeconds: 0 });
    stayActive(300);
    expect(current.opened).toEqual([]);
  });

  it('disabling during the show delay or while pending stops the show', () => {
    current.manager.register('promo', { autoOpenAfterSeconds: 0 });
    current.manager.register('newsletter', { autoOpenAfterSeconds: 0 });
    advance(SECOND);
    disableModal('promo');
    // The one that was waiting goes next, after its pending delay.
    advance(PENDING_DELAY_MS);
    expect(current.opened).toEqual(['newsletter']);

    current.manager.register('country-news', { autoOpenAfterSeconds: 0 });
    advance(SECOND);
    expect(readModalState().pending).toEqual([{ id: 'country-news', delay: PENDING_DELAY_MS }]);
    disableModal('country-news');
    close('newsletter');
    advance(60 * SECOND);
    expect(current.opened).toEqual(['newsletter']);
  });
});

describe('active time', () => {
  it('is counted once per second while the visitor is active', () => {
    current.manager.register('promo');
    stayActive(3);
    expect(readModalState().activeTime).toBe(3);
    expect(current.manager.getSnapshot().activeTime).toBe(3);
    stayActive(7);
    expect(readModalState().activeTime).toBe(10);
  });

  it('stops 5 s after the last activity and resumes with the next', () => {
    expect(IDLE_AFTER_MS).toBe(5000);
    current.manager.register('promo');
    advance(IDLE_AFTER_MS);
    expect(readModalState().activeTime).toBe(5);
    expect(current.manager.getSnapshot().counting).toBe(true);
    advance(SECOND);
    expect(current.manager.getSnapshot().counting).toBe(false);
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
    current.manager.register('promo');
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
      current.manager.register(id, {}, kind);
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
    current.manager.register('newsletter', {}, 'other');
    emit('modal:open', { id: 'newsletter' });
    stayActive(4);
    expect(readModalState().activeTime).toBe(4);
  });

  it('is counted while another modal is open', () => {
    current.manager.register('promo');
    emit('modal:open', { id: 'login' });
    stayActive(4);
    expect(readModalState().activeTime).toBe(4);
  });

  it('adds up over the pages of one day', () => {
    store({ activeTime: 50 });
    current.manager.register('promo');
    stayActive(2);
    expect(readModalState().activeTime).toBe(52);
  });
});
