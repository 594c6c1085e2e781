import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText, isAbortError } from '@casino/core';

/** The texts of a failed call that brought no message of the server's (see `errorText`). */
export interface CallTexts {
  fallback: () => string;
  /** The lost-connection text; the fallback when not given. */
  network?: () => string;
}

/** The work of a call: it gets the signal that aborts it. */
export type CallAction = (signal: AbortSignal) => Promise<unknown>;

/**
 * Runs a widget's calls. `run` starts one unless one runs (a second submit while busy is
 * ignored); `restart` aborts the running one and starts anew (a newer request wins). The
 * running call is aborted when the widget goes away, and an aborted call sets no state.
 * With `texts`, a failure becomes `error` (the server's message, the network text or the
 * fallback); without, it is thrown on to the caller. `hold` keeps the state busy for good
 * (the page is being left after a success) and refuses every later run.
 */
export function useCall(texts?: CallTexts) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  const held = useRef(false);
  const latestTexts = useRef(texts);

  useEffect(() => {
    latestTexts.current = texts;
  });

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async (action: CallAction, replace: boolean) => {
    if (held.current || (running.current && !replace)) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const { signal } = controller;
    setBusy(true);
    setError(null);
    try {
      await action(signal);
    } catch (failure) {
      if (signal.aborted || isAbortError(failure)) return;
      const chosen = latestTexts.current;
      if (!chosen) throw failure;
      setError(errorText(failure, chosen.fallback(), chosen.network?.()));
    } finally {
      if (running.current === controller && !held.current) {
        running.current = null;
        if (!signal.aborted) setBusy(false);
      }
    }
  }, []);

  const run = useCallback((action: CallAction) => start(action, false), [start]);
  const restart = useCallback((action: CallAction) => start(action, true), [start]);

  /** Aborts the running call; the state is idle again. */
  const abort = useCallback(() => {
    if (held.current || !running.current) return;
    running.current.abort();
    running.current = null;
    setBusy(false);
  }, []);

  const hold = useCallback(() => {
    held.current = true;
    setBusy(true);
  }, []);

  /** Whether a call runs or the state is held, as of now (for a callback of an older render). */
  const isBusy = useCallback(() => held.current || running.current !== null, []);

  return { busy, isBusy, error, setError, run, restart, abort, hold };
}

export type Call = ReturnType<typeof useCall>;
