import { ARROW_EDGE_PADDING, POPOVER_OFFSET, VIEWPORT_MARGIN, computePlacement } from './placement';

const viewport = { width: 1000, height: 800 };
const floating = { width: 200, height: 100 };
/** A 40 × 20 anchor in the middle of the viewport. */
const middle = { top: 390, left: 480, width: 40, height: 20 };

describe('computePlacement', () => {
  it('puts the panel centred below the anchor by default side, with the arrow at the centre', () => {
    expect(computePlacement({ anchor: middle, floating, viewport, placement: 'bottom' })).toEqual({
      placement: 'bottom',
      top: 410 + POPOVER_OFFSET,
      left: 400,
      arrow: 100,
    });
  });

  it('places on each side when it fits', () => {
    const at = (placement: 'top' | 'left' | 'right') =>
      computePlacement({ anchor: middle, floating, viewport, placement });
    expect(at('top')).toEqual({
      placement: 'top',
      top: 390 - POPOVER_OFFSET - 100,
      left: 400,
      arrow: 100,
    });
    expect(at('right')).toEqual({
      placement: 'right',
      top: 350,
      left: 520 + POPOVER_OFFSET,
      arrow: 50,
    });
    expect(at('left')).toEqual({
      placement: 'left',
      top: 350,
      left: 480 - POPOVER_OFFSET - 200,
      arrow: 50,
    });
  });

  it('flips to the opposite side when the preferred one has no room', () => {
    const nearBottom = { ...middle, top: 740 };
    expect(
      computePlacement({ anchor: nearBottom, floating, viewport, placement: 'bottom' }),
    ).toMatchObject({ placement: 'top', top: 740 - POPOVER_OFFSET - 100 });
    const nearTop = { ...middle, top: 20 };
    expect(
      computePlacement({ anchor: nearTop, floating, viewport, placement: 'top' }),
    ).toMatchObject({ placement: 'bottom', top: 40 + POPOVER_OFFSET });
    const nearRight = { ...middle, left: 900 };
    expect(
      computePlacement({ anchor: nearRight, floating, viewport, placement: 'right' }),
    ).toMatchObject({ placement: 'left', left: 900 - POPOVER_OFFSET - 200 });
    const nearLeft = { ...middle, left: 30 };
    expect(
      computePlacement({ anchor: nearLeft, floating, viewport, placement: 'left' }),
    ).toMatchObject({ placement: 'right', left: 70 + POPOVER_OFFSET });
  });

  it('goes to the other axis when neither side of the preferred one fits (a narrow phone)', () => {
    const phone = { width: 360, height: 640 };
    const anchor = { top: 300, left: 160, width: 40, height: 20 };
    expect(
      computePlacement({ anchor, floating, viewport: phone, placement: 'right' }),
    ).toMatchObject({ placement: 'bottom', top: 320 + POPOVER_OFFSET, left: 80 });
  });

  it('takes the larger room above or below when nothing fits, and keeps it in the viewport', () => {
    const tall = { width: 990, height: 700 };
    const anchor = { top: 500, left: 480, width: 40, height: 20 };
    const place = computePlacement({ anchor, floating: tall, viewport, placement: 'bottom' });
    expect(place.placement).toBe('top');
    expect(place.top).toBe(VIEWPORT_MARGIN);
    // It stops short of the anchor rather than covering it.
    expect(place.maxHeight).toBe(500 - POPOVER_OFFSET - VIEWPORT_MARGIN);
  });

  it('flips a tall panel above an anchor low in the viewport (the vote popover at 1280 × 800)', () => {
    const desktop = { width: 1280, height: 800 };
    const link = { top: 610, left: 88, width: 286, height: 44 };
    const panel = { width: 320, height: 379 };
    const place = computePlacement({
      anchor: link,
      floating: panel,
      viewport: desktop,
      placement: 'bottom',
    });
    expect(place).toMatchObject({
      placement: 'top',
      top: 610 - POPOVER_OFFSET - 379,
      left: 88 + 143 - 160,
    });
    expect(place.maxHeight).toBeUndefined();
  });

  it('fits a panel too tall for either side into the larger room, to scroll inside', () => {
    const short = { width: 400, height: 500 };
    const anchor = { top: 280, left: 40, width: 320, height: 44 };
    const panel = { width: 320, height: 379 };
    const place = computePlacement({
      anchor,
      floating: panel,
      viewport: short,
      placement: 'bottom',
    });
    const roomAbove = 280 - POPOVER_OFFSET - VIEWPORT_MARGIN;
    expect(place).toMatchObject({ placement: 'top', top: VIEWPORT_MARGIN, maxHeight: roomAbove });
    // Below, with more room there, it starts under the anchor and stops at the margin.
    const lower = computePlacement({
      anchor: { ...anchor, top: 120 },
      floating: panel,
      viewport: short,
      placement: 'bottom',
    });
    expect(lower).toMatchObject({ placement: 'bottom', top: 164 + POPOVER_OFFSET });
    expect(lower.top + (lower.maxHeight ?? 0)).toBe(500 - VIEWPORT_MARGIN);
  });

  it('keeps a panel beside the anchor within the viewport height', () => {
    const landscape = { width: 844, height: 390 };
    const anchor = { top: 150, left: 24, width: 280, height: 44 };
    const place = computePlacement({
      anchor,
      floating: { width: 320, height: 379 },
      viewport: landscape,
      placement: 'bottom',
    });
    expect(place).toMatchObject({
      placement: 'right',
      top: VIEWPORT_MARGIN,
      maxHeight: 390 - VIEWPORT_MARGIN * 2,
    });
  });

  it('slides along the anchor to stay inside, the arrow still pointing at the anchor', () => {
    const atLeftEdge = { top: 100, left: 4, width: 24, height: 24 };
    const place = computePlacement({ anchor: atLeftEdge, floating, viewport, placement: 'bottom' });
    expect(place.left).toBe(VIEWPORT_MARGIN);
    expect(place.arrow).toBe(4 + 12 - VIEWPORT_MARGIN + 6);
    const atRightEdge = { top: 100, left: 980, width: 20, height: 24 };
    const right = computePlacement({ anchor: atRightEdge, floating, viewport, placement: 'top' });
    expect(right).toMatchObject({ placement: 'bottom', left: 1000 - VIEWPORT_MARGIN - 200 });
    // The anchor's centre (990) is past the panel's corner: the arrow stops at the padding.
    expect(right.arrow).toBe(200 - ARROW_EDGE_PADDING);
  });

  it('keeps the arrow at the centre of a panel too small for its padding', () => {
    const tiny = { width: 20, height: 10 };
    expect(
      computePlacement({ anchor: middle, floating: tiny, viewport, placement: 'bottom' }).arrow,
    ).toBe(10);
  });

  it('sticks a panel wider than the viewport to the start edge', () => {
    const wide = { width: 1200, height: 100 };
    expect(
      computePlacement({ anchor: middle, floating: wide, viewport, placement: 'bottom' }).left,
    ).toBe(VIEWPORT_MARGIN);
  });
});
