/** The server HTML around the overlay: the game it covers and the finished box. */

function find(selector: string): HTMLElement | null {
  try {
    return document.querySelector<HTMLElement>(selector);
  } catch {
    // A selector the browser cannot read finds nothing; the props schema only checks it is text.
    return null;
  }
}

/** While the overlay shows, the game stays out of sight and out of the keyboard's reach. */
export function coverGame(selector: string): void {
  const game = find(selector);
  if (game) game.hidden = true;
}

/**
 * SPEC §4: success reveals the game, or the finished box on a page without one. Gives
 * what was revealed, so that focus can go there.
 */
export function reveal(gameSelector: string, finishedSelector: string): HTMLElement | null {
  const shown = find(gameSelector) ?? find(finishedSelector);
  if (!shown) return null;
  shown.hidden = false;
  shown.removeAttribute('inert');
  return shown;
}

/** Moves focus to a revealed element, which may not take focus by itself. */
export function focusRevealed(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus();
}
