import { useId, useState } from 'react';
import type { ReactNode, Ref } from 'react';
import { POPOVER_DEFAULTS } from './controller';
import type { PopoverTheme } from './controller';
import type { TriggerMode } from './breakpoints';
import type { Side } from './placement';
import { usePopover } from './usePopover';
import './popover.css';

export interface PopoverLookProps {
  /** Preferred side; flipped when it does not fit. Default bottom (SPEC §9). */
  placement?: Side;
  /** Default light (SPEC §9). */
  theme?: PopoverTheme;
  /** Default true (SPEC §9). */
  arrow?: boolean;
}

export interface PopoverTriggerProps {
  /** How it opens below 768 px (and wider unless said otherwise). Default click. */
  trigger?: TriggerMode;
  /** From 768 px. */
  triggerTablet?: TriggerMode;
  /** From 992 px. */
  triggerDesktop?: TriggerMode;
}

export interface PopoverProps extends PopoverLookProps, PopoverTriggerProps {
  /** What the trigger button shows; it is also the button's accessible name. */
  label: ReactNode;
  /** The panel's content. */
  children: ReactNode;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Extra class names of the trigger button. */
  className?: string;
  /** Extra class names of the panel. */
  panelClassName?: string;
}

export function panelClasses(
  kind: 'popover' | 'tooltip',
  theme: PopoverTheme,
  arrow: boolean,
  extra?: string,
): string {
  return [
    'cw-popover',
    kind === 'tooltip' && 'cw-tooltip',
    `cw-popover--${theme}`,
    arrow && 'cw-popover--arrow',
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

export function Arrow({ ref }: { ref: Ref<HTMLSpanElement> }) {
  return <span ref={ref} className="cw-popover__arrow" aria-hidden="true" />;
}

/**
 * A button that opens a panel beside it (a disclosure): click by default, or hover with
 * a 600 ms preview by breakpoint. Escape closes it and returns focus to the button; so
 * does choosing something outside. Only one popover is open at a time.
 */
export function Popover({
  label,
  className,
  panelClassName,
  onOpenChange,
  ...panel
}: PopoverProps) {
  const panelId = `${useId()}-popover`;
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        ref={setAnchor}
        type="button"
        className={['cw-popover-trigger', className].filter(Boolean).join(' ')}
        aria-expanded={open}
        aria-controls={panelId}
      >
        {label}
      </button>
      <PopoverPanel
        {...panel}
        anchor={anchor}
        id={panelId}
        className={panelClassName}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
      />
    </>
  );
}

export interface PopoverPanelProps extends PopoverLookProps, PopoverTriggerProps {
  /** The button it opens from, rendered by the caller with `aria-controls={id}`. */
  anchor: HTMLElement | null;
  id: string;
  children: ReactNode;
  defaultOpen?: boolean | undefined;
  /** Also how the caller shows the state on its button (`aria-expanded`). */
  onOpenChange?: ((open: boolean) => void) | undefined;
  className?: string | undefined;
}

/**
 * The panel of a popover whose button the caller renders: a widget can show its button
 * at once and load the panel (with this code) on the first click, opening it with
 * `defaultOpen`.
 */
export function PopoverPanel({
  anchor,
  id,
  children,
  placement = POPOVER_DEFAULTS.placement,
  theme = POPOVER_DEFAULTS.theme,
  arrow = POPOVER_DEFAULTS.arrow,
  trigger = POPOVER_DEFAULTS.trigger,
  triggerTablet,
  triggerDesktop,
  defaultOpen,
  onOpenChange,
  className,
}: PopoverPanelProps) {
  const { open, panelRef, arrowRef } = usePopover({
    kind: 'popover',
    placement,
    trigger,
    triggerTablet,
    triggerDesktop,
    arrow,
    defaultOpen,
    onOpenChange,
    anchor,
  });
  return (
    <div
      ref={(node) => {
        panelRef.current = node;
      }}
      id={id}
      className={panelClasses('popover', theme, arrow, className)}
      hidden={!open}
    >
      {arrow && <Arrow ref={arrowRef} />}
      <div className="cw-popover__body">{children}</div>
    </div>
  );
}
