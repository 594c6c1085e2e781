/** The history state of the entry the mobile filter menu adds. */
export const MENU_HISTORY_KEY = 'cwFiltersMenu';

export const menuInHistory = () =>
  Boolean((history.state as Record<string, unknown> | null)?.[MENU_HISTORY_KEY]);

/** What the menu needs of its list: the filter state it must keep when Back closes it. */
export interface MenuHost {
  hash(): string;
  /** Called when the menu opens or closes (also by Back and Forward). */
  onMenu?: (open: boolean) => void;
}

/**
 * The mobile filter menu's state (below 768 px): opening adds one history entry, Back (or
 * closing) goes back over it and keeps the filters chosen in the menu, Forward reopens it.
 * It also holds the filter panel while open: the panel is found once, so the list's
 * listeners and lookups follow it wherever it is.
 */
export class FilterMenu {
  /** Whether the menu's history entry is the current one. */
  open = false;

  constructor(
    private readonly host: MenuHost,
    /** The server's filter panel (`[data-filters]`), if the page has one. */
    readonly panel: HTMLElement | null,
  ) {}

  show(): void {
    if (this.open) return;
    const state = { ...(history.state as object | null), [MENU_HISTORY_KEY]: true };
    history.pushState(state, '', location.href);
    this.setOpen(true);
  }

  /** Closes the menu by going back over its entry (as the browser's Back does). */
  close(): void {
    if (!this.open) return;
    if (menuInHistory()) history.back();
    else this.setOpen(false);
  }

  /**
   * Follows Back and Forward: true when the history move only opened or closed the menu
   * (the list's own state is then kept), false when the list must read the hash.
   */
  onHistory(): boolean {
    const inMenu = menuInHistory();
    if (this.open === inMenu) return false;
    this.setOpen(inMenu);
    if (inMenu) return false;
    // Back closed the menu: the filters chosen in it stay.
    const hash = this.host.hash();
    history.replaceState(
      history.state,
      '',
      `${location.pathname}${location.search}${hash ? `#${hash}` : ''}`,
    );
    return true;
  }

  /**
   * Moves the panel into the open menu's slot; the returned function puts it back where
   * it was (the menu's cleanup when it closes).
   */
  holdPanel(slot: HTMLElement): () => void {
    const panel = this.panel;
    const home = panel?.parentElement;
    if (!panel || !home) return () => undefined;
    const next = panel.nextSibling;
    slot.append(panel);
    return () => home.insertBefore(panel, next?.parentNode === home ? next : null);
  }

  private setOpen(open: boolean): void {
    this.open = open;
    this.host.onMenu?.(open);
  }
}
