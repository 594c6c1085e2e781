import { createContext, useContext, useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { LazyContent, useLoadOnceStore } from '../tabs/LazyContent';
import type { LazyContentValue } from '../tabs/LazyContent';
import type { OnceLoadFn, OnceLoadStore } from '../tabs/loadOnce';
import { expandableState, toggleOpen } from './openState';
import './expandable.css';

interface GroupContext {
  open: string | null;
  toggle: (name: string) => void;
  store: OnceLoadStore<LazyContentValue>;
}

const Group = createContext<GroupContext | null>(null);

export interface ExpandableGroupProps {
  children: ReactNode;
  /** The name of the box open at first; none by default. */
  defaultOpen?: string;
  /** Told the name of the box that opened, or null when the open one closed. */
  onChange?: (open: string | null) => void;
  className?: string;
}

/** A group of expandable boxes of which only one is open at a time. */
export function ExpandableGroup({
  children,
  defaultOpen,
  onChange,
  className,
}: ExpandableGroupProps) {
  const [open, setOpen] = useState<string | null>(defaultOpen ?? null);
  const store = useLoadOnceStore('Expandable box');
  const toggle = (name: string) => {
    const next = toggleOpen(open, name);
    setOpen(next);
    onChange?.(next);
  };
  return (
    <Group.Provider value={{ open, toggle, store }}>
      <div className={['cw-expandable-group', className].filter(Boolean).join(' ')}>{children}</div>
    </Group.Provider>
  );
}

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface ExpandableBoxProps {
  /** The box's name in its group; a generated one by default. */
  name?: string;
  title: ReactNode;
  /** Content known when rendering. */
  children?: ReactNode;
  /** Loads the content the first time the box opens; it is never loaded again. */
  load?: OnceLoadFn<LazyContentValue>;
  /** Open at first (a box outside a group; in a group, see `defaultOpen`). */
  defaultOpen?: boolean;
  /** The level of the heading around the toggle button. */
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * A box whose button shows and hides its content (aria-expanded, aria-controls). In an
 * `ExpandableGroup` opening it closes the others. With `load` it is collapsed, loading
 * once, expanded, then toggles without loading again.
 */
export function ExpandableBox({
  name,
  title,
  children,
  load,
  defaultOpen = false,
  headingLevel = 3,
  className,
}: ExpandableBoxProps) {
  const id = useId();
  const key = name ?? id;
  const group = useContext(Group);
  const ownStore = useLoadOnceStore('Expandable box');
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const store = group?.store ?? ownStore;
  const open = group ? group.open === key : ownOpen;
  const entry = store.get(key);
  const state = expandableState(open, load ? entry.status : null);

  // Content loads the first time the box is open (also a box open from the start).
  useEffect(() => {
    if (open && load) store.load(key, load);
  }, [open, load, store, key]);

  const toggle = () => {
    if (group) group.toggle(key);
    else setOwnOpen(!ownOpen);
  };

  const Heading = `h${headingLevel}` as const;
  const buttonId = `${id}-button`;
  const contentId = `${id}-content`;
  return (
    <div className={['cw-expandable', className].filter(Boolean).join(' ')} data-state={state}>
      <Heading className="cw-expandable__heading">
        <button
          type="button"
          id={buttonId}
          className="cw-expandable__button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={toggle}
        >
          <span className="cw-expandable__title">{title}</span>
          <svg
            className="cw-expandable__icon"
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
          </svg>
        </button>
      </Heading>
      <div
        id={contentId}
        role="region"
        aria-labelledby={buttonId}
        className="cw-expandable__content"
        hidden={!open}
        aria-busy={state === 'loading' ? true : undefined}
      >
        {children}
        {load && (open || entry.status !== 'idle') && <LazyContent entry={entry} />}
      </div>
    </div>
  );
}
