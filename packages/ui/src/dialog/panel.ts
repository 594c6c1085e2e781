// The open dialog's code, apart from Dialog itself, so a widget can start loading it with
// its own code on an open without loading Dialog on every page.
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
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

/**
 * A widget's dialog content as a component that loads on its first render, with the open
 * dialog's code started beside it rather than after it: for a widget that shows a button
 * on every page and a dialog on the few visits that open it.
 */
export function lazyDialogContent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => {
    // A panel that fails here is loaded again, and reported, by the dialog as it opens.
    void loadDialogPanel().catch(() => undefined);
    return load().then((component) => ({ default: component }));
  });
}
