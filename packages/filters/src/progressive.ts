import { listsHooks, pageHooks } from '@casino/api';
import { backendFragment } from '@casino/ui';

/**
 * Puts a large results fragment of the server on the page without a long task and
 * without hundreds of cards the visitor has not reached: the first screen of cards is
 * parsed and shown at once, in a new results element that replaces the old one in one
 * operation; the other cards stay unparsed text until the visitor comes near them (the
 * last card present within about a viewport of the visible area, or the keyboard focus
 * in it), then the next batch is parsed and appended. A 500-card answer is about 500 KB
 * of HTML; parsing, styling and laying it out at once would keep the main thread busy
 * for far longer than a frame, and every later change would have to tear it down.
 *
 * The fragment is the results element of the list (`[data-list-results]`) holding an
 * items list (`[data-list-items]`) whose children are the cards (`[data-card]`), then
 * what follows the cards (load-more link, pagination, list end), which comes with the last
 * batch. Cards are found by the HTML parser, never by searching the text (an attribute or
 * a comment may hold `<li data-card>`): the first screen from a slice of the answer (the
 * parser closes a card when the next one starts, so every card but the last of the slice
 * is whole), the rest from the whole answer, parsed inert once the first batch is due.
 * A fragment that does not read as expected is parsed whole.
 */

/** Cards parsed and shown at once at most: what a tall screen holds. */
export const FIRST_SCREEN_CARDS = 12;
/** A card's least height (10rem) in CSS pixels. */
export const CARD_MIN_HEIGHT_PX = 160;
/**
 * The first screen: as many cards as the viewport holds below the results' top (`top`,
 * relative to the viewport), and one more.
 */
export const firstScreenCards = (viewportHeight = window.innerHeight, top = 0) =>
  Math.min(
    FIRST_SCREEN_CARDS,
    Math.ceil(Math.max(0, viewportHeight - Math.max(0, top)) / CARD_MIN_HEIGHT_PX) + 1,
  );
/** Cards parsed and appended per batch when the visitor comes near the last one present. */
export const BATCH_CARDS = 20;
/** How near the last card present must come: within a viewport above or below the visible area. */
export const BATCH_ROOT_MARGIN = '100% 0px';
/** Idle-time work (a batch, the old results' removal) runs within this many milliseconds even when the page is never idle. */
export const IDLE_TIMEOUT_MS = 100;

/**
 * The least HTML of a card (a card is some 1 to 3 KB): the slice of the answer parsed first
 * holds this much for each card wanted and one more, and is doubled until it holds them.
 * Parsing more than that (cards that are then dropped) is main-thread work the visitor
 * waits for.
 */
export const CARD_LEAST_CHARS = 1024;

const isCard = (node: Element) => node.hasAttribute(pageHooks.card);

type Schedule = (step: () => void) => () => void;

/** Watches an element: `near` runs when it comes within `BATCH_ROOT_MARGIN` of the viewport. */
export type Watch = (target: Element, near: () => void) => () => void;

/** With an IntersectionObserver; without one (an old browser) the element counts as near at once. */
export const intersectionWatch: Watch = (target, near) => {
  if (typeof IntersectionObserver !== 'function') {
    let live = true;
    queueMicrotask(() => live && near());
    return () => (live = false);
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) near();
    },
    { rootMargin: BATCH_ROOT_MARGIN },
  );
  observer.observe(target);
  return () => observer.disconnect();
};

/**
 * Puts the new results in the old ones' place in one operation. The old results are taken
 * out of rendering at once (content-visibility: hidden, no size) and out of the page after
 * the new ones are painted: tearing down their cards' boxes would delay that paint.
 */
function swap(old: Element, results: Element, schedule: Schedule): void {
  // Before the old ones: ids that both hold (a card's details) find the new card's first.
  old.before(results);
  old.removeAttribute(listsHooks.listResults);
  old.setAttribute('aria-hidden', 'true');
  if (old instanceof HTMLElement) {
    old.style.contentVisibility = 'hidden';
    old.style.containIntrinsicSize = '0 0';
  } else old.setAttribute('hidden', '');
  schedule(() => old.remove());
}

