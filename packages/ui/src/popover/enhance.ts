import { describeElement } from '@casino/core';
import { pageHooks } from '@casino/api';
import { isTriggerMode } from './breakpoints';
import type { TriggerMode, TriggerModes } from './breakpoints';
import {
  POPOVER_DEFAULTS,
  SECONDARY_TOOLTIP_MAX_WIDTH,
  TOOLTIP_DEFAULT_TRIGGER,
  createPopover,
} from './controller';
import type { PopoverKind, PopoverTheme } from './controller';
import { POPOVER_SELECTOR, POPOVER_TRIGGER_SELECTOR, TOOLTIP_SELECTOR } from './hooks';
import { SIDES } from './placement';
import type { Side } from './placement';
import { emitSortChange } from './sortEvent';
import './popover.css';

/**
 * Server-rendered popovers and tooltips, declared by attributes on the trigger:
 *
 *   <button data-popover="#terms">Terms</button>  <div id="terms">…</div>
 *   <span data-tooltip="Wagering 35x">?</span>
 *   <span data-tooltip="#bonus-note" data-tooltip-secondary>?</span>
 *
 * data-popover                   `#id` of the panel, or empty for the next sibling that
 *                                has data-popover-content
 * data-tooltip                   the tooltip's text, or `#id` of an element holding it
 * data-popover-trigger           click | hover below 768 px (popover default click,
 *                                tooltip default hover)
 * data-popover-trigger-tablet    click | hover from 768 px
 * data-popover-trigger-desktop   click | hover from 992 px
 * data-popover-placement         bottom (default) | top | left | right
 * data-popover-theme             light (default) | dark
 * data-popover-arrow             "false" removes the arrow (default: an arrow)
 * data-tooltip-secondary         the secondary tooltip, at most 350 px wide
 *
 * Inside a popover panel, an element with data-sort-value="…" dispatches `sort:change`
 * with that value and the panel's (or trigger's) data-sort-group, then closes it.
 */

const FOCUSABLE =
  'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable]';

/** Triggers already bound, per kind, so enhancing the same HTML twice binds it once. */
const bound: Record<PopoverKind, WeakSet<Element>> = {
  popover: new WeakSet(),
  tooltip: new WeakSet(),
};

let nextId = 0;
const newId = (kind: PopoverKind) => `cw-${kind}-${++nextId}`;

/** Remembers attributes before they change, to put them back on cleanup. */
function attributeKeeper() {
  const saved = new Map<Element, Map<string, string | null>>();
  const keep = (element: Element, name: string) => {
    let attributes = saved.get(element);
    if (!attributes) saved.set(element, (attributes = new Map()));
    if (!attributes.has(name)) attributes.set(name, element.getAttribute(name));
  };
  return {
    keep,
    set(element: Element, name: string, value: string) {
      keep(element, name);
      element.setAttribute(name, value);
    },
    restore() {
      for (const [element, attributes] of saved) {
        for (const [name, value] of attributes) {
          if (value === null) element.removeAttribute(name);
          else element.setAttribute(name, value);
        }
      }
    },
  };
}

function readTrigger(element: HTMLElement, name: string): TriggerMode | undefined {
  const value = element.getAttribute(name)?.trim().toLowerCase();
  return isTriggerMode(value) ? value : undefined;
}

function readLook(element: HTMLElement) {
  const placement = element.dataset.popoverPlacement?.trim().toLowerCase();
  const theme = element.dataset.popoverTheme?.trim().toLowerCase();
  return {
    placement: SIDES.includes(placement as Side) ? (placement as Side) : POPOVER_DEFAULTS.placement,
    theme: (theme === 'dark' || theme === 'light' ? theme : POPOVER_DEFAULTS.theme) as PopoverTheme,
    arrow: element.dataset.popoverArrow?.trim().toLowerCase() !== 'false',
  };
}

