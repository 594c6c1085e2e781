import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Runs one async action at a time: a second click while it runs is ignored, and the
 * action is aborted when the widget goes away so no state is set after unmount.
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(async (action: (signal: AbortSignal) => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    controller.current = new AbortController();
    const { signal } = controller.current;
    try {
      await action(signal);
    } catch (error) {
      if (!signal.aborted) throw error;
    } finally {
      running.current = false;
      if (!signal.aborted) setBusy(false);
    }
  }, []);

  return { busy, run };
}
