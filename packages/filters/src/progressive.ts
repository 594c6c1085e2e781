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
 * items list (`[data-list-items]`) whose children are the cards (`<li … data-card…>`),
 * then what follows the cards (load-more link, pagination, list end), which comes with
 * the last batch. The server escapes `<` in texts and attribute values, so a card's start
 * tag is found by a plain search; a fragment that does not read as expected is parsed
 * whole, as before.
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

/** Where each card's start tag begins in `html` (a plain scan: no regular expression over the whole answer). */
export function cardStarts(html: string): number[] {
  const scan = cardScanner(html);
  const starts: number[] = [];
  for (let at = scan(); at !== -1; at = scan()) starts.push(at);
  return starts;
}

/** Finds the next card's start tag in `html` on each call (-1 when there is none). */
function cardScanner(html: string): () => number {
  let from = 0;
  return () => {
    for (let at = html.indexOf('<li', from); at !== -1; at = html.indexOf('<li', at + 3)) {
      const end = html.indexOf('>', at);
      if (end === -1) break;
      from = end;
      const tag = html.slice(at, end + 1);
      if (/^<li\s/.test(tag) && /\sdata-card(?=[\s=>/])/.test(tag)) return at;
    }
    from = html.length;
    return -1;
  };
}

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

const isCard = (node: Element) => node.hasAttribute('data-card');

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
  old.removeAttribute('data-list-results');
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
  // Only the first screen's cards (and enough to tell a long answer) are looked for now;
  // the others as their batches come.
  const scan = cardScanner(html);
  const starts: number[] = [];
  while (starts.length <= firstScreen + BATCH_CARDS / 2) {
    const at = scan();
    if (at === -1) break;
    starts.push(at);
  }
  if (starts.length > firstScreen + BATCH_CARDS / 2) {
    const head = parse(html.slice(0, starts[firstScreen]));
    const results = head.firstElementChild;
    const items = results?.querySelector('[data-list-items]');
    if (results && items && [...items.children].filter(isCard).length === firstScreen) {
      swap(current, results, schedule);
      return continueOnDemand(
        results,
        items,
        html,
        starts.slice(firstScreen),
        scan,
        watch,
        batchSchedule,
      );
    }
  }
  const whole = parse(html);
  const results = whole.firstElementChild;
  if (results) swap(current, results, schedule);
  return {
    results: results ?? current,
    pending: false,
    done: Promise.resolve(),
    flush: () => undefined,
    cancel: () => undefined,
  };
}

function continueOnDemand(
  results: Element,
  items: Element,
  html: string,
  starts: number[],
  scan: () => number,
  watch: Watch,
  batchSchedule: Schedule,
): ProgressiveRender {
  let next = 0;
  /** Whether `starts` holds every card's start. */
  let scanned = false;
  /** Finds the starts of the cards up to `count` after `next` (and one more, where the batch ends). */
  const findStarts = (count: number) => {
    while (!scanned && starts.length <= next + count) {
      const at = scan();
      if (at === -1) scanned = true;
      else starts.push(at);
    }
  };
  const left = () => {
    findStarts(0);
    return next < starts.length;
  };
  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  /** The last card present, watched while cards are still to come. */
  let last: Element | null = null;
  let unwatch: (() => void) | null = null;
  /** Cancels the batch the viewport asked for, not yet run. */
  let unschedule: (() => void) | null = null;

  /** Parses the cards from `starts[next]` up to `count` cards on; the last step takes the tail. */
  const step = (count: number) => {
    findStarts(count);
    const from = starts[next]!;
    const end = next + count >= starts.length;
    const to = end ? html.length : starts[next + count]!;
    // In a list of its own, so the cards parse as list items; what follows the list in
    // the last step (load more, pagination, list end) comes after the page's list.
    const parsed = parse(`<ol>${html.slice(from, to)}`);
    const list = parsed.firstElementChild!;
    items.append(...list.childNodes);
    if (end) {
      list.remove();
      results.append(parsed);
    }
    next = end ? starts.length : next + count;
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
      scanned = true;
      next = starts.length;
      stop();
      finish();
    },
  };
  watchLast();
  return render;
}
