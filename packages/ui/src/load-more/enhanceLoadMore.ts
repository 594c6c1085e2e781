import { RequestError, call, reportError } from '@casino/core';
import { lists, pageHooks } from '@casino/api';
import { activateLoader } from '../loader-button/loaderState';
import { backendFragment } from '../sanitize/trusted';
import { pageRooms } from './pageRoom';

/** SPEC §4 and §9: infinite load clicks load more by itself at most this many times. */
export const INFINITE_LOAD_MAX_AUTO_CLICKS = 2;
/**
 * Infinite load starts while the load-more control is at most this many view heights below
 * the view (the answer has time to come before the visitor gets there) and at least
 * `INFINITE_LOAD_MIN_AHEAD_VIEWS` below it: the page's room for the items goes in there,
 * and a scroll in the same frame must not bring what it moves into view (./pageRoom.ts).
 */
export const INFINITE_LOAD_AHEAD_VIEWS = 1.5;
export const INFINITE_LOAD_MIN_AHEAD_VIEWS = 0.5;
/** The server's load-more links (SPEC §7: GET or POST a page link). */
export const LOAD_MORE_SELECTOR = `a[${pageHooks.loadMore}]`;
/** What a list shows after its last page, in place of the control. */
export const LIST_END_SELECTOR = `[${pageHooks.listEnd}]`;

export interface LoadMoreOptions {
  /** The controls handled (`a[data-load-more]` by default). */
  selector?: string;
  /**
   * Only controls inside an element matching this count; the items go into that
   * element's `[data-list-items]` (the root's when left out).
   */
  scope?: string;
  /**
   * The next page's HTML for a control. By default the control's `data-load-more-url`
   * is called with its `data-load-more-method` (GET or POST, else `defaultMethod`) and
   * its `data-load-more-params` (page, initialPage, tab, cmsUserId, filterCasinoId,
   * sort, and the list's filters).
   */
  fetchPage?: (control: HTMLElement, signal: AbortSignal) => Promise<string>;
  defaultMethod?: 'GET' | 'POST';
  /** Infinite load: a control near the viewport is loaded, at most twice per `reset()`. */
  infinite?: boolean;
  /** Runs before a page is requested (a list still adding cards finishes them first). */
  beforeLoad?: () => void;
  /** Runs after a page was added. */
  afterLoad?: () => void;
}

export interface LoadMore {
  /** Loads the page of `control` (what a click does). */
  load(control: HTMLElement): Promise<void>;
  /** New results: infinite load counts its clicks afresh and watches their control. */
  reset(): void;
  /** Watches the current control for infinite load (when clicks are left). */
  observe(): void;
  /** Stops watching until `observe()` or `reset()`. */
  pause(): void;
  destroy(): void;
}

/** A control's JSON params; unreadable ones fail the load (logged, nothing requested). */
export function readParams<T = lists.LoadMoreRequest>(control: Element, attribute: string): T {
  try {
    return JSON.parse(control.getAttribute(attribute) ?? '{}') as T;
  } catch {
    throw new Error(`unreadable ${attribute}`);
  }
}

/** The default page call: the link's url, method and params (SPEC §7). */
function linkPage(defaultMethod: 'GET' | 'POST') {
  return (control: HTMLElement, signal: AbortSignal) => {
    const url = control.dataset.loadMoreUrl ?? control.getAttribute('href') ?? '';
    const declared = control.dataset.loadMoreMethod?.toUpperCase();
    const method = declared === 'GET' || declared === 'POST' ? declared : defaultMethod;
    const params = readParams(control, pageHooks.loadMoreParams);
    return call(lists.loadMore(url, method), params, { signal });
  };
}

/**
 * Load more on a server-rendered list (SPEC §2 Lists, §4 Loader button and Infinite
 * load, §7 load-more links, §8 load failures): a click on a control requests the next
 * page; the answer's `[data-list-items]` children are appended to the list's items and
 * the answer's next control (or its `[data-list-end]`) takes the used control's place.
 * While loading, the control's loader is on (`aria-busy`, `data-loading`, and the
 * LoaderButton rule: repeat clicks and clicks in a form or modal whose loader is
 * active are ignored). A failure is logged and the list keeps what it had.
 */
