import { viewportKind } from '../breakpoints';

/**
 * SPEC §2 and §9: popovers and tooltips open on click or hover, chosen by attribute and
 * viewport width. Mobile below 768 px, tablet from 768 px, desktop from 992 px; a wider
 * breakpoint's choice falls back to the narrower one (mobile first, like CSS).
 */

export type TriggerMode = 'click' | 'hover';

export interface TriggerModes {
  /** Below 768 px, and wider when nothing else is said. */
  base: TriggerMode;
  /** From 768 px. */
  tablet?: TriggerMode;
  /** From 992 px. */
  desktop?: TriggerMode;
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
