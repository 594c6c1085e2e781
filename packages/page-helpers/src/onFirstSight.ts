import { logFailedLoad } from '@casino/core';
import type { LiveBinder } from './live';

/** What a helper loaded on demand brings: its page listeners and its per-element set-up. */
export interface LoadedHelper {
  listen?(doc: Document): () => void;
  bind?(element: HTMLElement): (() => void) | null | void;
}

/**
 * A helper whose code is fetched when its hook first enters the page, so a page pays only
 * for the helpers its HTML uses. Its page listeners start once, then every element that
 * arrived binds. Returns the binder for `bindLive` and the stop.
 */
export function onFirstSight(
  name: string,
  selector: string,
  load: () => Promise<LoadedHelper>,
): { binder: LiveBinder; stop: () => void } {
  let loaded: Promise<LoadedHelper | null> | undefined;
  let stopListening: (() => void) | undefined;
  let stopped = false;

  const start = (doc: Document) =>
    (loaded ??= load().then(
      (helper) => {
        if (!stopped) stopListening = helper.listen?.(doc);
        return helper;
      },
      (error: unknown) => {
        // The server HTML stays as it is; the next page load tries again.
        logFailedLoad(`The ${name} helper`, error);
        return null;
      },
    ));

  const binder: LiveBinder = {
    selector,
    bind(element) {
      let release: (() => void) | null | void;
      let gone = false;
      void start(element.ownerDocument).then((helper) => {
        if (helper && !gone && !stopped && element.isConnected) release = helper.bind?.(element);
      });
      return () => {
        gone = true;
        release?.();
      };
    },
  };
  return {
    binder,
    stop: () => {
      stopped = true;
      stopListening?.();
    },
  };
}
