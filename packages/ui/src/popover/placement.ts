/**
 * Where a popover goes: beside its anchor on the preferred side, flipped to the opposite
 * side (or, failing that, to another side) when it does not fit in the viewport, slid
 * along the anchor to stay inside, with the arrow still pointing at the anchor's centre.
 * A panel that fits nowhere goes above or below, where there is more room, with a
 * `maxHeight` to scroll inside, so it never runs past the viewport's top or bottom.
 * Pure arithmetic on viewport coordinates, so it is tested without a layout engine.
 */

export type Side = 'top' | 'right' | 'bottom' | 'left';

export const SIDES: readonly Side[] = ['top', 'right', 'bottom', 'left'];

/** Gap between the anchor and the panel, room for the arrow (px). */
export const POPOVER_OFFSET = 10;
/** The panel keeps this far from the viewport's edges (px). */
export const VIEWPORT_MARGIN = 8;
/** The arrow keeps this far from the panel's corners (px), clear of the rounded border. */
export const ARROW_EDGE_PADDING = 14;

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface PlacementInput {
  /** The anchor's box in viewport coordinates (`getBoundingClientRect()`). */
  anchor: Box;
  /** The panel's own size. */
  floating: Size;
  viewport: Size;
  /** The preferred side. */
  placement: Side;
  offset?: number;
  margin?: number;
  arrowPadding?: number;
}

export interface Placement {
  /** The side actually used, after flipping. */
  placement: Side;
  top: number;
  left: number;
  /**
   * Where the arrow's centre sits along the panel's edge that faces the anchor: from the
   * panel's left for top and bottom, from its top for left and right (px).
   */
  arrow: number;
  /**
   * Set only when the panel is taller than the room on the side used: the height it
   * must keep to (px), scrolling its content; `top` already counts with it.
   */
  maxHeight?: number;
}

const OPPOSITE: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

export const isVertical = (side: Side): boolean => side === 'top' || side === 'bottom';

export const oppositeSide = (side: Side): Side => OPPOSITE[side];

function clamp(value: number, min: number, max: number): number {
  // A panel larger than the room available sticks to the start edge.
  return max < min ? min : Math.min(Math.max(value, min), max);
}

/** The order in which sides are tried: preferred, opposite, then the other axis. */
function candidates(placement: Side): Side[] {
  const across: Side[] = isVertical(placement) ? ['right', 'left'] : ['bottom', 'top'];
  return [placement, OPPOSITE[placement], ...across];
}

export function computePlacement({
  anchor,
  floating,
  viewport,
  placement,
  offset = POPOVER_OFFSET,
  margin = VIEWPORT_MARGIN,
  arrowPadding = ARROW_EDGE_PADDING,
}: PlacementInput): Placement {
  const right = anchor.left + anchor.width;
  const bottom = anchor.top + anchor.height;
  const room: Record<Side, number> = {
    top: anchor.top - offset - margin,
    bottom: viewport.height - bottom - offset - margin,
    left: anchor.left - offset - margin,
    right: viewport.width - right - offset - margin,
  };
  const needed = (side: Side) => (isVertical(side) ? floating.height : floating.width);
  const order = candidates(placement);
  // Nothing fits: above or below, where there is more room (the earlier one on a tie),
  // since a panel too tall can scroll inside while one too wide cannot.
  const side =
    order.find((candidate) => room[candidate] >= needed(candidate)) ??
    order
      .filter(isVertical)
      .reduce((best, candidate) => (room[candidate] > room[best] ? candidate : best));

  // Too tall for the side taken: as tall as the room there (beside the anchor, the
  // viewport's height less its margins), scrolling inside.
  const heightRoom = Math.max(0, isVertical(side) ? room[side] : viewport.height - margin * 2);
  const maxHeight = floating.height > heightRoom ? Math.floor(heightRoom) : undefined;
  const height = maxHeight ?? floating.height;

  const maxTop = viewport.height - height - margin;
  const maxLeft = viewport.width - floating.width - margin;
  let top: number;
  let left: number;
  if (isVertical(side)) {
    top = side === 'bottom' ? bottom + offset : anchor.top - offset - height;
    left = anchor.left + anchor.width / 2 - floating.width / 2;
  } else {
    left = side === 'right' ? right + offset : anchor.left - offset - floating.width;
    top = anchor.top + anchor.height / 2 - height / 2;
  }
  top = Math.round(clamp(top, margin, maxTop));
  left = Math.round(clamp(left, margin, maxLeft));

  const edge = isVertical(side) ? floating.width : height;
  const anchorCentre = isVertical(side)
    ? anchor.left + anchor.width / 2 - left
    : anchor.top + anchor.height / 2 - top;
  const arrow =
    edge < arrowPadding * 2 ? edge / 2 : clamp(anchorCentre, arrowPadding, edge - arrowPadding);
  const place: Placement = { placement: side, top, left, arrow: Math.round(arrow) };
  if (maxHeight !== undefined) place.maxHeight = maxHeight;
  return place;
}
