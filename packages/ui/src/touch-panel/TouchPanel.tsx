import { useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent, MouseEvent, PointerEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { t } from '@casino/core';
import { pageHooks } from '@casino/api';
import { backdropOpacity, createPanelDrag } from './gesture';
import type { PanelDrag, PanelSide } from './gesture';
import { useModalFocus } from './modalFocus';
import './touch-panel.css';

export interface TouchPanelProps {
  open: boolean;
  /** Asked to close: by a swipe, Escape, the backdrop or the close button. */
  onClose: () => void;
  /** Where the panel slides in from. */
  side?: PanelSide;
  /** The dialog's accessible name, e.g. "Filters". */
  label: string;
  children: ReactNode;
  id?: string;
  className?: string;
}

/** Where a drag does not start: fields and anything marked with data-panel-no-drag. */
const NO_DRAG = `input, textarea, select, [contenteditable], [${pageHooks.panelNoDrag}]`;

interface ActiveDrag {
  pointerId: number;
  size: number;
  tracker: PanelDrag;
  captured: boolean;
}

function transformFor(side: PanelSide, offset: number): string {
  if (side === 'bottom') return `translateY(${offset}px)`;
  return `translateX(${side === 'left' ? -offset : offset}px)`;
}

/**
 * A slide-in panel over a backdrop (SPEC §2 interface helpers, §4 Touch panels): a
 * modal dialog that a swipe back towards its side closes (see gesture.ts), as do
 * Escape, a click on the backdrop and its close button. While a drag moves it, the
 * backdrop fades with it. The focus moves in on open, stays in and returns on close.
 */
export function TouchPanel({
  open,
  onClose,
  side = 'left',
  label,
  children,
  id,
  className,
}: TouchPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const drag = useRef<ActiveDrag | null>(null);
  const swallowClick = useRef(false);
  const [frame, setFrame] = useState<{ offset: number; size: number } | null>(null);
  useModalFocus(panel, open);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swallowClick.current = false;
    if (!open || drag.current || !event.isPrimary) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (event.target instanceof Element && event.target.closest(NO_DRAG)) return;
    const box = event.currentTarget.getBoundingClientRect();
    const measured = side === 'bottom' ? box.height : box.width;
    const size = measured || (side === 'bottom' ? window.innerHeight : window.innerWidth);
    drag.current = {
      pointerId: event.pointerId,
      size,
      tracker: createPanelDrag(side, size, event.clientX, event.clientY),
      captured: false,
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const active = drag.current;
    if (!active || event.pointerId !== active.pointerId) return;
    const moved = active.tracker.move(event.clientX, event.clientY);
    if (!moved.engaged) return;
    if (!active.captured) {
      active.captured = true;
      // The rest of the drag is the panel's, even outside it.
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // a pointer that is already gone
      }
    }
    setFrame({ offset: moved.offset, size: active.size });
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const active = drag.current;
    if (!active || event.pointerId !== active.pointerId) return;
    drag.current = null;
    const end = active.tracker.end(event.clientX, event.clientY);
    setFrame(null);
    // A drag that moved the panel is not a click on what it was released over.
    swallowClick.current = end.engaged;
    if (end.close) onClose();
  };

  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setFrame(null);
  };

  const onClickCapture = (event: MouseEvent) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  const panelStyle: CSSProperties | undefined =
    open && frame ? { transform: transformFor(side, frame.offset) } : undefined;
  const backdropStyle: CSSProperties = {
    opacity: open ? backdropOpacity(frame?.offset ?? 0, frame?.size ?? 1) : 0,
  };

  return createPortal(
    <div
      className={['cw-touch-panel', className].filter(Boolean).join(' ')}
      data-side={side}
      data-state={open ? 'open' : 'closed'}
      data-dragging={frame ? 'true' : undefined}
      inert={!open}
    >
      <div className="cw-touch-panel__backdrop" style={backdropStyle} onClick={onClose} />
      <div
        ref={panel}
        id={id}
        className="cw-touch-panel__panel"
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        style={panelStyle}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onClickCapture={onClickCapture}
      >
        {side === 'bottom' && <div className="cw-touch-panel__handle" aria-hidden="true" />}
        <button
          type="button"
          className="cw-touch-panel__close"
          aria-label={t('touchPanel.close', 'Close')}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
        <div className="cw-touch-panel__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
