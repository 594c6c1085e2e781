import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { POPOVER_DEFAULTS } from './controller';
import { Arrow, panelClasses } from './Popover';
import type { PopoverLookProps } from './Popover';
import { text } from './messages';
import { emitSortChange } from './sortEvent';
import { usePopover } from './usePopover';
import './popover.css';

export interface SortOption {
  /** The sort value sent on (`sort_by` of the filter state). */
  value: string;
  label: string;
}

export interface SortPopoverProps extends PopoverLookProps {
  options: readonly SortOption[];
  /** The chosen value when the owner keeps it; otherwise the popover keeps its own. */
  value?: string;
  /** The first chosen value when the popover keeps its own; default the first option. */
  defaultValue?: string;
  /** Called with the value the visitor chose (only when it changed). */
  onChange?: (value: string) => void;
  /** Sent with the `sort:change` event to tell several lists apart. */
  group?: string;
  /** The trigger's and the menu's label; default "Sort by". */
  label?: string;
  className?: string;
}

/**
 * SPEC §2 sort popover: a button showing the current sort that opens a menu of radio
 * items. Arrow keys, Home and End move, Enter or Space choose, Escape closes; the choice
 * goes to `onChange` and, as the typed `sort:change` event, to every other widget.
 */
export function SortPopover({
  options,
  value,
  defaultValue,
  onChange,
  group,
  label = text.sortBy(),
  placement = POPOVER_DEFAULTS.placement,
  theme = POPOVER_DEFAULTS.theme,
  arrow = POPOVER_DEFAULTS.arrow,
  className,
}: SortPopoverProps) {
  const id = useId();
  const menuId = `${id}-menu`;
  const [own, setOwn] = useState(defaultValue ?? options[0]?.value);
  const current = value ?? own;
  const chosenIndex = Math.max(
    0,
    options.findIndex((option) => option.value === current),
  );
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const { open, setAnchor, panelRef, arrowRef, controllerRef } = usePopover({
    kind: 'popover',
    placement,
    trigger: 'click',
    arrow,
  });

  useEffect(() => {
    // The menu button pattern: opening puts focus on the chosen item.
    if (open) items.current[chosenIndex]?.focus();
    // Only when it opens, not when the choice changes under it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const close = () => controllerRef.current?.hide({ restoreFocus: true });

  const choose = (next: string) => {
    close();
    if (next === current) return;
    setOwn(next);
    onChange?.(next);
    emitSortChange(next, group);
  };

  const focusItem = (index: number) => {
    const count = options.length;
    items.current[(index + count) % count]?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.current.findIndex((item) => item === document.activeElement);
    switch (event.key) {
      case 'ArrowDown':
        focusItem(index + 1);
        break;
      case 'ArrowUp':
        focusItem(index - 1);
        break;
      case 'Home':
        focusItem(0);
        break;
      case 'End':
        focusItem(options.length - 1);
        break;
      case 'Tab':
        // The menu closes and Tab goes on from its button to the next control.
        controllerRef.current?.hide({ restoreFocus: true });
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (open) focusItem(chosenIndex);
    else controllerRef.current?.show();
  };

  const currentLabel = options[chosenIndex]?.label ?? '';
  return (
    <div className={['cw-sort', className].filter(Boolean).join(' ')}>
      <button
        ref={setAnchor}
        type="button"
        className="cw-popover-trigger cw-sort__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onKeyDown={onTriggerKeyDown}
      >
        <span className="cw-sort__label">{label}:</span>{' '}
        <span className="cw-sort__value">{currentLabel}</span>
      </button>
      <div
        ref={(node) => {
          panelRef.current = node;
        }}
        className={panelClasses('popover', theme, arrow, 'cw-sort__panel')}
        hidden={!open}
      >
        {arrow && <Arrow ref={arrowRef} />}
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          className="cw-popover__body cw-sort__menu"
          onKeyDown={onMenuKeyDown}
        >
          {options.map((option, index) => (
            <button
              key={option.value}
              ref={(node) => {
                items.current[index] = node;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={index === chosenIndex}
              tabIndex={-1}
              className="cw-sort__option"
              onClick={() => choose(option.value)}
            >
              {option.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
