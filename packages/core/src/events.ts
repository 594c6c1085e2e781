/**
 * Typed events between widgets. Widgets are built separately and never import each
 * other; they meet here. Events travel on `document` so that server-rendered scripts can
 * take part too. Features add their events by augmenting `WidgetEvents`:
 *
 *   declare module '@casino/core' { interface WidgetEvents { 'auth:open': { tab: 'LOGIN' } } }
 */
export interface WidgetEvents {
  /** Ask for a modal by id (SPEC §2: modals open and close by id). */
  'modal:open': { id: string };
  'modal:close': { id: string };
  /** A modal is disabled persistently (the newsletter after a successful signup). */
  'modal:disabled': { id: string };
}

const PREFIX = 'casino:';

export function emit<K extends keyof WidgetEvents>(name: K, detail: WidgetEvents[K]): void {
  document.dispatchEvent(new CustomEvent(PREFIX + name, { detail }));
}

/** Listens to an event; returns the function that stops listening. */
export function on<K extends keyof WidgetEvents>(
  name: K,
  handler: (detail: WidgetEvents[K]) => void,
): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<WidgetEvents[K]>).detail);
  document.addEventListener(PREFIX + name, listener);
  return () => document.removeEventListener(PREFIX + name, listener);
}
