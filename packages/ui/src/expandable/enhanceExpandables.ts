import { createLoadOnce } from '../tabs/loadOnce';
import { expandableState } from './openState';
import './expandable.css';

export interface EnhanceExpandablesOptions {
  /**
   * Loads the content of a box marked `data-cw-expandable-load`, once, the first time it
   * opens; the HTML it resolves to replaces the content (nothing when it resolves empty).
   * The box element is given so its `data-*` values can go into the request.
   */
  load?: (box: HTMLElement, signal: AbortSignal) => Promise<string | void>;
  onChange?: (box: HTMLElement, open: boolean) => void;
}

let counter = 0;

function ensureId(element: HTMLElement, prefix: string): string {
  if (!element.id) {
    counter += 1;
    element.id = `${prefix}-${counter}`;
  }
  return element.id;
}

/**
 * Server HTML hook: each `[data-cw-expandable]` box has a `[data-cw-expandable-toggle]`
 * button and a `[data-cw-expandable-content]` area. Boxes inside one
 * `[data-cw-expandable-group]` open one at a time; a box marked `data-cw-expandable-load`
 * loads its content once through `options.load`. The box's `data-state` is collapsed,
 * loading, expanded or error. Returns the cleanup function.
 */
export function enhanceExpandables(
  root: ParentNode,
  options: EnhanceExpandablesOptions = {},
): () => void {
  const boxes = [...root.querySelectorAll<HTMLElement>('[data-cw-expandable]')];
  const store = createLoadOnce<string | void>({ label: 'Expandable box' });
  const keys = new Map<HTMLElement, string>();
  const open = new Set<HTMLElement>();
  const parts = (box: HTMLElement) => ({
    button: box.querySelector<HTMLElement>('[data-cw-expandable-toggle]'),
    content: box.querySelector<HTMLElement>('[data-cw-expandable-content]'),
  });
  const groupOf = (box: HTMLElement) => box.parentElement?.closest('[data-cw-expandable-group]');
  const lazy = (box: HTMLElement) => box.hasAttribute('data-cw-expandable-load') && !!options.load;

  const render = (box: HTMLElement) => {
    const { button, content } = parts(box);
    const isOpen = open.has(box);
    const entry = store.get(keys.get(box) ?? '');
    box.dataset.state = expandableState(isOpen, lazy(box) ? entry.status : null);
    button?.setAttribute('aria-expanded', String(isOpen));
    if (content) {
      content.hidden = !isOpen;
      if (box.dataset.state === 'loading') content.setAttribute('aria-busy', 'true');
      else content.removeAttribute('aria-busy');
    }
  };

  const setOpen = (box: HTMLElement, next: boolean) => {
    if (open.has(box) === next) return;
    if (next) open.add(box);
    else open.delete(box);
    render(box);
    options.onChange?.(box, next);
    const { load } = options;
    const { content } = parts(box);
    if (next && load && content && lazy(box)) {
      store.load(keys.get(box) ?? '', async (signal) => {
        const html = await load(box, signal);
        if (typeof html === 'string' && html) content.innerHTML = html;
      });
    }
  };

  // One open at a time within a group: opening a box closes the others of its group.
  const toggle = (box: HTMLElement) => {
    const opening = !open.has(box);
    const group = groupOf(box);
    if (opening && group) {
      boxes
        .filter((other) => other !== box && open.has(other) && groupOf(other) === group)
        .forEach((other) => setOpen(other, false));
    }
    setOpen(box, opening);
  };

  const cleanups = boxes.map((box) => {
    const { button, content } = parts(box);
    keys.set(box, ensureId(box, 'cw-expandable'));
    if (!button || !content) return () => undefined;
    if (button instanceof HTMLButtonElement) button.type = 'button';
    button.setAttribute('aria-controls', ensureId(content, 'cw-expandable-content'));
    if (!content.hasAttribute('role')) content.setAttribute('role', 'region');
    content.setAttribute('aria-labelledby', ensureId(button, 'cw-expandable-button'));
    // A box the server rendered open stays open.
    if (button.getAttribute('aria-expanded') === 'true') open.add(box);
    render(box);
    const onClick = (event: Event) => {
      event.preventDefault();
      toggle(box);
    };
    button.addEventListener('click', onClick);
    return () => button.removeEventListener('click', onClick);
  });
  const unsubscribe = store.subscribe(() => boxes.forEach(render));

  return () => {
    unsubscribe();
    store.abortAll();
    cleanups.forEach((cleanup) => cleanup());
  };
}
