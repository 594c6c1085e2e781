import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';

export interface MenuItem {
  id: string;
  label: string;
  /** One of a group of choices (menuitemradio): whether it is the active one. */
  checked?: boolean | undefined;
}

interface ActionMenuProps {
  /** The accessible name of the menu button. */
  label: string;
  items: MenuItem[];
  /** A chosen item; the focus is back on the menu button when this runs. */
  onChoose: (id: string) => void;
}

/**
 * The moderation menu of a post or the thread (the WAI-ARIA menu button): Enter, Space or
 * ArrowDown open it on the first item, ArrowUp on the last; arrows, Home and End move;
 * Escape and Tab close it; the focus goes back to the button.
 */
export function ActionMenu({ label, items, onChoose }: ActionMenuProps) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const entries = useRef<(HTMLButtonElement | null)[]>([]);
  const [active, setActive] = useState<number | null>(null);
  const open = active !== null;

  useEffect(() => {
    if (active !== null) entries.current[active]?.focus();
  }, [active]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!list.current?.contains(target) && !button.current?.contains(target)) setActive(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setActive(null);
    button.current?.focus();
  };
  const choose = (item: MenuItem) => {
    close();
    onChoose(item.id);
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (['ArrowDown', 'Enter', ' '].includes(event.key)) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(items.length - 1);
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const current = active ?? 0;
    const moves: Record<string, number> = {
      ArrowDown: current === last ? 0 : current + 1,
      ArrowUp: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      setActive(null);
    }
  };

  return (
    <span className="cw-forum-moderation__menu">
      <button
        ref={button}
        type="button"
        className="cw-forum-moderation__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => (open ? setActive(null) : setActive(0))}
        onKeyDown={onButtonKey}
      >
        {label}
      </button>
      {open && (
        <ul
          ref={list}
          id={id}
          role="menu"
          aria-label={label}
          className="cw-forum-moderation__items"
          onKeyDown={onMenuKey}
        >
          {items.map((item, index) => (
            <li key={item.id} role="none">
              <button
                ref={(element) => {
                  entries.current[index] = element;
                }}
                type="button"
                role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
                aria-checked={item.checked}
                tabIndex={index === active ? 0 : -1}
                onClick={() => choose(item)}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
