/**
 * The one script a CMS page includes. It finds widget placeholders
 * (`<div data-widget="name" data-load="eager|idle|visible|interaction" data-props='{}'
 * data-on="selector">`)
 * and imports only the chunks they need, and mounts them. The page-type marker
 * (`data-page-type`) is the CMS's: widgets are placed by placeholders alone. Everything else (props, validation, React) lives in the shared runtime
 * chunk that the widget chunks import, so this file stays under 800 B gzip.
 */

/**
 * Filled in by the build. `v`: the build id; chunks are `w/{name}.js?v={v}`, so one deploy
 * is cached as a whole and a new deploy is picked up at once.
 */
declare const __MANIFEST__: { v: string };

/** SPEC §9: a chunk that has not loaded after this long counts as failed. */
const CHUNK_LOAD_TIMEOUT_MS = 120000;
/** Placeholders marked `visible` start loading this far before they scroll into view. */
const NEAR_VIEWPORT_MARGIN = '500px';

/** `u`: set once the widget is in place: how to unmount it, or `failed`; `s`: scheduled. */
type Placeholder = HTMLElement & { u?: (() => void) | string | 0; s?: 1 | 0 };
type Mount = (element: HTMLElement) => () => void;

const manifest = __MANIFEST__;
const loading: Record<string, Promise<Mount>> = {};

// The address is a default value so that the bundler leaves the import alone.
const importChunk = (name: string, retry = '', url = `./w/${name}.js?v=${manifest.v}${retry}`) =>
  Promise.race([
    import(url),
    new Promise<never>((_, reject) => setTimeout(reject, CHUNK_LOAD_TIMEOUT_MS, 'timeout')),
  ]).then((chunk: { default?: Mount }) => chunk.default || Promise.reject('missing'));

const mounted = new Set<Placeholder>();

/**
 * Loads the widget's chunk (once per widget) and mounts it on the placeholder. SPEC §8: a
 * lazy chunk failure is logged as `timeout`, `missing` (the chunk loaded but has no widget
 * in it) or `error` (it did not load, or failed to run). Reported once, at the first
 * failure: the retry's outcome is the widget's state.
 */
const start = (element: Placeholder, name = element.dataset.widget!) =>
  (loading[name] ||= importChunk(name).catch(
    (why) => (
      fetch('/frontendService/errorLog', {
        method: 'POST',
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        body: new URLSearchParams({
          message: `Widget chunk ${why == 'timeout' || why == 'missing' ? why : 'error'}: ${name}`,
        }),
      }).catch(() => 0),
      // A failed module import stays failed for its URL, so the retry asks for another.
      importChunk(name, '&retry')
    ),
  )).then(
    (mount) =>
      element.isConnected && !element.u && mounted.add(element) && (element.u = mount(element)),
    () => (element.u = element.dataset.widgetState = 'failed'),
  );

const visible = new IntersectionObserver(
  (entries) =>
    entries.map(
      (entry) =>
        entry.isIntersecting &&
        (visible.unobserve(entry.target), start(entry.target as Placeholder)),
    ),
  { rootMargin: NEAR_VIEWPORT_MARGIN },
);

/**
 * Runs at start and after every DOM change: placeholders added later (inside HTML another
 * widget inserted) are scheduled, widgets whose placeholder left the page are unmounted.
 */
const scan = () => {
  // The loader stays under its byte budget by importing nothing: the embed hook is
  // written here as in @casino/api's pageHooks.widget (loader.test.ts mounts by it).
  // eslint-disable-next-line casino/hook-literal
  for (const element of document.querySelectorAll<Placeholder>('[data-widget]')) {
    const when = element.dataset.load;
    if (element.s) continue;
    element.s = 1;
    if (when == 'visible') visible.observe(element);
    else if (when == 'idle') (self.requestIdleCallback || setTimeout)(() => start(element));
    else if (when == 'interaction') {
      // Starting again at each event is harmless (and `once` costs bytes): the chunk is
      // loaded once and mounted once.
      element.addEventListener('pointerover', () => start(element));
      element.addEventListener('focusin', () => start(element));
    } else start(element);
  }
  for (const element of mounted)
    if (!element.isConnected) {
      mounted.delete(element);
      (element.u as () => void)();
      element.u = element.s = 0;
    }
};

/** The last interaction held: each is carried out after the one before it. */
let held: unknown;

/**
 * A click on what a widget not in place yet declares it handles (its placeholder's
 * `data-on`, a CSS selector: server markup the widget binds, such as the game page's like
 * buttons or the outbound links) is held: it reaches neither the page nor the browser's
 * default, the widget's chunk is fetched at once whatever its `data-load`, and once every
 * widget it waits for is mounted or has failed, the click is dispatched again on its
 * target, after the clicks held before it. A link with no handler that stops it then
 * follows itself; the widget's mount renders at once, so its listeners are there.
 */
const hold = (event: Event, waits = [held]) => {
  // eslint-disable-next-line casino/hook-literal -- importing nothing, as in scan()
  for (const element of document.querySelectorAll<Placeholder>('[data-widget]'))
    // No `data-on`: `closest('undefined')`, which matches nothing.
    if (!element.u && (event.target as Element).closest(element.dataset.on!))
      waits.push(start(element));
  if (waits[1]) {
    event.preventDefault();
    event.stopPropagation();
    held = Promise.all(waits).then(() =>
      event.target!.dispatchEvent(new MouseEvent('click', event as MouseEvent)),
    );
  }
};

// On the window, capturing: before every listener of the page. Only clicks: Enter and
// Space on a button or a link are a click, and so is a form's submission by its button or
// by Enter in a field (the browser clicks the form's submit button).
addEventListener('click', hold, true);

// The chunks are asked for once the server's page is painted, a frame after the first:
// its content, the largest paint, never waits for widget code, and neither does a page
// measured on a slow phone, where a chunk fetched before that paint delays it.
requestAnimationFrame(() =>
  requestAnimationFrame(() => {
    scan();
    new MutationObserver(scan).observe(document, { childList: true, subtree: true });
  }),
);
