import { useId, useRef, useState } from 'react';
import { useFocusHandoff } from '../focusHandoff';
import { text } from './messages';
import type { ArticleMenuProps, MenuItem } from './props';
import { readOpened, writeOpened } from './menuCookie';

/** The ids of every item that has sections, at any depth. */
function itemsWithSections(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) =>
    item.children?.length ? [item.id, ...itemsWithSections(item.children)] : [],
  );
}

/**
 * The article's collapsible menu: items with sections open and close by a button beside
 * their link; the opened ones are remembered for an hour in a cookie (which the CMS may
 * read too, to render them open). Until the visitor has chosen, it starts as the server's
 * list was rendered (`opened`, or every item), so its first render moves nothing.
 */
export function ArticleMenu({ label, items, opened: serverOpened }: ArticleMenuProps) {
  const [opened, setOpened] = useState<string[]>(
    () => readOpened() ?? serverOpened ?? itemsWithSections(items),
  );
  const firstLink = useRef<HTMLElement | null>(null);
  useFocusHandoff(firstLink);
  const toggle = (id: string) => {
    const next = opened.includes(id) ? opened.filter((item) => item !== id) : [...opened, id];
    setOpened(next);
    writeOpened(next);
  };
  return (
    // In-page links scroll below the fixed header, as the server's list did (page helpers).
    <nav
      className="cw-menu"
      aria-label={label}
      data-cw-smooth-scroll=""
      ref={(element) => {
        firstLink.current = element?.querySelector('a') ?? null;
      }}
    >
      <MenuList items={items} opened={opened} onToggle={toggle} />
    </nav>
  );
}

interface MenuListProps {
  items: readonly MenuItem[];
  opened: readonly string[];
  onToggle: (id: string) => void;
  id?: string;
  hidden?: boolean;
}

function MenuList({ items, opened, onToggle, id, hidden }: MenuListProps) {
  return (
    <ul className="cw-menu__list" id={id} hidden={hidden}>
      {items.map((item) => (
        <MenuEntry key={item.id} item={item} opened={opened} onToggle={onToggle} />
      ))}
    </ul>
  );
}

function MenuEntry({
  item,
  opened,
  onToggle,
}: {
  item: MenuItem;
  opened: readonly string[];
  onToggle: (id: string) => void;
}) {
  const listId = useId();
  const open = opened.includes(item.id);
  const children = item.children ?? [];
  return (
    <li className="cw-menu__item">
      <span className="cw-menu__row">
        <a href={item.href}>{item.label}</a>
        {children.length > 0 && (
          <button
            type="button"
            className="cw-menu__toggle"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={text.expand(item.label)}
            onClick={() => onToggle(item.id)}
          >
            <span aria-hidden="true">{open ? '−' : '+'}</span>
          </button>
        )}
      </span>
      {children.length > 0 && (
        <MenuList items={children} opened={opened} onToggle={onToggle} id={listId} hidden={!open} />
      )}
    </li>
  );
}
