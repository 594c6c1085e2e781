/**
 * The breakpoints and device classes of SPEC §9, in one place for every widget.
 *
 * Viewport widths (what CSS media queries compare): mobile below 768 px, tablet from
 * 768 px, desktop from 992 px, the sliders' extra step at 1200 px, the wide layout from
 * 1400 px. Every width a widget decides on, in code or in a stylesheet, is one of
 * `WIDTH_BREAKPOINTS` (stylesheets.test.ts holds the stylesheets and the code to it).
 *
 * Device classes (what the screen is, whatever the window): a phone's longest side is
 * under 900 px; a tablet's shortest side is at least 600 px and its longest at most
 * 1400 px; anything else is a desktop. They read `screen`, never the viewport.
 */

/** SPEC §9: mobile below 768 px; tablet from 768 px (popovers, sliders). */
export const TABLET_MIN_WIDTH = 768;
/** SPEC §9: desktop from 992 px (popovers, sliders). */
export const DESKTOP_MIN_WIDTH = 992;
/** SPEC §9 "sliders 768, 992, 1200 px": the slider-only step above the desktop one. */
export const SLIDER_LARGE_MIN_WIDTH = 1200;
/** SPEC §9: the wide layout from 1400 px. */
export const WIDE_MIN_WIDTH = 1400;
/**
 * Every viewport width a layout may change at, ascending. A stylesheet says "from N" as
 * `@media (min-width: Npx)` and "below N" as `@media (max-width: N-0.02px)`, the
 * fraction keeping a zoomed viewport of N - 0.5 px from falling between the two.
 */
export const WIDTH_BREAKPOINTS = [
  TABLET_MIN_WIDTH,
  DESKTOP_MIN_WIDTH,
  SLIDER_LARGE_MIN_WIDTH,
  WIDE_MIN_WIDTH,
] as const;
/** `max-width` of "below N": N less this, never a whole pixel less. */
export const BELOW_WIDTH_STEP = 0.02;
/** SPEC §9: a phone's longest screen side is under 900 px. */
export const PHONE_MAX_LONG_SIDE = 900;
/** SPEC §9: a tablet's shortest screen side is at least 600 px ... */
export const TABLET_MIN_SHORT_SIDE = 600;
/** ... and its longest at most 1400 px. */
export const TABLET_MAX_LONG_SIDE = 1400;

export type ViewportKind = 'mobile' | 'tablet' | 'desktop';
export type DeviceClass = 'phone' | 'tablet' | 'desktop';

export interface ScreenSize {
  width: number;
  height: number;
}

export function viewportKind(width: number): ViewportKind {
  if (width >= DESKTOP_MIN_WIDTH) return 'desktop';
  if (width >= TABLET_MIN_WIDTH) return 'tablet';
  return 'mobile';
}

export const isMobileViewport = (width: number): boolean => viewportKind(width) === 'mobile';
export const isWideLayout = (width: number): boolean => width >= WIDE_MIN_WIDTH;

/** The class of a screen, turned either way (a phone held sideways is still a phone). */
export function deviceClass({ width, height }: ScreenSize): DeviceClass {
  const longest = Math.max(width, height);
  const shortest = Math.min(width, height);
  if (longest < PHONE_MAX_LONG_SIDE) return 'phone';
  if (shortest >= TABLET_MIN_SHORT_SIDE && longest <= TABLET_MAX_LONG_SIDE) return 'tablet';
  return 'desktop';
}

/** The width the viewport breakpoints compare with: the layout viewport, as media queries do. */
export function viewportWidth(): number {
  return typeof window === 'undefined' ? 0 : window.innerWidth;
}

/** This device's class, from its screen (CSS pixels). */
export function currentDeviceClass(): DeviceClass {
  return deviceClass({ width: window.screen.width, height: window.screen.height });
}