export function enhanceLoadMore(root: Element, options: LoadMoreOptions = {}): LoadMore {
  const selector = options.selector ?? LOAD_MORE_SELECTOR;
  const fetchPage = options.fetchPage ?? linkPage(options.defaultMethod ?? 'POST');
  const lifetime = new AbortController();
  let autoClicks = 0;
  let observer: IntersectionObserver | null = null;
  let paused = false;
  const rooms = pageRooms();

  const scopeOf = (control: Element): Element | null =>
    options.scope ? control.closest(options.scope) : root;
  const handles = (control: Element | null): control is HTMLElement => {
    if (!(control instanceof HTMLElement) || !root.contains(control)) return false;
    const scope = scopeOf(control);
    return scope !== null && (scope === root || root.contains(scope));
  };
  const current = (): HTMLElement | null => {
    const found = [...root.querySelectorAll<HTMLElement>(selector)].find(handles);
    return found ?? null;
  };

  async function load(control: HTMLElement): Promise<void> {
    if (control.hasAttribute(pageHooks.loading)) return;
    const release = activateLoader(control);
    if (!release) return;
    control.setAttribute(pageHooks.loading, '');
    options.beforeLoad?.();
    const list = scopeOf(control)?.querySelector(`[${pageHooks.listItems}]`);
    const room = rooms.reserve(list, control);
    try {
      const html = await fetchPage(control, lifetime.signal);
      const answer = backendFragment(html);
      const items = answer.querySelector(`[${pageHooks.listItems}]`);
      if (items && list) {
        list.append(...items.childNodes);
        room.filled();
      } else room.remove();
      const next = answer.querySelector(`${selector}, ${LIST_END_SELECTOR}`);
      if (next) control.replaceWith(next);
      else control.remove();
      options.afterLoad?.();
    } catch (error) {
      room.remove();
      if (lifetime.signal.aborted) return;
      if (error instanceof RequestError && error.kind === 'contract') return; // logged by the client
      reportError(`Load more ${control.dataset.loadMoreUrl ?? selector} failed: ${String(error)}`);
    } finally {
      release();
      control.removeAttribute(pageHooks.loading);
      if (!lifetime.signal.aborted) observe();
    }
  }

  function observe(): void {
    paused = false;
    observer?.disconnect();
    observer = null;
    if (!options.infinite || typeof IntersectionObserver === 'undefined') return;
    if (autoClicks >= INFINITE_LOAD_MAX_AUTO_CLICKS) return;
    const control = current();
    if (!control) return;
    observer = new IntersectionObserver(
      (entries) => {
        if (paused || !entries.some((entry) => entry.isIntersecting)) return;
        // Only a control well below the view: the page grows where the visitor is not yet.
        // One nearer (or in view) waits for the visitor's click. Read now: the view may have
        // moved since the observer looked.
        const view = window.innerHeight;
        if (control.getBoundingClientRect().top < view * (1 + INFINITE_LOAD_MIN_AHEAD_VIEWS))
          return;
        if (autoClicks >= INFINITE_LOAD_MAX_AUTO_CLICKS || control.hasAttribute(pageHooks.loading))
          return;
        autoClicks += 1;
        observer?.disconnect();
        // Loads without a click event: the page's click listeners (the engagement score's
        // show-more points, the click tracking) would take a script's click for the visitor's.
        void load(control);
      },
      { rootMargin: `0px 0px ${INFINITE_LOAD_AHEAD_VIEWS * 100}% 0px` },
    );
    observer.observe(control);
  }

  const onClick = (event: Event) => {
    const control = (event.target as Element | null)?.closest?.(selector) ?? null;
    if (!handles(control)) return;
    event.preventDefault();
    void load(control);
  };
  root.addEventListener('click', onClick);
  observe();

  return {
    load,
    observe,
    reset() {
      autoClicks = 0;
      rooms.reset();
      observe();
    },
    pause() {
      paused = true;
      observer?.disconnect();
      observer = null;
    },
    destroy() {
      lifetime.abort();
      observer?.disconnect();
      root.removeEventListener('click', onClick);
    },
  };
}
