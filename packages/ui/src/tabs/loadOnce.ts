import { logFailedLoad } from '@casino/core';

/** Where one piece of lazily loaded content stands. */
export type OnceLoadStatus = 'idle' | 'loading' | 'loaded' | 'error';

export interface OnceLoadEntry<T> {
  readonly status: OnceLoadStatus;
  readonly value?: T;
  readonly error?: unknown;
}

export type OnceLoadFn<T> = (signal: AbortSignal) => Promise<T>;

export interface OnceLoadStore<T> {
  /** The entry of `key`; `idle` when it was never asked for. */
  get(key: string): OnceLoadEntry<T>;
  /**
   * Starts loading `key` unless it is loading or loaded already: content is loaded once
   * and never again. A failed load may be started again (a retry).
   */
  load(key: string, loader: OnceLoadFn<T>): void;
  /** Called on every change; returns the function that stops listening. */
  subscribe(listener: () => void): () => void;
  /** Changes on every change of any entry (a snapshot for `useSyncExternalStore`). */
  version(): number;
  /** Aborts what is under way; those entries go back to `idle` so a later load starts afresh. */
  abortAll(): void;
  /** Aborts and forgets `key` (its content left the page). */
  forget(key: string): void;
}

const IDLE: OnceLoadEntry<never> = { status: 'idle' };

/**
 * A framework-free store of content that loads once per key (tab contents, expandable
 * boxes). SPEC §8: load failures are only logged; the caller decides what it shows.
 */
export function createLoadOnce<T>(
  options: { label?: string; onError?: (key: string, error: unknown) => void } = {},
): OnceLoadStore<T> {
  const entries = new Map<string, OnceLoadEntry<T>>();
  const running = new Map<string, AbortController>();
  const listeners = new Set<() => void>();
  let changes = 0;
  const label = options.label ?? 'Content';
  const onError =
    options.onError ?? ((key: string, error: unknown) => logFailedLoad(`${label} "${key}"`, error));

  const set = (key: string, entry: OnceLoadEntry<T>) => {
    entries.set(key, entry);
    changes += 1;
    listeners.forEach((listener) => listener());
  };

  return {
    get: (key) => entries.get(key) ?? IDLE,
    load(key, loader) {
      const status = entries.get(key)?.status;
      if (status === 'loading' || status === 'loaded') return;
      const controller = new AbortController();
      running.set(key, controller);
      set(key, { status: 'loading' });
      const current = () => running.get(key) === controller;
      let started: Promise<T>;
      try {
        started = loader(controller.signal);
      } catch (error) {
        started = Promise.reject(error);
      }
      started.then(
        (value) => {
          if (!current()) return;
          running.delete(key);
          set(key, { status: 'loaded', value });
        },
        (error: unknown) => {
          if (!current()) return;
          running.delete(key);
          set(key, { status: 'error', error });
          onError(key, error);
        },
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => changes,
    forget(key) {
      const controller = running.get(key);
      running.delete(key);
      const known = entries.delete(key);
      controller?.abort();
      if (known) {
        changes += 1;
        listeners.forEach((listener) => listener());
      }
    },
    abortAll() {
      const keys = [...running.keys()];
      const controllers = [...running.values()];
      running.clear();
      keys.forEach((key) => set(key, IDLE));
      controllers.forEach((controller) => controller.abort());
    },
  };
}
