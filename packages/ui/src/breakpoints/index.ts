export {
  DESKTOP_MIN_WIDTH,
  PHONE_MAX_LONG_SIDE,
  TABLET_MAX_LONG_SIDE,
  TABLET_MIN_SHORT_SIDE,
  TABLET_MIN_WIDTH,
  WIDE_MIN_WIDTH,
  currentDeviceClass,
  deviceClass,
  isMobileViewport,
  isWideLayout,
  viewportKind,
  viewportWidth,
} from './breakpoints';
export type { DeviceClass, ScreenSize, ViewportKind } from './breakpoints';
