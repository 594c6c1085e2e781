import { pageHooks } from '@casino/api';
import { backendFragment } from '../sanitize/trusted';
import { createLoadOnce } from '../tabs/loadOnce';
import { expandableState } from './openState';
import './expandable.css';
import { EXPANDABLE_SELECTOR } from './hooks';

export interface EnhanceExpandablesOptions {
  /**
   * Loads the content of a box marked `data-cw-expandable-load`, once, the first time it
   * opens; the HTML it resolves to replaces the content (nothing when it resolves empty).
   * The box element is given so its `data-*` values can go into the request.
   */
  load?: (box: HTMLElement, signal: AbortSignal) => Promise<string | void>;
  onChange?: (box: HTMLElement, open: boolean) => void;
}

/** Server expandable boxes, bound as they arrive: set-up per box, clicks by delegation. */
export interface ExpandablesHelper {
  /** Ids, ARIA and the shown state of one box (open when the server said so). */
  setUp(box: HTMLElement): () => void;
  /** Toggle clicks on any set-up box inside `root`; returns the stop. */
  listen(root: Document | HTMLElement): () => void;
}

let counter = 0;

function ensureId(element: HTMLElement, prefix: string): string {
  if (!element.id) {
    counter += 1;
    element.id = `${prefix}-${counter}`;
  }
  return element.id;
}

// A nested box's parts belong to that box.
const partsOf = (box: HTMLElement) => {
  const own = (element: HTMLElement | null) =>
    element && element.closest(EXPANDABLE_SELECTOR) === box ? element : null;
  return {
    button: own(box.querySelector<HTMLElement>(`[${pageHooks.cwExpandableToggle}]`)),
    content: own(box.querySelector<HTMLElement>(`[${pageHooks.cwExpandableContent}]`)),
  };
};
const groupOf = (box: HTMLElement) =>
  box.parentElement?.closest(`[${pageHooks.cwExpandableGroup}]`);
const isOpen = (box: HTMLElement) => partsOf(box).button?.getAttribute('aria-expanded') === 'true';

/**
 * Server HTML hook, for boxes present at any time: each `[data-cw-expandable]` box has a
 * `[data-cw-expandable-toggle]` button and a `[data-cw-expandable-content]` area. Boxes
 * inside one `[data-cw-expandable-group]` open one at a time; a box marked
 * `data-cw-expandable-load` loads its content once through `options.load`. The box's
 * `data-state` is collapsed, loading, expanded or error (SPEC §8: a failed load is only
 * logged; the server's content stays). Whether a box is open lives in its button's
 * `aria-expanded`, so one listener at the root serves every box.
 */
export function createExpandablesHelper(
  options: EnhanceExpandablesOptions = {},
): ExpandablesHelper {
  const store = createLoadOnce<string | void>({ label: 'Expandable box' });
  const boxes = new Set<HTMLElement>();
  const lazy = (box: HTMLElement) => box.hasAttribute(pageHooks.cwExpandableLoad) && !!options.load;

  const render = (box: HTMLElement, open: boolean) => {
    const { button, content } = partsOf(box);
    box.dataset.state = expandableState(open, lazy(box) ? store.get(box.id).status : null);
    button?.setAttribute('aria-expanded', String(open));
    if (!content) return;
    content.hidden = !open;
    if (box.dataset.state === 'loading') content.setAttribute('aria-busy', 'true');
    else content.removeAttribute('aria-busy');
  };
  store.subscribe(() => boxes.forEach((box) => render(box, isOpen(box))));

  const setOpen = (box: HTMLElement, next: boolean) => {
    if (isOpen(box) === next) return;
    render(box, next);
    options.onChange?.(box, next);
    const { load } = options;
    const { content } = partsOf(box);
    if (next && load && content && lazy(box)) {
      store.load(box.id, async (signal) => {
        const html = await load(box, signal);
        if (typeof html === 'string' && html) content.replaceChildren(backendFragment(html));
      });
    }
  };

  // One open at a time within a group: opening a box closes the others of its group.
  const toggle = (box: HTMLElement) => {
    const opening = !isOpen(box);
    const group = groupOf(box);
    if (opening && group) {
      group.querySelectorAll<HTMLElement>(EXPANDABLE_SELECTOR).forEach((other) => {
        if (other !== box && boxes.has(other) && groupOf(other) === group) setOpen(other, false);
      });
    }
    setOpen(box, opening);
  };

  const setUp = (box: HTMLElement) => {
    const { button, content } = partsOf(box);
    ensureId(box, 'cw-expandable');
    if (!button || !content) return () => undefined;
    if (button instanceof HTMLButtonElement) button.type = 'button';
    button.setAttribute('aria-controls', ensureId(content, 'cw-expandable-content'));
    if (!content.hasAttribute('role')) content.setAttribute('role', 'region');
    content.setAttribute('aria-labelledby', ensureId(button, 'cw-expandable-button'));
    boxes.add(box);
    // A box the server rendered open stays open.
    render(box, button.getAttribute('aria-expanded') === 'true');
    return () => {
      boxes.delete(box);
      store.forget(box.id);
    };
  };

  const listen = (root: Document | HTMLElement) => {
    const onClick = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      const button = target?.closest<HTMLElement>(`[${pageHooks.cwExpandableToggle}]`);
      const box = button?.closest<HTMLElement>(EXPANDABLE_SELECTOR);
      if (!button || !box || !boxes.has(box) || partsOf(box).button !== button) return;
      event.preventDefault();
      toggle(box);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  };

  return { setUp, listen };
}

/**
 * The boxes inside `root` as it is now (see `createExpandablesHelper` for boxes that
 * arrive later). Returns the cleanup function.
 */
export function enhanceExpandables(
  root: ParentNode,
  options: EnhanceExpandablesOptions = {},
): () => void {
  const helper = createExpandablesHelper(options);
  const listenRoot = root instanceof HTMLElement || root instanceof Document ? root : document;
  const stop = helper.listen(listenRoot);
  const cleanups = [...root.querySelectorAll<HTMLElement>(EXPANDABLE_SELECTOR)].map(helper.setUp);
  return () => {
    stop();
    cleanups.forEach((cleanup) => cleanup());
  };
}
