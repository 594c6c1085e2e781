/**
 * Room for the next page of a list while it loads. On a slow network the answer comes
 * long after the click (or the infinite load) that asked for it: by then the visitor may be
 * reading what is below the list, and a page of items going in would push it all down, a
 * layout shift the click no longer excuses. The room goes in at once, below the items,
 * about the height the last page took, and the items take its place: what is below the
 * list moves when the load starts (with the click, or offscreen for an infinite load, which
 * starts only while its control is below the viewport) and not again when the items come.
 *
 * Neither the room nor the control that goes with the answer may anchor the browser's
 * scrolling (`overflow-anchor`): a visitor who scrolled past the room keeps what they read
 * in place while the items come above it.
 *
 * Items do not always have their height when they go in: cards out of view wait for it
 * (`content-visibility`). What the room holds is the list's height plus its own, so it
 * shrinks as the items grow, in the same frame (a ResizeObserver), and goes when they fill
 * it. What a short last page leaves of it stays until it is far below the view, where
 * taking it out moves nothing the visitor could see, even while they scroll.
 */

export interface PageRoom {
  /** The items went in: the room makes way for them as they get their height. */
  filled(): void;
  /** The load failed: the room goes, and the next load measures from the same start. */
  remove(): void;
}

const NO_ROOM: PageRoom = { filled() {}, remove() {} };

/**
 * While the page loads, the room shows where its items will come (the control's own busy
 * state may be below the view): bars in the surface's alternate colour, fading in and out
 * unless the visitor asked for less motion. Styled here, not in a stylesheet: the lists'
 * host pages style the rest of the list themselves.
 */
const SKELETON =
  'repeating-linear-gradient(to bottom, transparent 0 1rem, var(--cw-color-surface-alt) 1rem 2.5rem, transparent 2.5rem 3.5rem, var(--cw-color-surface-alt) 3.5rem 4.5rem, transparent 4.5rem 10rem)';
const PULSE_MS = 1600;

function showLoading(room: HTMLElement): () => void {
  room.style.background = SKELETON;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const pulse = reduced
    ? null
    : room.animate?.([{ opacity: 1 }, { opacity: 0.4 }], {
        duration: PULSE_MS,
        direction: 'alternate',
        iterations: Infinity,
      });
  // A cancelled animation rejects its `finished`: an expected end, not an error.
  pulse?.finished.catch(() => {});
  return () => {
    pulse?.cancel();
    room.style.background = '';
  };
}

/** Runs `remove` once `room` is more than a view's height below the view. */
function whenFarBelowView(room: HTMLElement, remove: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const watch = new IntersectionObserver(
    ([entry]) => {
      // Not near the view: above it (scrolled past) it stays, the page above would move.
      if (entry?.isIntersecting || room.getBoundingClientRect().top < window.innerHeight) return;
      remove();
    },
    { rootMargin: '0px 0px 100% 0px' },
  );
  watch.observe(room);
  return () => watch.disconnect();
}

/**
 * Rooms for the pages of a list. A page's height is what the list grew by with the page
 * before (the server's page for the first load).
 */
export function pageRooms() {
  let heightsBefore = new WeakMap<Element, number>();
  /** Each list's room still making way for its last page's items: takes it out. */
  const making = new Map<Element, () => number>();

  /**
   * Reserves a page's room below `list`'s items for the page `control` loads; none for a
   * list that grows sideways (a slider's track).
   */
  function reserve(list: Element | null | undefined, control: HTMLElement): PageRoom {
    const items = list?.children;
    if (!list || !items || items.length < 2) return NO_ROOM;
    const first = items[0]!.getBoundingClientRect();
    const last = items[items.length - 1]!.getBoundingClientRect();
    if (last.top <= first.top) return NO_ROOM;
    // What the last page's room still holds becomes part of this one.
    const left = making.get(list)?.() ?? 0;
    const height = list.getBoundingClientRect().height;
    const pageHeight = height - (heightsBefore.get(list) ?? 0);
    if (pageHeight + left <= 0) return NO_ROOM;
    const room = document.createElement('div');
    room.setAttribute('aria-hidden', 'true');
    room.dataset.pageRoom = '';
    room.style.height = `${pageHeight + left}px`;
    room.style.overflowAnchor = 'none';
    control.style.overflowAnchor = 'none';
    list.after(room);
    const loaded = showLoading(room);
    let stop = () => {};
    /** Takes the room out; returns the height it held. */
    const remove = () => {
      stop();
      making.delete(list);
      const held = room.isConnected ? parseFloat(room.style.height) : 0;
      room.remove();
      control.style.overflowAnchor = '';
      return held;
    };
    return {
      filled() {
        loaded();
        heightsBefore.set(list, height);
        const total = height + pageHeight + left;
        let held = pageHeight + left;
        // Never more than it held: a list that shrinks (new results) gets no new gap.
        const fit = () => {
          held = Math.min(held, total - list.getBoundingClientRect().height);
          if (held <= 0) return void remove();
          room.style.height = `${held}px`;
        };
        fit();
        if (!room.isConnected) return;
        if (typeof ResizeObserver === 'undefined') return void remove();
        const resize = new ResizeObserver(fit);
        resize.observe(list);
        const unwatch = whenFarBelowView(room, remove);
        stop = () => {
          resize.disconnect();
          unwatch();
        };
        making.set(list, remove);
      },
      remove: () => void remove(),
    };
  }

  return {
    reserve,
    /** New results: no room is left, and their first load takes the server's page again. */
    reset() {
      for (const remove of making.values()) remove();
      heightsBefore = new WeakMap();
    },
  };
}
