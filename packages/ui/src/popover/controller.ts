import { clock } from '@casino/core';
import { viewportWidth } from '../breakpoints';
import { resolveTrigger } from './breakpoints';
import type { TriggerMode, TriggerModes } from './breakpoints';
import { computePlacement, isVertical } from './placement';
import type { Side } from './placement';

export type PopoverKind = 'popover' | 'tooltip';
export type PopoverTheme = 'light' | 'dark';

/** SPEC §9 popover defaults: light theme, arrow, bottom, click. */
export const POPOVER_DEFAULTS = {
  theme: 'light',
  arrow: true,
  placement: 'bottom',
  trigger: 'click',
} as const satisfies { theme: PopoverTheme; arrow: boolean; placement: Side; trigger: TriggerMode };

/**
 * Tooltips share the popover defaults but open on hover (and always on keyboard focus):
 * a tooltip that needs a click is not a tooltip. The SPEC is silent; an attribute can
 * still ask for click, which is what touch screens get in any case.
 */
export const TOOLTIP_DEFAULT_TRIGGER: TriggerMode = 'hover';

/** SPEC §9: the secondary tooltip is at most 350 px wide. */
export const SECONDARY_TOOLTIP_MAX_WIDTH = 350;

/**
 * SPEC §9 hover preview: a hover popover opens once the pointer has rested on its trigger
 * for 600 ms, so a pointer passing over a list does not flash every popover. Tooltips
 * open at once.
 */
export const HOVER_PREVIEW_MS = 600;

/**
 * Time to move the pointer from the trigger onto the panel before a hover popover or
 * tooltip closes (the SPEC §9 menu hover delay), so its content can be hovered and read.
 */
export const HOVER_CLOSE_DELAY_MS = 200;