function readModes(element: HTMLElement, kind: PopoverKind): TriggerModes {
  return {
    base:
      readTrigger(element, pageHooks.popoverTrigger) ??
      (kind === 'tooltip' ? TOOLTIP_DEFAULT_TRIGGER : POPOVER_DEFAULTS.trigger),
    tablet: readTrigger(element, pageHooks.popoverTriggerTablet),
    desktop: readTrigger(element, pageHooks.popoverTriggerDesktop),
  };
}

function byReference(reference: string): HTMLElement | null {
  return reference.startsWith('#') ? document.getElementById(reference.slice(1)) : null;
}

function findPanel(trigger: HTMLElement): HTMLElement | null {
  const reference = trigger.dataset.popover?.trim() ?? '';
  if (reference) return byReference(reference);
  const next = trigger.nextElementSibling;
  return next instanceof HTMLElement && next.hasAttribute(pageHooks.popoverContent) ? next : null;
}

/** Gives the panel its look and an arrow; returns the arrow. */
function dress(
  panel: HTMLElement,
  kind: PopoverKind,
  look: ReturnType<typeof readLook>,
  keeper: ReturnType<typeof attributeKeeper>,
  added: Element[],
): HTMLElement | null {
  for (const name of ['class', 'style', 'hidden', 'id', 'role', pageHooks.placement])
    keeper.keep(panel, name);
  panel.classList.add('cw-popover', `cw-popover--${look.theme}`);
  if (kind === 'tooltip') panel.classList.add('cw-tooltip');
  if (!panel.id) panel.id = newId(kind);
  if (!look.arrow) return null;
  panel.classList.add('cw-popover--arrow');
  let arrow = panel.querySelector<HTMLElement>(':scope > .cw-popover__arrow');
  if (!arrow) {
    arrow = document.createElement('span');
    arrow.className = 'cw-popover__arrow';
    arrow.setAttribute('aria-hidden', 'true');
    panel.prepend(arrow);
    added.push(arrow);
  }
  return arrow;
}

/** Makes a trigger reachable and operable from the keyboard; returns the key listener. */
function makeOperable(
  trigger: HTMLElement,
  keeper: ReturnType<typeof attributeKeeper>,
  asButton: boolean,
) {
  keeper.keep(trigger, 'tabindex');
  keeper.keep(trigger, 'role');
  if (!trigger.matches(FOCUSABLE)) trigger.tabIndex = 0;
  const nativeButton = trigger instanceof HTMLButtonElement;
  if (!asButton || nativeButton) return null;
  if (!trigger.hasAttribute('role')) trigger.setAttribute('role', 'button');
  const isLink = trigger instanceof HTMLAnchorElement && trigger.hasAttribute('href');
  const onKey = (event: KeyboardEvent) => {
    if (event.key === ' ' || (event.key === 'Enter' && !isLink)) {
      event.preventDefault();
      trigger.click();
    }
  };
  trigger.addEventListener('keydown', onKey);
  return () => trigger.removeEventListener('keydown', onKey);
}

function bindPopover(trigger: HTMLElement): (() => void) | null {
  const panel = findPanel(trigger);
  if (!panel) {
    console.warn(
      `Popover: no panel "${trigger.dataset.popover ?? ''}" for ${describeElement(trigger)}`,
    );
    return null;
  }
  const keeper = attributeKeeper();
  const added: Element[] = [];
  const look = readLook(trigger);
  const arrow = dress(panel, 'popover', look, keeper, added);
  keeper.keep(trigger, 'aria-expanded');
  keeper.set(trigger, 'aria-controls', panel.id);
  const unkey = makeOperable(trigger, keeper, true);
  const controller = createPopover({
    kind: 'popover',
    anchor: trigger,
    panel,
    arrow,
    placement: look.placement,
    trigger: readModes(trigger, 'popover'),
  });
  const onSortChoice = (event: MouseEvent) => {
    const choice = (event.target as Element).closest?.(`[${pageHooks.sortValue}]`);
    if (!(choice instanceof HTMLElement) || !panel.contains(choice)) return;
    event.preventDefault();
    const group = panel.dataset.sortGroup ?? trigger.dataset.sortGroup;
    controller.hide({ restoreFocus: true });
    emitSortChange(choice.dataset.sortValue ?? '', group);
  };
  panel.addEventListener('click', onSortChoice);
  return () => {
    panel.removeEventListener('click', onSortChoice);
    unkey?.();
    controller.destroy();
    for (const element of added) element.remove();
    keeper.restore();
  };
}