/**
 * After the next frame (so the new results are painted first), in idle time where there
 * is requestIdleCallback (with a time-out), otherwise in a macrotask.
 */
export const idleSchedule: Schedule = (step) => {
  let cancel = () => undefined as void;
  const frame = requestAnimationFrame(() => {
    cancel = whenIdle(step);
  });
  cancel = () => cancelAnimationFrame(frame);
  return () => cancel();
};

/** In idle time where there is requestIdleCallback (with a time-out), otherwise in a macrotask. */
export const whenIdle: Schedule = (step) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(step, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(step, 0);
  return () => clearTimeout(id);
};

export interface ProgressiveRender {
  /** The new results element (already in the page). */
  results: Element;
  /** True while cards are still to come. */
  readonly pending: boolean;
  /** Resolves when every card is in (at once when there was nothing left to do). */
  done: Promise<void>;
  /** Parses and appends everything left now (before a load more, for example). */
  flush(): void;
  /** Drops what is left (the results are being replaced). */
  cancel(): void;
}

export interface ProgressiveOptions {
  /** Removes the old results later (default: in idle time after the next frame). */
  schedule?: Schedule;
  /** Runs a batch brought by the viewport (default: in idle time, the visitor is a viewport away). */
  batchSchedule?: Schedule;
  /** Tells when the last card present comes near (default: an IntersectionObserver). */
  watch?: Watch;
  /** Cards shown at once (default: `firstScreenCards()` below the current results' top). */
  firstScreen?: number;
}

/**
 * Replaces `current` with the results of `html`: the first screen of cards
 * now, the rest `BATCH_CARDS` at a time as the visitor comes near the last card present.
 * Small answers are simply parsed whole.
 */
export function renderProgressively(
  current: Element,
  html: string,
  {
    schedule = idleSchedule,
    batchSchedule = whenIdle,
    watch = intersectionWatch,
    // Read before anything is written: the layout is still clean, so this costs no layout.
    firstScreen = firstScreenCards(window.innerHeight, current.getBoundingClientRect().top),
  }: ProgressiveOptions = {},
): ProgressiveRender {
  // A long answer: more cards than the first screen and half a batch.
  const wanted = firstScreen + BATCH_CARDS / 2;
  let whole: DocumentFragment | null = null;
  for (let size = (wanted + 1) * CARD_LEAST_CHARS; ; size *= 2) {
    const fragment = backendFragment(html.slice(0, size));
    const head = firstCards(fragment, firstScreen, wanted);
    if (head === 'unreadable') break;
    if (head) {
      swap(current, head.results, schedule);
      return continueOnDemand(head.results, head.items, html, firstScreen, watch, batchSchedule);
    }
    if (size >= html.length) {
      whole = fragment;
      break;
    }
  }
  const results = (whole ?? backendFragment(html)).firstElementChild;
  if (results) swap(current, results, schedule);
  return {
    results: results ?? current,
    pending: false,
    done: Promise.resolve(),
    flush: () => undefined,
    cancel: () => undefined,
  };
}

interface Parsed {
  results: Element;
  items: Element;
}

/** The results element and its items list of parsed HTML, if it reads as a list. */
function readList(fragment: DocumentFragment): Parsed | null {
  const results = fragment.firstElementChild;
  const items = results?.querySelector(`[${pageHooks.listItems}]`);
  return results && items ? { results, items } : null;
}

/**
 * The results of a parsed slice of the answer cut after its first `count` cards, once the slice
 * holds at least `wanted` cards (null: a longer slice is needed; 'unreadable': the items
 * are not cards, so the answer is parsed whole).
 */
