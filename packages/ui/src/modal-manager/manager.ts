import { clock as coreClock, emit, isActive, on } from '@casino/core';
import { defaultStore } from './state';
import type { ModalCounters, ModalState, ModalStore } from './state';
import { calendarDay, isShowDue } from './schedule';
import type { ModalSchedule } from './schedule';
import {
  ACTIVE_TIME_PAUSED_BY,
  ACTIVE_TIME_STEP_MS,
  ACTIVITY_EVENTS,
  IDLE_AFTER_MS,
  PENDING_DELAY_MS,
  SHOW_DELAY_MS,
} from './settings';
import type { ManagerClock, ModalKind } from './settings';

export interface ModalManagerOptions {
  /** Every timer and "now" comes from here; core's `clock` (driven by fake timers in tests). */
  clock?: ManagerClock;
  store?: ModalStore;
  /** Whether the window has focus; modals open by themselves only then. */
  hasFocus?: () => boolean;
  /** Receives the activity and focus listeners; `window` by default. */
  target?: Window;
}

/** What the manager knows right now, for a status panel or a test. */
export interface ModalManagerSnapshot {
  /** Seconds of active time today. */
  activeTime: number;
  /** The visitor is active (not idle) and no pausing modal is open: time is being counted. */
  counting: boolean;
  registered: readonly string[];
  open: readonly string[];
  /** The modal whose show delay is running. */
  showing: string | null;
  pending: readonly { id: string; delay: number }[];
  disabled: readonly string[];
  modals: Readonly<Record<string, ModalCounters>>;
}

export interface ModalManager {
  /**
   * Manages the modal `id` by `schedule`; `kind` decides whether active time pauses while
   * it is open ('other' by default). Returns the function that stops it.
   */
  register(id: string, schedule?: ModalSchedule, kind?: ModalKind): () => void;
  getSnapshot(): ModalManagerSnapshot;
  /** Called whenever the snapshot may have changed; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Stops every timer and listener. */
  destroy(): void;
}

/**
 * SPEC §4 modal manager and auto-open modal, framework-free.
 *
 * - Every second (`ACTIVE_TIME_STEP_MS`) one second of active time is added while the
 *   visitor is active (a pointer, key, wheel, scroll or touch event less than
 *   `IDLE_AFTER_MS` ago; the page load counts as activity), the page is visible and no
 *   registered modal of a kind in `ACTIVE_TIME_PAUSED_BY` is open. Active time belongs to a calendar day.
 * - On a new calendar day each registered modal's `dayOfVisitCounter` goes up by one and
 *   its `showCounter` back to 0; today's active time and the pending list start empty.
 * - A modal whose schedule says a show is due (`isShowDue`) and that is not disabled
 *   appears `SHOW_DELAY_MS` later, only while the window has focus. One at a time: while
 *   any modal is open (the country selection included) or another is about to show, it
 *   joins the pending list and shows `PENDING_DELAY_MS` after the open one closes.
 *   The pending list is stored, so a modal left waiting shows that long after the next
 *   page with it loads.
 * - Showing means `emit('modal:open', { id })` and one more on `showCounter`; whoever
 *   renders the modal (`useModal`) opens it. A registered modal opened on request (a
 *   `modal:open` from a button) counts as a show too and leaves the pending list.
 * - Which modals are open is learnt from `modal:open` and `modal:close`, whoever sends them.
 * - A disabled modal (`disableModal`) never shows. A state that cannot be saved (full
 *   quota, blocked storage) is kept in memory for the page.
 */
