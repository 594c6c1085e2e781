/**
 * Puts a large results fragment of the server on the page without a long task: the
 * first screen of cards is parsed and shown at once, the other cards are parsed and
 * appended in idle time, a chunk at a time. A 500-card answer is about 500 KB of HTML;
 * parsing it in one go (and styling it) would keep the main thread busy for far longer
 * than a frame.
 *
 * The fragment is the results element of the list (`[data-list-results]`) holding an
 * items list (`[data-list-items]`) whose children are the cards (`<li … data-card…>`),
 * then what follows the cards (load-more link, pagination, list end). The server
 * escapes `<` in texts and attribute values, so a card's start tag is found by a plain
 * search; a fragment that does not read as expected is parsed whole, as before.
 */

/** Cards parsed and shown at once: more than a tall screen holds (a card is 10rem or more). */
export const FIRST_SCREEN_CARDS = 12;
/** Cards parsed and appended per step in idle time. */
export const IDLE_CHUNK_CARDS = 40;
/** A step runs within this many milliseconds even when the page is never idle. */
export const IDLE_TIMEOUT_MS = 100;

/** Where each card's start tag begins in `html` (a plain scan: no regular expression over the whole answer). */
export function cardStarts(html: string): number[] {
  const starts: number[] = [];
  for (let at = html.indexOf('<li'); at !== -1; at = html.indexOf('<li', at + 3)) {
    const end = html.indexOf('>', at);
    if (end === -1) break;
    const tag = html.slice(at, end + 1);
    if (/^<li\s/.test(tag) && /\sdata-card(?=[\s=>/])/.test(tag)) starts.push(at);
  }
  return starts;
}

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

const isCard = (node: Element) => node.hasAttribute('data-card');

type Schedule = (step: () => void) => () => void;

/**
 * Takes the old results out of view now and out of the page in idle time. Their cards
 * are skipped from rendering (content-visibility: hidden, no size) rather than removed
 * or hidden with `display: none`: either would tear down hundreds of cards' boxes before
 * the new ones can be painted.
 */
function retire(old: Element, schedule: Schedule): void {
  old.removeAttribute('data-list-results');
  old.setAttribute('aria-hidden', 'true');
  if (old instanceof HTMLElement) {
    old.style.contentVisibility = 'hidden';
    old.style.containIntrinsicSize = '0 0';
  } else old.setAttribute('hidden', '');
  schedule(() => old.remove());
}

/**
 * After the next frame (so the first screen is painted before any step), in idle time
 * where there is requestIdleCallback (with a time-out), otherwise in a macrotask.
 */
export const idleSchedule: Schedule = (step) => {
  let cancel = () => undefined as void;
  const frame = requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(step, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(step, 0);
      cancel = () => clearTimeout(id);
    }
  });
  cancel = () => cancelAnimationFrame(frame);
  return () => cancel();
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

/**
 * Replaces `current` with the results of `html`: the first `FIRST_SCREEN_CARDS` cards
 * now, the rest in idle-time chunks. Small answers are simply parsed whole.
 */
export function renderProgressively(
  current: Element,
  html: string,
  schedule: Schedule = idleSchedule,
  firstScreen = FIRST_SCREEN_CARDS,
): ProgressiveRender {
  const starts = cardStarts(html);
  if (starts.length > firstScreen + IDLE_CHUNK_CARDS / 2) {
    const head = parse(html.slice(0, starts[firstScreen]));
    const results = head.firstElementChild;
    const items = results?.querySelector('[data-list-items]');
    if (results && items && [...items.children].filter(isCard).length === firstScreen) {
      current.after(results);
      retire(current, schedule);
      return continueInIdleTime(results, items, html, starts.slice(firstScreen), schedule);
    }
  }
  const whole = parse(html);
  const results = whole.firstElementChild;
  if (results) current.replaceWith(whole);
  return {
    results: results ?? current,
    pending: false,
    done: Promise.resolve(),
    flush: () => undefined,
    cancel: () => undefined,
  };
}

function continueInIdleTime(
  results: Element,
  items: Element,
  html: string,
  starts: number[],
  schedule: Schedule,
): ProgressiveRender {
  let next = 0;
  let unschedule: (() => void) | null = null;
  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => (finish = resolve));

  /** Parses the cards from `starts[next]` up to `count` cards on; the last step takes the tail. */
  const step = (count: number) => {
    const from = starts[next]!;
    const last = next + count >= starts.length;
    const to = last ? html.length : starts[next + count]!;
    // In a list of its own, so the cards parse as list items; what follows the list in
    // the last step (load more, pagination, list end) comes after the page's list.
    const parsed = parse(`<ol>${html.slice(from, to)}`);
    const list = parsed.firstElementChild!;
    items.append(...list.childNodes);
    if (last) {
      list.remove();
      results.append(parsed);
    }
    next = last ? starts.length : next + count;
  };

  const render: ProgressiveRender = {
    results,
    get pending() {
      return next < starts.length;
    },
    done,
    flush() {
      unschedule?.();
      unschedule = null;
      if (next < starts.length) step(starts.length - next);
      finish();
    },
    cancel() {
      unschedule?.();
      unschedule = null;
      next = starts.length;
      finish();
    },
  };

  const run = () => {
    unschedule = null;
    step(IDLE_CHUNK_CARDS);
    if (render.pending) unschedule = schedule(run);
    else finish();
  };
  unschedule = schedule(run);
  return render;
}
