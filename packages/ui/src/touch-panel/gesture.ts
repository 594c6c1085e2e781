import { clock } from '@casino/core';

/**
 * The swipe-to-close rules of the slide-in panels (SPEC §4 Touch panels, §9 Touch panel),
 * free of any framework: pure functions and a small pointer tracker.
 */

/** SPEC §9: a drag moves the panel only once it is this long (px). */
export const PANEL_MIN_DRAG_PX = 32;
/** SPEC §9: a release faster than this closes (px/ms, "min flick speed 0.4"). */
export const PANEL_MIN_FLICK_SPEED = 0.4;
/** SPEC §9: a drag beyond this share of the panel's size closes ("min long drag 0.5"). */
export const PANEL_MIN_LONG_DRAG = 0.5;
/** SPEC §9: a gesture that drifted sideways this far (px) or more never closes. */
export const PANEL_MAX_DRIFT_PX = 64;
/** SPEC §9: the backdrop's opacity with the panel fully open ("max backdrop opacity 0.7"). */
export const PANEL_MAX_BACKDROP_OPACITY = 0.7;

/** Where the panel slides in from; it closes by a swipe back towards that side. */
export type PanelSide = 'left' | 'right' | 'bottom';

export interface PanelGesture {
  /** How far the pointer went towards the closing side (px; negative: the other way). */
  distance: number;
  /** The panel's size along that axis: its width, or its height for a bottom panel (px). */
  size: number;
  /** How far the pointer went sideways, across that axis (px, the largest seen). */
  drift: number;
  /** From pointer down to release (ms). */
  durationMs: number;
}

/** The pointer's movement split into the closing direction and the sideways drift. */
export function splitMovement(side: PanelSide, dx: number, dy: number) {
  if (side === 'bottom') return { distance: dy, drift: Math.abs(dx) };
  return { distance: side === 'left' ? -dx : dx, drift: Math.abs(dy) };
}

/** Whether a drag has become a panel drag: 32 px towards closing, and not sideways. */
export function isPanelDrag(distance: number, drift: number): boolean {
  return distance >= PANEL_MIN_DRAG_PX && drift < PANEL_MAX_DRIFT_PX;
}

/**
 * Whether a released gesture closes the panel (SPEC §4): with a sideways drift under
 * 64 px, a drag of at least 32 px closes when it was faster than 0.4 px/ms on average
 * or went beyond half of the panel's size; anything else snaps back.
 */
export function shouldClosePanel({ distance, size, drift, durationMs }: PanelGesture): boolean {
  if (!isPanelDrag(distance, drift)) return false;
  const speed = distance / Math.max(durationMs, 1);
  return speed > PANEL_MIN_FLICK_SPEED || distance > PANEL_MIN_LONG_DRAG * size;
}

/** How far the panel is moved out (px): the drag once it counts, within the panel's size. */
export function panelOffset(distance: number, size: number, engaged: boolean): number {
  if (!engaged) return 0;
  return Math.min(Math.max(distance, 0), Math.max(size, 0));
}

/**
 * The backdrop follows the panel: 0.7 with the panel fully open, fading linearly to 0
 * as the panel is moved out by its whole size.
 */
export function backdropOpacity(offset: number, size: number): number {
  if (size <= 0) return PANEL_MAX_BACKDROP_OPACITY;
  const shown = 1 - Math.min(Math.max(offset, 0), size) / size;
  return Math.round(PANEL_MAX_BACKDROP_OPACITY * shown * 1000) / 1000;
}

export interface PanelDragFrame {
  /** The panel's offset from fully open (px). */
  offset: number;
  /** Whether the drag counts (moved 32 px towards closing without drifting sideways). */
  engaged: boolean;
}

export interface PanelDragEnd extends PanelDragFrame {
  close: boolean;
}

/**
 * Follows one pointer from down to release: `move` gives where the panel is; `end`
 * whether it closes. Time is read from core's clock, so tests use fake timers.
 */
export function createPanelDrag(side: PanelSide, size: number, startX: number, startY: number) {
  const startedAt = clock.now();
  let engaged = false;
  let drift = 0;
  let distance = 0;

  const track = (x: number, y: number): PanelDragFrame => {
    const movement = splitMovement(side, x - startX, y - startY);
    distance = movement.distance;
    drift = Math.max(drift, movement.drift);
    if (!engaged && isPanelDrag(distance, drift)) engaged = true;
    return { offset: panelOffset(distance, size, engaged), engaged };
  };

  return {
    move: track,
    end(x: number, y: number): PanelDragEnd {
      const frame = track(x, y);
      const close =
        frame.engaged &&
        shouldClosePanel({ distance, size, drift, durationMs: clock.now() - startedAt });
      return { ...frame, close };
    },
  };
}

export type PanelDrag = ReturnType<typeof createPanelDrag>;
