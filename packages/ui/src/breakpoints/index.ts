export {
  BELOW_WIDTH_STEP,
  DESKTOP_MIN_WIDTH,
  PHONE_MAX_LONG_SIDE,
  SLIDER_LARGE_MIN_WIDTH,
  TABLET_MAX_LONG_SIDE,
  TABLET_MIN_SHORT_SIDE,
  TABLET_MIN_WIDTH,
  WIDE_MIN_WIDTH,
  WIDTH_BREAKPOINTS,
  currentDeviceClass,
  deviceClass,
  isMobileViewport,
  isWideLayout,
  viewportKind,
  viewportWidth,
} from './breakpoints';
export type { DeviceClass, ScreenSize, ViewportKind } from './breakpoints';