export function createModalManager(options: ModalManagerOptions = {}): ModalManager {
  const clock = options.clock ?? coreClock;
  const store = options.store ?? defaultStore;
  const hasFocus = options.hasFocus ?? (() => document.hasFocus());
  const target = options.target ?? window;

  const registered = new Map<string, { schedule: ModalSchedule; kind: ModalKind; count: number }>();
  const open = new Set<string>();
  const listeners = new Set<() => void>();
  let showTimer: { id: string; handle: ReturnType<typeof setTimeout> } | null = null;
  let tickTimer: ReturnType<typeof setInterval> | undefined;
  let running = false;
  /** The modal being opened by `show`, while its `modal:open` is sent. */
  let showing: string | null = null;
  let lastActivity = clock.now();
  /** The state as last saved, when saving failed; read instead of the storage until it works. */
  let memory: ModalState | null = null;
  let snapshot: ModalManagerSnapshot | null = null;

  const load = (): ModalState => structuredClone(memory ?? store.read());
  const save = (state: ModalState): void => {
    memory = store.write(state) ? null : structuredClone(state);
  };

  const notify = () => {
    snapshot = null;
    for (const listener of [...listeners]) listener();
  };

  /** Moves the state to `day`: new active-time day, and a new day of visit per modal. */
  function rollOver(state: ModalState, day: string): boolean {
    let changed = false;
    if (state.activeDay !== day) {
      state.activeDay = day;
      state.activeTime = 0;
      state.pending = [];
      changed = true;
    }
    for (const id of registered.keys()) {
      const counters = state.modals[id];
      if (!counters) {
        state.modals[id] = { showCounter: 0, dayOfVisitCounter: 1, lastVisitDay: day };
        changed = true;
      } else if (counters.lastVisitDay !== day) {
        counters.dayOfVisitCounter += 1;
        counters.showCounter = 0;
        counters.lastVisitDay = day;
        changed = true;
      }
    }
    return changed;
  }

  function isDue(state: ModalState, id: string): boolean {
    const entry = registered.get(id);
    const counters = state.modals[id];
    return (
      !!entry &&
      !!counters &&
      !state.disabled.includes(id) &&
      !open.has(id) &&
      isShowDue(entry.schedule, counters, state.activeTime)
    );
  }

  function addPending(state: ModalState, id: string): boolean {
    if (state.pending.some((entry) => entry.id === id)) return false;
    state.pending.push({ id, delay: PENDING_DELAY_MS });
    return true;
  }

  function cancelShow(): void {
    if (!showTimer) return;
    clock.clearTimeout(showTimer.handle);
    showTimer = null;
  }

  /** Starts the show of the next due modal, or queues those that must wait. */
  function evaluate(): void {
    if (!running) return;
    const state = load();
    let changed = rollOver(state, calendarDay(clock.now()));
    // Registered modals that are no longer due (shown elsewhere, disabled) stop waiting.
    const kept = state.pending.filter(
      (entry) => !registered.has(entry.id) || entry.id === showTimer?.id || isDue(state, entry.id),
    );
    if (kept.length !== state.pending.length) {
      state.pending = kept;
      changed = true;
    }
    const waiting = state.pending.map((entry) => entry.id).filter((id) => registered.has(id));
    const others = [...registered.keys()].filter((id) => !waiting.includes(id));
    for (const id of [...waiting, ...others]) {
      if (id === showTimer?.id || !isDue(state, id)) continue;
      if (open.size > 0 || showTimer) {
        changed = addPending(state, id) || changed;
        continue;
      }
      // Only while the window has focus; the focus listener and the next tick try again.
      if (!hasFocus()) break;
      const delay = state.pending.find((entry) => entry.id === id)?.delay ?? SHOW_DELAY_MS;
      showTimer = { id, handle: clock.setTimeout(() => show(id), delay) };
    }
    if (changed) save(state);
  }

  function show(id: string): void {
    showTimer = null;
    const state = load();
    rollOver(state, calendarDay(clock.now()));
    if (!isDue(state, id)) {
      state.pending = state.pending.filter((entry) => entry.id !== id);
      save(state);
      evaluate();
      notify();
      return;
    }
    if (open.size > 0 || !hasFocus()) {
      // Something opened during the delay (it waits for the close) or the window lost
      // focus (the focus listener tries again).
      if (open.size > 0) addPending(state, id);
      save(state);
      notify();
      return;
    }
    state.modals[id]!.showCounter += 1;
    state.pending = state.pending.filter((entry) => entry.id !== id);
    save(state);
    showing = id;
    try {
      emit('modal:open', { id });
    } finally {
      showing = null;
    }
    notify();
  }

  function counting(now: number): boolean {
    return (
      isActive(lastActivity, now, IDLE_AFTER_MS) &&
      document.visibilityState !== 'hidden' &&
      ![...open].some((id) => {
        const kind = registered.get(id)?.kind;
        return kind !== undefined && ACTIVE_TIME_PAUSED_BY.includes(kind);
      })
    );
  }

  function tick(): void {
    const now = clock.now();
    const state = load();
    let changed = rollOver(state, calendarDay(now));
    if (counting(now)) {
      state.activeTime += 1;
      changed = true;
    }
    if (changed) save(state);
    evaluate();
    notify();
  }

  const onActivity = () => {
    lastActivity = clock.now();
  };
  const onFocus = () => {
    evaluate();
    notify();
  };
  const listenerOptions = { capture: true, passive: true } as const;

  function start(): void {
    running = true;
    lastActivity = clock.now();
    for (const name of ACTIVITY_EVENTS) target.addEventListener(name, onActivity, listenerOptions);
    target.addEventListener('focus', onFocus);
    tickTimer = clock.setInterval(tick, ACTIVE_TIME_STEP_MS);
  }

  function stop(): void {
    running = false;
    for (const name of ACTIVITY_EVENTS)
      target.removeEventListener(name, onActivity, listenerOptions);
    target.removeEventListener('focus', onFocus);
    clock.clearInterval(tickTimer);
    tickTimer = undefined;
    cancelShow();
  }

  const offs = [
    on('modal:open', ({ id }) => {
      open.add(id);
      if (showing !== id && registered.has(id)) {
        // Opened on request: the visitor has seen it, so it counts as a show and stops waiting.
        if (showTimer?.id === id) cancelShow();
        const state = load();
        rollOver(state, calendarDay(clock.now()));
        state.modals[id]!.showCounter += 1;
        state.pending = state.pending.filter((entry) => entry.id !== id);
        save(state);
      }
      notify();
    }),
    on('modal:close', ({ id }) => {
      if (!open.delete(id)) return;
      evaluate();
      notify();
    }),
    on('modal:disabled', ({ id }) => {
      // Core has saved it already; this store may be another one, or be in memory.
      const state = load();
      if (!state.disabled.includes(id) || state.pending.some((entry) => entry.id === id)) {
        if (!state.disabled.includes(id)) state.disabled.push(id);
        state.pending = state.pending.filter((entry) => entry.id !== id);
        save(state);
      }
      if (showTimer?.id === id) cancelShow();
      evaluate();
      notify();
    }),
  ];

  function unregister(id: string): void {
    const entry = registered.get(id);
    if (!entry) return;
    entry.count -= 1;
    if (entry.count > 0) return;
    registered.delete(id);
    if (showTimer?.id === id) cancelShow();
    // Its dialog is gone with it.
    open.delete(id);
    if (registered.size === 0) stop();
    else evaluate();
    notify();
  }

  return {
    register(id, schedule = {}, kind = 'other') {
      const entry = registered.get(id);
      if (entry) {
        entry.count += 1;
        entry.schedule = schedule;
        entry.kind = kind;
      } else {
        registered.set(id, { schedule, kind, count: 1 });
      }
      if (!running) start();
      const state = load();
      if (rollOver(state, calendarDay(clock.now()))) save(state);
      evaluate();
      notify();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        unregister(id);
      };
    },
    getSnapshot() {
      if (!snapshot) {
        const state = load();
        snapshot = {
          activeTime: state.activeDay === calendarDay(clock.now()) ? state.activeTime : 0,
          counting: running && counting(clock.now()),
          registered: [...registered.keys()],
          open: [...open],
          showing: showTimer?.id ?? null,
          pending: state.pending,
          disabled: state.disabled,
          modals: state.modals,
        };
      }
      return snapshot;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      if (running) stop();
      for (const off of offs) off();
      registered.clear();
      open.clear();
      listeners.clear();
      snapshot = null;
    },
  };
}