function bindTooltip(trigger: HTMLElement): (() => void) | null {
  const content = trigger.dataset.tooltip?.trim() ?? '';
  if (!content) return null;
  const keeper = attributeKeeper();
  const added: Element[] = [];
  let tip = content.startsWith('#') ? byReference(content) : null;
  if (!tip) {
    // Right after its trigger, so it shares the trigger's stacking (inside a modal
    // dialog's top layer too); it is positioned against the viewport anyway.
    tip = document.createElement('span');
    const body = document.createElement('span');
    body.className = 'cw-popover__body';
    body.textContent = content;
    tip.append(body);
    trigger.after(tip);
    added.push(tip);
  }
  const look = readLook(trigger);
  const arrow = dress(tip, 'tooltip', look, keeper, added);
  tip.setAttribute('role', 'tooltip');
  if (trigger.hasAttribute(pageHooks.tooltipSecondary)) {
    tip.classList.add('cw-tooltip--secondary');
    tip.style.setProperty('--cw-popover-max-width', `${SECONDARY_TOOLTIP_MAX_WIDTH}px`);
  }
  const describedBy = trigger.getAttribute('aria-describedby');
  keeper.set(trigger, 'aria-describedby', [describedBy, tip.id].filter(Boolean).join(' '));
  const unkey = makeOperable(trigger, keeper, false);
  const controller = createPopover({
    kind: 'tooltip',
    anchor: trigger,
    panel: tip,
    arrow,
    placement: look.placement,
    trigger: readModes(trigger, 'tooltip'),
  });
  return () => {
    unkey?.();
    controller.destroy();
    for (const element of added) element.remove();
    keeper.restore();
  };
}

function bindKind(
  kind: PopoverKind,
  trigger: HTMLElement,
  binder: (trigger: HTMLElement) => (() => void) | null,
): (() => void) | null {
  if (bound[kind].has(trigger)) return null;
  const cleanup = binder(trigger);
  if (!cleanup) return null;
  bound[kind].add(trigger);
  return () => {
    cleanup();
    bound[kind].delete(trigger);
  };
}

/**
 * Binds one trigger as what its attributes declare (a popover, a tooltip or both), once;
 * returns the cleanup that unbinds it and puts its HTML back, or null when nothing was bound.
 */
export function bindPopoverTrigger(trigger: HTMLElement): (() => void) | null {
  const cleanups = [
    trigger.matches(POPOVER_SELECTOR) ? bindKind('popover', trigger, bindPopover) : null,
    trigger.matches(TOOLTIP_SELECTOR) ? bindKind('tooltip', trigger, bindTooltip) : null,
  ].filter((cleanup) => cleanup !== null);
  if (cleanups.length === 0) return null;
  return () => cleanups.reverse().forEach((cleanup) => cleanup());
}

/**
 * Binds every popover and tooltip trigger in `root` (and `root` itself); returns the
 * cleanup that unbinds them and puts their HTML back as it was.
 */
export function enhancePopovers(root: ParentNode = document): () => void {
  const found = [...root.querySelectorAll<HTMLElement>(POPOVER_TRIGGER_SELECTOR)];
  if (root instanceof HTMLElement && root.matches(POPOVER_TRIGGER_SELECTOR)) found.unshift(root);
  const cleanups = found.map(bindPopoverTrigger).filter((cleanup) => cleanup !== null);
  return () => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  };
}
