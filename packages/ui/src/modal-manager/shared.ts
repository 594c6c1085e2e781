import { createModalManager } from './manager';
import type { ModalManager, ModalManagerOptions } from './manager';

let shared: ModalManager | null = null;
let nextOptions: ModalManagerOptions = {};

/** The page's one modal manager, made on first use with core's clock and storage. */
export function getModalManager(): ModalManager {
  shared ??= createModalManager(nextOptions);
  return shared;
}

/**
 * Stops and forgets the page's modal manager (tests, stories); the next one is made with
 * `options`. Stories pass `hasFocus: () => true`: Storybook shows them in an iframe that
 * seldom has the focus, which would hold back every modal that opens by itself.
 */
export function resetModalManager(options: ModalManagerOptions = {}): void {
  shared?.destroy();
  shared = null;
  nextOptions = options;
}
