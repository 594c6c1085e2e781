/** Handed each click on the page, primary or middle (`auxclick`). */
export type ClickHandler = (event: MouseEvent) => void;

export interface PageClicks {
  /** Hands `handler` the page's clicks until the function it gives back is called. */
  add(handler: ClickHandler): () => void;
  stop(): void;
}

const LISTENER = { capture: true, passive: true } as const;

/**
 * One passive listener for the page's clicks, shared by the link tracking, the click
 * tracking and the score. The browser's call into a listener costs the main thread about
 * as much as what each of them does with a click, so a click makes one call, not three.
 * A handler that throws is logged and does not keep the click from the others.
 */
export function pageClicks(): PageClicks {
  const handlers = new Set<ClickHandler>();
  const onClick = (event: MouseEvent) => {
    for (const handle of handlers) {
      try {
        handle(event);
      } catch (error) {
        console.error('A click handler failed', error);
      }
    }
  };
  document.addEventListener('click', onClick, LISTENER);
  document.addEventListener('auxclick', onClick, LISTENER);
  return {
    add(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    stop() {
      handlers.clear();
      document.removeEventListener('click', onClick, LISTENER);
      document.removeEventListener('auxclick', onClick, LISTENER);
    },
  };
}