function firstCards(
  slice: DocumentFragment,
  count: number,
  wanted: number,
): Parsed | null | 'unreadable' {
  const list = readList(slice);
  if (!list) return null;
  const children = [...list.items.children];
  if (children.length && !children.some(isCard)) return 'unreadable';
  const cards = children.filter(isCard);
  // The last card of the slice may be cut short; the ones before it are whole.
  if (cards.length <= wanted) return null;
  const after = cards[count - 1];
  if (!after) return 'unreadable';
  // What follows comes with the last batch (a slice holding the whole answer has it).
  for (let node: Element | null = after; node && node !== list.results; node = node.parentElement)
    while (node.nextSibling) node.nextSibling.remove();
  return list;
}

function continueOnDemand(
  results: Element,
  items: Element,
  html: string,
  shown: number,
  watch: Watch,
  batchSchedule: Schedule,
): ProgressiveRender {
  /** The nodes still to come after the shown cards, parsed when the first batch is due. */
  let rest: ChildNode[] | null = null;
  /** What follows the items list in its parent and the parents' up to the results. */
  let tail: { into: Element; nodes: ChildNode[] }[] = [];
  let finished = false;

  const parseRest = (): ChildNode[] => {
    if (rest) return rest;
    rest = [];
    const whole = readList(backendFragment(html));
    if (!whole) return rest;
    const nodes = [...whole.items.childNodes];
    let seen = 0;
    const from = nodes.findIndex(
      (node) => node instanceof Element && isCard(node) && ++seen > shown,
    );
    rest = from === -1 ? [] : nodes.slice(from);
    for (
      let source: Element | null = whole.items, into: Element | null = items;
      source && into && source !== whole.results;
      source = source.parentElement, into = into.parentElement
    ) {
      const nodes: ChildNode[] = [];
      for (let node = source.nextSibling; node; node = node.nextSibling) nodes.push(node);
      tail.push({ into, nodes });
    }
    return rest;
  };
  const left = () => !finished;

  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  /** The last card present, watched while cards are still to come. */
  let last: Element | null = null;
  let unwatch: (() => void) | null = null;
  /** Cancels the batch the viewport asked for, not yet run. */
  let unschedule: (() => void) | null = null;

  /** Appends up to `count` more cards (and what lies between them); the last step brings the tail. */
  const step = (count: number) => {
    const nodes = parseRest();
    let cards = 0;
    let end = 0;
    while (end < nodes.length) {
      const node = nodes[end]!;
      if (node instanceof Element && isCard(node) && cards++ === count) break;
      end += 1;
    }
    items.append(...nodes.splice(0, end));
    if (nodes.length === 0) {
      // After the items list at each level, from the innermost out.
      for (const { into, nodes: after } of tail) into.after(...after);
      tail = [];
      finished = true;
    }
  };

  const stop = () => {
    unwatch?.();
    unwatch = null;
    unschedule?.();
    unschedule = null;
    last = null;
    items.removeEventListener('focusin', onFocus);
  };

  const watchLast = () => {
    unwatch?.();
    unwatch = null;
    if (!left()) {
      stop();
      finish();
      return;
    }
    last = items.lastElementChild;
    if (last) unwatch = watch(last, soon);
  };

  function more() {
    unschedule?.();
    unschedule = null;
    if (!left()) return;
    step(BATCH_CARDS);
    watchLast();
  }

  /** The viewport is near: the next batch in idle time (the keyboard's comes at once). */
  function soon() {
    unschedule ??= batchSchedule(() => {
      unschedule = null;
      more();
    });
  }

  /** The keyboard reaching the last card present brings the next batch (Tab goes on into it). */
  function onFocus(event: Event) {
    if (last?.contains(event.target as Node)) more();
  }
  items.addEventListener('focusin', onFocus);

  const render: ProgressiveRender = {
    results,
    get pending() {
      return left();
    },
    done,
    flush() {
      if (left()) step(Infinity);
      stop();
      finish();
    },
    cancel() {
      finished = true;
      rest = [];
      tail = [];
      stop();
      finish();
    },
  };
  watchLast();
  return render;
}
