import { clock } from './clock';
import type { Unmount } from './widget';

type Mount = (element: HTMLElement) => Unmount;

/**
 * What a scheduled mount returns: the unmount (before the widget is in place it takes the
 * placeholder out of the queue), and a thenable that settles once the widget is rendered
 * or taken out. The loader resolves its start with it, so a click it held is carried out
 * only when the widget listens (apps/loader README).
 */
export type ScheduledUnmount = Unmount & PromiseLike<void>;

interface Pending {
  element: HTMLElement;
  mount: Mount;
  settle: () => void;
  unmount?: Unmount;
}

const pending: Pending[] = [];
let draining = false;

/** `scheduler.yield()` (Chromium 129+): the rest runs before other work of its priority. */
interface Scheduler {
  yield?: () => Promise<void>;
}

/** Gives the browser its turn: input, rendering and other tasks run in between. */
export const yieldToBrowser = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => clock.setTimeout(resolve, 0));
};

/** In the viewport now (a hidden placeholder, with no box, is not). */
const onScreen = (element: HTMLElement) => {
  const box = element.getBoundingClientRect();
  return (box.width > 0 || box.height > 0) && box.bottom > 0 && box.top < innerHeight;
};

function run(entry: Pending) {
  pending.splice(pending.indexOf(entry), 1);
  entry.unmount = entry.mount(entry.element);
  entry.settle();
}

/** One widget per task, what is on screen first, then the others in page order. */
async function drain() {
  draining = true;
  addEventListener('click', mountClicked, true);
  while (pending.length) {
    await yieldToBrowser();
    const next = pending.find((entry) => onScreen(entry.element)) ?? pending[0];
    if (next) run(next);
  }
  draining = false;
  removeEventListener('click', mountClicked, true);
}

/**
 * A click on a widget still in the queue, or on the server markup it declares it handles
 * (`data-on`), mounts it at once, before the click reaches its target: capturing on the
 * window, the widget's listeners are in place when the click gets to them.
 */
function mountClicked(event: Event) {
  const target = event.target as Element;
  for (const entry of [...pending]) {
    const declared = entry.element.dataset.on;
    if (entry.element.contains(target) || (declared && target.closest?.(declared))) run(entry);
  }
}

/**
 * Mounting with the browser's turn between widgets: a page's widgets are not one long task
 * at load (the budget: no task over 100 ms on a slow phone), and the widgets on screen come
 * first. The widget chunks' default export (apps/loader/scripts/build.js); a widget's own
 * `mount` stays synchronous for tests and for callers that need it at once.
 */
export function scheduledMount(mount: Mount): (element: HTMLElement) => ScheduledUnmount {
  return (element) => {
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const entry: Pending = { element, mount, settle };
    pending.push(entry);
    if (!draining) void drain();
    const unmount = () => {
      if (entry.unmount) return entry.unmount();
      const index = pending.indexOf(entry);
      if (index >= 0) pending.splice(index, 1);
      settle();
    };
    return Object.assign(unmount, { then: settled.then.bind(settled) });
  };
}