export interface PopoverOptions {
  kind: PopoverKind;
  /** The trigger: the popover's button or the element a tooltip describes. */
  anchor: HTMLElement;
  panel: HTMLElement;
  arrow?: HTMLElement | null;
  placement?: Side;
  trigger?: TriggerModes;
  /**
   * False when a renderer (React) shows the open state itself (`hidden`,
   * `aria-expanded`); it then calls `update()` once the panel is visible.
   */
  manageDom?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export interface PopoverController {
  readonly isOpen: boolean;
  show(): void;
  /** `restoreFocus` moves focus back to the trigger. */
  hide(options?: { restoreFocus?: boolean }): void;
  toggle(): void;
  /** Places the panel again (after its content or the layout changed). */
  update(): void;
  configure(options: Pick<PopoverOptions, 'placement' | 'trigger' | 'arrow'>): void;
  /** Unbinds everything; the panel's DOM is left as it is. */
  destroy(): void;
}

/** One open click popover at a time, and one tooltip at a time. */
const openInGroup = new Map<PopoverKind, PopoverController>();

type Timer = ReturnType<typeof setTimeout> | undefined;

function viewportSize() {
  const root = document.documentElement;
  return {
    width: root.clientWidth || window.innerWidth,
    height: root.clientHeight || window.innerHeight,
  };
}

/**
 * The behaviour of one popover or tooltip: opening by click or hover (chosen by viewport
 * width at the moment of the event), keyboard focus for tooltips, Escape, outside
 * clicks, one open per kind, and placement beside the trigger while open.
 */
export function createPopover(options: PopoverOptions): PopoverController {
  const { kind, anchor, panel, manageDom = true } = options;
  let placement: Side = options.placement ?? POPOVER_DEFAULTS.placement;
  let modes: TriggerModes = options.trigger ?? {
    base: kind === 'tooltip' ? TOOLTIP_DEFAULT_TRIGGER : POPOVER_DEFAULTS.trigger,
  };
  let arrow = options.arrow ?? null;
  let open = false;
  /** Opened by a click in hover mode: stays until clicked again, Escape or outside. */
  let pinned = false;
  /** The open state when the pointer went down: a click then means its opposite. */
  let stateAtPress: boolean | null = null;
  let pointerType = '';
  let openTimer: Timer;
  let closeTimer: Timer;

  const mode = () => resolveTrigger(modes, viewportWidth());
  const owns = (target: EventTarget | null) =>
    target instanceof Node && (anchor.contains(target) || panel.contains(target));

  const cancelTimers = () => {
    clock.clearTimeout(openTimer);
    clock.clearTimeout(closeTimer);
    openTimer = closeTimer = undefined;
  };

  const update = () => {
    if (!open) return;
    const { style } = panel;
    // Measured at rest: near an edge a fixed panel would shrink to the room left.
    style.left = '0px';
    style.top = '0px';
    style.maxHeight = '';
    const place = computePlacement({
      anchor: anchor.getBoundingClientRect(),
      floating: { width: panel.offsetWidth, height: panel.offsetHeight },
      viewport: viewportSize(),
      placement,
    });
    style.left = `${place.left}px`;
    style.top = `${place.top}px`;
    panel.dataset.placement = place.placement;
    // Too tall for the room on any side: it scrolls inside, where its arrow would be cut.
    const scrolls = place.maxHeight !== undefined;
    style.maxHeight = scrolls ? `${place.maxHeight}px` : '';
    style.overflowY = scrolls ? 'auto' : '';
    if (arrow) {
      arrow.style.display = scrolls ? 'none' : '';
      const vertical = isVertical(place.placement);
      arrow.style.left = vertical ? `${place.arrow}px` : '';
      arrow.style.top = vertical ? '' : `${place.arrow}px`;
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const inside = owns(event.target);
    const focusLost = document.activeElement === document.body || !document.activeElement;
    // Only a popover the keyboard is in keeps Escape from an enclosing dialog.
    if (inside) {
      event.preventDefault();
      event.stopPropagation();
    }
    controller.hide({ restoreFocus: kind === 'popover' && (inside || focusLost) });
  };
  const onOutsidePointer = (event: PointerEvent) => {
    if (!owns(event.target)) controller.hide();
  };
  const onViewportChange = () => update();

  const listenGlobally = (listen: boolean) => {
    if (listen) {
      document.addEventListener('keydown', onKeyDown, true);
      document.addEventListener('pointerdown', onOutsidePointer, true);
      window.addEventListener('scroll', onViewportChange, { capture: true, passive: true });
      window.addEventListener('resize', onViewportChange);
    } else {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onOutsidePointer, true);
      window.removeEventListener('scroll', onViewportChange, true);
      window.removeEventListener('resize', onViewportChange);
    }
  };

  const setOpen = (next: boolean, restoreFocus = false) => {
    if (next === open) return;
    cancelTimers();
    open = next;
    if (next) {
      const other = openInGroup.get(kind);
      if (other && other !== controller) other.hide();
      openInGroup.set(kind, controller);
    } else {
      pinned = false;
      if (openInGroup.get(kind) === controller) openInGroup.delete(kind);
    }
    if (manageDom) {
      panel.hidden = !next;
      if (kind === 'popover') anchor.setAttribute('aria-expanded', String(next));
      update();
    }
    listenGlobally(next);
    options.onOpenChange?.(next);
    if (!next && restoreFocus) anchor.focus();
  };

  const scheduleClose = () => {
    clock.clearTimeout(openTimer);
    openTimer = undefined;
    if (!open || pinned) return;
    clock.clearTimeout(closeTimer);
    closeTimer = clock.setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  };

  const onPointerDown = (event: PointerEvent) => {
    pointerType = event.pointerType;
    stateAtPress = open;
  };
  const onAnchorKey = () => {
    // A click that follows a key press is the keyboard's, whatever a stray press left.
    stateAtPress = null;
    pointerType = '';
  };
  const onClick = (event: MouseEvent) => {
    const pressed = stateAtPress;
    stateAtPress = null;
    const touch = pointerType === 'touch';
    pointerType = '';
    const current = mode();
    if (current === 'hover' && !touch) {
      // A mouse or keyboard click on a hover popover pins it (or unpins and closes).
      if (kind === 'tooltip') return;
      if (pinned) {
        setOpen(false);
      } else {
        setOpen(true);
        pinned = true;
      }
      return;
    }
    if (anchor instanceof HTMLAnchorElement) event.preventDefault();
    // Focus may have opened a tooltip during this same press: the click decides from
    // the state before it.
    const next = pressed === null ? !open : !pressed;
    setOpen(next);
    if (next && current === 'hover') pinned = true;
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'touch' || mode() !== 'hover') return;
    clock.clearTimeout(closeTimer);
    closeTimer = undefined;
    if (open || openTimer !== undefined) return;
    if (kind === 'tooltip') setOpen(true);
    else openTimer = clock.setTimeout(() => setOpen(true), HOVER_PREVIEW_MS);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'touch' || mode() !== 'hover') return;
    scheduleClose();
  };
  const onPanelEnter = () => {
    clock.clearTimeout(closeTimer);
    closeTimer = undefined;
  };
  const onFocusIn = () => {
    if (kind !== 'tooltip') return;
    clock.clearTimeout(closeTimer);
    closeTimer = undefined;
    setOpen(true);
  };
  const onFocusOut = (event: FocusEvent) => {
    if (kind !== 'tooltip' || pinned || owns(event.relatedTarget)) return;
    setOpen(false);
  };

  const bindings: [HTMLElement, string, EventListener][] = [
    [anchor, 'pointerdown', onPointerDown as EventListener],
    [anchor, 'keydown', onAnchorKey],
    [anchor, 'click', onClick as EventListener],
    [anchor, 'pointerenter', onPointerEnter as EventListener],
    [anchor, 'pointerleave', onPointerLeave as EventListener],
    [anchor, 'focusin', onFocusIn],
    [anchor, 'focusout', onFocusOut as EventListener],
    [panel, 'pointerenter', onPanelEnter],
    [panel, 'pointerleave', onPointerLeave as EventListener],
  ];
  for (const [target, type, listener] of bindings) target.addEventListener(type, listener);

  const controller: PopoverController = {
    get isOpen() {
      return open;
    },
    show: () => setOpen(true),
    hide: ({ restoreFocus = false } = {}) => setOpen(false, restoreFocus),
    toggle: () => setOpen(!open),
    update,
    configure(next) {
      placement = next.placement ?? placement;
      modes = next.trigger ?? modes;
      if ('arrow' in next) arrow = next.arrow ?? null;
      update();
    },
    destroy() {
      cancelTimers();
      for (const [target, type, listener] of bindings) target.removeEventListener(type, listener);
      if (open) listenGlobally(false);
      if (openInGroup.get(kind) === controller) openInGroup.delete(kind);
      open = false;
    },
  };
  if (manageDom) {
    panel.hidden = true;
    if (kind === 'popover') anchor.setAttribute('aria-expanded', 'false');
  }
  return controller;
}
