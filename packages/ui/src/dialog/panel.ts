// The open dialog's code, apart from Dialog itself, so a widget can start loading it with
// its own code on an open without loading Dialog on every page.
import type { DialogPanel } from './DialogPanel';
// With the page's other styles (every page has a widget that can open a dialog), in the
// order they had: only the code waits for an open.
import './dialog.css';

/** The panel once loaded (a live binding: importers see it arrive). */
export let Panel: typeof DialogPanel | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the open dialog's code (focus trap, scroll lock, portal, styles) once for the
 * page. A chunk that does not arrive is tried again on the next open.
 */
export function loadDialogPanel(): Promise<void> {
  loading ??= import('./DialogPanel').then(
    (module) => {
      Panel = module.DialogPanel;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
