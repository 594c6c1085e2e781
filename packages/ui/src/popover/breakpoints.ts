/**
 * SPEC §2 and §9: popovers and tooltips open on click or hover, chosen by attribute and
 * viewport width. Mobile below 768 px, tablet from 768 px, desktop from 992 px; a wider
 * breakpoint's choice falls back to the narrower one (mobile first, like CSS).
 */

/** Tablet from 768 px (SPEC §9, popovers). */
export const TABLET_MIN_WIDTH = 768;
/** Desktop from 992 px (SPEC §9, popovers). */
export const DESKTOP_MIN_WIDTH = 992;

export type TriggerMode = 'click' | 'hover';
export type ViewportKind = 'mobile' | 'tablet' | 'desktop';

export interface TriggerModes {
  /** Below 768 px, and wider when nothing else is said. */
  base: TriggerMode;
  /** From 768 px. */
  tablet?: TriggerMode;
  /** From 992 px. */
  desktop?: TriggerMode;
}

export function viewportKind(width: number): ViewportKind {
  if (width >= DESKTOP_MIN_WIDTH) return 'desktop';
  if (width >= TABLET_MIN_WIDTH) return 'tablet';
  return 'mobile';
}

export function resolveTrigger(modes: TriggerModes, width: number): TriggerMode {
  const kind = viewportKind(width);
  if (kind === 'desktop') return modes.desktop ?? modes.tablet ?? modes.base;
  if (kind === 'tablet') return modes.tablet ?? modes.base;
  return modes.base;
}

export function isTriggerMode(value: unknown): value is TriggerMode {
  return value === 'click' || value === 'hover';
}

/** The width the breakpoints compare with: the layout viewport, as CSS media queries do. */
export function viewportWidth(): number {
  return window.innerWidth;
}
