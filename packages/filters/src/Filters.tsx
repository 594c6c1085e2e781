import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { on } from '@casino/core';
import { TouchPanel } from '@casino/ui';
import { listsHooks } from '@casino/api';
import { ListController } from './controller';
import type { ListStatus } from './controller';
import type { FiltersProps } from './props';
import { text } from './messages';

/**
 * The list widget (SPEC §2 Lists, §4 Filters): binds the server-rendered list page to
 * the filter state in the URL hash, and below 768 px offers the filter panel in a
 * slide-in menu whose opening adds one history entry (Back closes it).
 */
export function Filters({ loadUrlBase, filterGroupUrl, list }: FiltersProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const controller = useRef<ListController | null>(null);
  const slot = useRef<HTMLDivElement>(null);
  /** The widget root: its loading bar follows the status without a React render. */
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = document.querySelector<HTMLElement>(list);
    if (!root) {
      console.error(`Widget "filters": no list page matches ${list}`);
      return;
    }
    const created = new ListController(root, {
      loadUrlBase,
      filterGroupUrl: filterGroupUrl ?? `${loadUrlBase.replace(/\/$/, '')}/group`,
      onStatus: (next: ListStatus) => bar.current?.setAttribute(listsHooks.status, next),
      onMenu: setMenuOpen,
    });
    controller.current = created;
    // A sort popover of another list (its own `group`) is not this list's.
    const off = on('sort:change', ({ value, group }) => {
      if (group === undefined || group === created.kind) created.setSort(value);
    });
    return () => {
      off();
      created.destroy();
      if (controller.current === created) controller.current = null;
    };
  }, [list, loadUrlBase, filterGroupUrl]);

  // The server's panel moves into the menu while it is open, and back afterwards.
  useLayoutEffect(() => {
    const target = slot.current;
    if (!menuOpen || !controller.current || !target) return;
    return controller.current.menu.holdPanel(target);
  }, [menuOpen]);

  const open = () => controller.current?.menu.show();
  const close = () => controller.current?.menu.close();

  return (
    <div ref={bar} className="cw-filters" data-status="idle">
      <button
        type="button"
        className="cw-filters__open"
        aria-expanded={menuOpen}
        aria-controls="cw-filters-menu"
        onClick={open}
      >
        {text.openMenu()}
      </button>
      <TouchPanel
        id="cw-filters-menu"
        open={menuOpen}
        onClose={close}
        side="left"
        label={text.menuTitle()}
      >
        <div ref={slot} className="cw-filters__menu" />
        <button type="button" className="cw-filters__done" onClick={close}>
          {text.showResults()}
        </button>
      </TouchPanel>
    </div>
  );
}
