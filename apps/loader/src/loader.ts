/**
 * The one script a CMS page includes. It finds widget placeholders
 * (`<div data-widget="name" data-load="eager|idle|visible|interaction" data-props='{}'>`)
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

type Placeholder = HTMLElement & { u?: () => void; s?: 1 };
type Mount = (element: HTMLElement) => () => void;

const manifest = __MANIFEST__;
const loading: Record<string, Promise<Mount>> = {};

/**
 * SPEC §8: a lazy chunk failure is logged as `timeout`, `missing` (the chunk loaded but
 * has no widget in it) or `error` (it did not load, or failed to run).
 */
const report = (why: unknown, name: string) =>
  fetch('/frontendService/errorLog', {
    method: 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    body: new URLSearchParams({
      message: `Widget chunk ${why == 'timeout' || why == 'missing' ? why : 'error'}: ${name}`,
    }),
  }).catch(() => 0);

const importChunk = (name: string, retry = '', url = `./w/${name}.js?v=${manifest.v}${retry}`) =>
  Promise.race([
    import(url),
    new Promise<never>((_, reject) => setTimeout(reject, CHUNK_LOAD_TIMEOUT_MS, 'timeout')),
  ]).then((chunk: { default?: Mount }) => chunk.default || Promise.reject('missing'));

// Reported once, at the first failure: the retry's outcome is the widget's state.
const load = (name: string) =>
  (loading[name] ||= importChunk(name).catch((why) => {
    report(why, name);
    // A failed module import stays failed for its URL, so the retry asks for another.
    return importChunk(name, '&retry');
  }));

const mounted = new Set<Placeholder>();

const start = (element: Placeholder, name = element.dataset.widget!) =>
  load(name).then(
    (mount) =>
      element.isConnected && !element.u && mounted.add(element) && (element.u = mount(element)),
    () => (element.dataset.widgetState = 'failed'),
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

const schedule = (element: Placeholder, when = element.dataset.load) => {
  if (element.s) return;
  element.s = 1;
  if (when == 'visible') visible.observe(element);
  else if (when == 'idle') (window.requestIdleCallback || setTimeout)(() => start(element));
  else if (when == 'interaction') {
    // Starting twice is harmless: the chunk is loaded once and mounted once.
    for (const type of ['pointerover', 'focusin']) {
      element.addEventListener(type, () => start(element), { once: true, passive: true });
    }
  } else start(element);
};

/**
 * Runs at start and after every DOM change: placeholders added later (inside HTML another
 * widget inserted) are scheduled, widgets whose placeholder left the page are unmounted.
 */
const scan = () => {
  document.querySelectorAll<Placeholder>('[data-widget]').forEach((element) => schedule(element));
  mounted.forEach(
    (element) =>
      element.isConnected ||
      (mounted.delete(element), element.u!(), (element.u = element.s = undefined)),
  );
};

scan();
new MutationObserver(scan).observe(document.body, { childList: true, subtree: true });
