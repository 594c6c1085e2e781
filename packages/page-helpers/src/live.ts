/** A helper that needs set-up per element: what it binds, and how. */
export interface LiveBinder {
  selector: string;
  /** Binds one element as it arrives; returns how to let it go (or nothing to undo). */
  bind(element: HTMLElement): (() => void) | null | void;
}

/**
 * Binds every element of `binders` inside `root` now and whenever HTML is added later
 * (filter results, load-more pages, lazy panels), and lets go of elements whose HTML
 * leaves the page. One MutationObserver looks only at the subtrees added and removed, so
 * a change costs what it inserts, never a scan of the whole page. Returns the stop, which
 * lets go of everything.
 */
export function bindLive(root: HTMLElement, binders: readonly LiveBinder[]): () => void {
  const bound = new Map<HTMLElement, Map<LiveBinder, () => void>>();
  const anySelector = binders.map((binder) => binder.selector).join(', ');

  const within = (node: Element): HTMLElement[] => [
    ...(node instanceof HTMLElement && node.matches(anySelector) ? [node] : []),
    ...node.querySelectorAll<HTMLElement>(anySelector),
  ];

  const add = (node: Element) => {
    for (const element of within(node)) {
      let own = bound.get(element);
      for (const binder of binders) {
        if (own?.has(binder) || !element.matches(binder.selector)) continue;
        const release = binder.bind(element) ?? (() => undefined);
        if (!own) bound.set(element, (own = new Map()));
        own.set(binder, release);
      }
    }
  };

  const release = (element: HTMLElement) => {
    const own = bound.get(element);
    if (!own) return;
    bound.delete(element);
    for (const letGo of own.values()) letGo();
  };

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) {
        // Moved, not gone: it stays bound.
        if (node instanceof Element && !node.isConnected) within(node).forEach(release);
      }
    }
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element && node.isConnected) add(node);
      }
    }
  });
  add(root);
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    [...bound.keys()].forEach(release);
  };
}
