import { cloneElement, useCallback, useId } from 'react';
import type { CSSProperties, ReactElement, ReactNode, Ref } from 'react';
import {
  POPOVER_DEFAULTS,
  SECONDARY_TOOLTIP_MAX_WIDTH,
  TOOLTIP_DEFAULT_TRIGGER,
} from './controller';
import { Arrow, panelClasses } from './Popover';
import type { PopoverLookProps, PopoverTriggerProps } from './Popover';
import { usePopover } from './usePopover';
import './popover.css';

interface AnchorProps {
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string;
}

export interface TooltipProps extends PopoverLookProps, PopoverTriggerProps {
  /** The tooltip's text; it also becomes the described element's accessible description. */
  content: ReactNode;
  /** The one element the tooltip describes; it must take focus (a button, a link). */
  children: ReactElement<AnchorProps>;
  /** The wider secondary tooltip: at most 350 px (SPEC §9). */
  secondary?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/** The secondary tooltip's width limit, handed to the stylesheet. */
const SECONDARY_STYLE = {
  '--cw-popover-max-width': `${SECONDARY_TOOLTIP_MAX_WIDTH}px`,
} as CSSProperties;

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A tooltip (role="tooltip") describing its child through aria-describedby. It shows on
 * hover and on keyboard focus, and hides on Escape, on blur and when the pointer leaves
 * (after a short grace period to reach it).
 */
export function Tooltip({
  content,
  children,
  secondary = false,
  placement = POPOVER_DEFAULTS.placement,
  theme = POPOVER_DEFAULTS.theme,
  arrow = POPOVER_DEFAULTS.arrow,
  trigger = TOOLTIP_DEFAULT_TRIGGER,
  triggerTablet,
  triggerDesktop,
  defaultOpen,
  onOpenChange,
  className,
}: TooltipProps) {
  const tooltipId = `${useId()}-tooltip`;
  const { open, setAnchor, panelRef, arrowRef } = usePopover({
    kind: 'tooltip',
    placement,
    trigger,
    triggerTablet,
    triggerDesktop,
    arrow,
    defaultOpen,
    onOpenChange,
  });
  const childRef = children.props.ref;
  const anchorRef = useCallback(
    (node: HTMLElement | null) => {
      setAnchor(node);
      assignRef(childRef, node);
    },
    [setAnchor, childRef],
  );
  const describedBy = [children.props['aria-describedby'], tooltipId].filter(Boolean).join(' ');
  return (
    <>
      {cloneElement(children, { ref: anchorRef, 'aria-describedby': describedBy })}
      <span
        ref={(node) => {
          panelRef.current = node;
        }}
        role="tooltip"
        id={tooltipId}
        className={panelClasses(
          'tooltip',
          theme,
          arrow,
          [secondary && 'cw-tooltip--secondary', className].filter(Boolean).join(' '),
        )}
        style={secondary ? SECONDARY_STYLE : undefined}
        hidden={!open}
      >
        {arrow && <Arrow ref={arrowRef} />}
        <span className="cw-popover__body">{content}</span>
      </span>
    </>
  );
}
