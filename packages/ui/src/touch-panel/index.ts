export {
  PANEL_MAX_BACKDROP_OPACITY,
  PANEL_MAX_DRIFT_PX,
  PANEL_MIN_DRAG_PX,
  PANEL_MIN_FLICK_SPEED,
  PANEL_MIN_LONG_DRAG,
  backdropOpacity,
  createPanelDrag,
  isPanelDrag,
  panelOffset,
  shouldClosePanel,
  splitMovement,
} from './gesture';
export type { PanelDrag, PanelDragEnd, PanelDragFrame, PanelGesture, PanelSide } from './gesture';
export { TouchPanel } from './TouchPanel';
export type { TouchPanelProps } from './TouchPanel';
