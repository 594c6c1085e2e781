import {
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

const SIZE = 400;
/** A drag too slow to be a flick: 0.01 px/ms. */
const slow = (distance: number) => distance * 100;

describe('touch panel constants', () => {
  it('are the numbers of SPEC §9', () => {
    expect(PANEL_MIN_FLICK_SPEED).toBe(0.4);
    expect(PANEL_MIN_LONG_DRAG).toBe(0.5);
    expect(PANEL_MAX_DRIFT_PX).toBe(64);
    expect(PANEL_MIN_DRAG_PX).toBe(32);
    expect(PANEL_MAX_BACKDROP_OPACITY).toBe(0.7);
  });
});

describe('shouldClosePanel', () => {
  it('ignores a drag of 31 px however fast, and counts one of 32 px', () => {
    expect(shouldClosePanel({ distance: 31, size: SIZE, drift: 0, durationMs: 10 })).toBe(false);
    expect(shouldClosePanel({ distance: 32, size: SIZE, drift: 0, durationMs: 10 })).toBe(true);
  });

  it('closes on a flick faster than 0.4 px/ms: 0.39 snaps back, 0.41 closes', () => {
    expect(shouldClosePanel({ distance: 39, size: SIZE, drift: 0, durationMs: 100 })).toBe(false);
    expect(shouldClosePanel({ distance: 41, size: SIZE, drift: 0, durationMs: 100 })).toBe(true);
    // exactly 0.4 px/ms is not faster than 0.4
    expect(shouldClosePanel({ distance: 40, size: SIZE, drift: 0, durationMs: 100 })).toBe(false);
  });

  it('closes on a slow drag beyond half the size: 0.49 snaps back, 0.51 closes', () => {
    expect(shouldClosePanel({ distance: 196, size: SIZE, drift: 0, durationMs: slow(196) })).toBe(
      false,
    );
    expect(shouldClosePanel({ distance: 200, size: SIZE, drift: 0, durationMs: slow(200) })).toBe(
      false,
    );
    expect(shouldClosePanel({ distance: 204, size: SIZE, drift: 0, durationMs: slow(204) })).toBe(
      true,
    );
  });

  it('closes only with a sideways drift under 64 px: 63 closes, 64 and 65 snap back', () => {
    const flick = { distance: 300, size: SIZE, durationMs: 100 };
    expect(shouldClosePanel({ ...flick, drift: 63 })).toBe(true);
    expect(shouldClosePanel({ ...flick, drift: 64 })).toBe(false);
    expect(shouldClosePanel({ ...flick, drift: 65 })).toBe(false);
  });

  it('never closes on a drag the other way', () => {
    expect(shouldClosePanel({ distance: -300, size: SIZE, drift: 0, durationMs: 10 })).toBe(false);
  });

  it('treats an instant release as fast', () => {
    expect(shouldClosePanel({ distance: 40, size: SIZE, drift: 0, durationMs: 0 })).toBe(true);
  });
});

describe('movement and position', () => {
  it('measures towards the side the panel came from, drift across it', () => {
    expect(splitMovement('left', -50, 10)).toEqual({ distance: 50, drift: 10 });
    expect(splitMovement('right', 50, -10)).toEqual({ distance: 50, drift: 10 });
    expect(splitMovement('bottom', -10, 50)).toEqual({ distance: 50, drift: 10 });
  });

  it('counts a drag from 32 px and only while drifting less than 64 px', () => {
    expect(isPanelDrag(31, 0)).toBe(false);
    expect(isPanelDrag(32, 0)).toBe(true);
    expect(isPanelDrag(32, 63)).toBe(true);
    expect(isPanelDrag(32, 64)).toBe(false);
  });

  it('moves the panel by the drag once it counts, within its size', () => {
    expect(panelOffset(31, SIZE, false)).toBe(0);
    expect(panelOffset(32, SIZE, true)).toBe(32);
    expect(panelOffset(-20, SIZE, true)).toBe(0);
    expect(panelOffset(900, SIZE, true)).toBe(SIZE);
  });

  it.each([
    [0, 0.7],
    [40, 0.63],
    [100, 0.525],
    [200, 0.35],
    [300, 0.175],
    [400, 0],
    [-50, 0.7],
    [600, 0],
  ])('fades the backdrop with the panel: at %i px of 400, %f', (offset, opacity) => {
    expect(backdropOpacity(offset, SIZE)).toBeCloseTo(opacity, 5);
  });
});

describe('createPanelDrag', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds the panel for 31 px and moves it from 32 px', () => {
    const drag = createPanelDrag('left', SIZE, 300, 100);
    expect(drag.move(269, 100)).toEqual({ offset: 0, engaged: false });
    expect(drag.move(268, 100)).toEqual({ offset: 32, engaged: true });
    // once moving, it follows back below 32 px
    expect(drag.move(290, 100)).toEqual({ offset: 10, engaged: true });
  });

  it('times the gesture with the clock: 0.39 px/ms snaps back, 0.41 closes', () => {
    const slowFlick = createPanelDrag('right', 1000, 0, 0);
    vi.advanceTimersByTime(100);
    expect(slowFlick.end(39, 0).close).toBe(false);

    const flick = createPanelDrag('right', 1000, 0, 0);
    vi.advanceTimersByTime(100);
    expect(flick.end(41, 0).close).toBe(true);
  });

  it('remembers the largest drift of the gesture', () => {
    const drag = createPanelDrag('bottom', SIZE, 0, 0);
    drag.move(65, 10);
    vi.advanceTimersByTime(50);
    expect(drag.end(0, 300)).toMatchObject({ close: false, engaged: false });
  });
});
