import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { watchTableOverflow } from './overflow';
import './sticky-table.css';

export interface StickyTableProps {
  /** The accessible name of the scrolling area (it takes keyboard focus to scroll). */
  label: string;
  /** One `<table>`; its first column stays in place while the rest scrolls sideways. */
  children: ReactNode;
  className?: string;
}

/**
 * A table whose first column sticks while the others scroll sideways; the table is
 * flagged (`data-overflow`, `cw-sticky-table--overflow`) when wider than the area.
 */
export function StickyTable({ label, children, className }: StickyTableProps) {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const table = area.current?.querySelector('table');
    if (!area.current || !table) return;
    return watchTableOverflow(table, area.current);
  }, [children]);
  return (
    <div
      ref={area}
      className={['cw-sticky-table', className].filter(Boolean).join(' ')}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
