/**
 * Legal gates (DESIGN "Gates"): a gate is answered, never dismissed, and nothing it guards
 * runs before it is answered, whatever order the widgets' chunks arrive in. The guarding
 * widget learns of the gate from the server HTML (the gate's `guards` hook), before the
 * answering widget's code has arrived; so a gate starts closed (deny by default), and only
 * its answering widget opens it. The guarding widget holds what the visitor asked for and
 * runs it once the gate opens.
 */
import { pageHooks } from '@casino/api';

export interface Gate {
  /** The widget that answers the gate: its placeholder is `data-widget="{widget}"`. */
  readonly widget: string;
  /** Server HTML: the elements whose actions wait for the gate (and everything inside them). */
  readonly guards: string;
}

/**
 * The age verification (SPEC §2 Game detail): opened by the `age-verify` widget when the
 * server accepted the visitor's birth date, or when it decides that this visitor need not
 * verify; the game page's play actions inside `[data-age-verify-game]` wait for it.
 */
export const AGE_VERIFY_GATE: Gate = {
  widget: 'age-verify',
  guards: `[${pageHooks.ageVerifyGame}]`,
};

const open = new Set<string>();
const waiting = new Map<string, Set<() => void>>();

export const isGateOpen = (gate: Gate): boolean => open.has(gate.widget);

/** Whether an action on `element` must wait for the gate. */
export const isGuarded = (gate: Gate, element: Element): boolean =>
  element.closest(gate.guards) !== null;

/** For the answering widget only. Runs what waits for the gate. */
export function openGate(gate: Gate): void {
  open.add(gate.widget);
  const actions = waiting.get(gate.widget);
  waiting.delete(gate.widget);
  actions?.forEach((action) => action());
}

/** For the answering widget only: the gate asks again (or its widget went). */
export function closeGate(gate: Gate): void {
  open.delete(gate.widget);
}

/**
 * Runs `action` now when the gate is open, else once it opens. Returns the function that
 * gives up waiting.
 */
export function whenGateOpen(gate: Gate, action: () => void): () => void {
  if (isGateOpen(gate)) {
    action();
    return () => undefined;
  }
  const actions = waiting.get(gate.widget) ?? new Set();
  waiting.set(gate.widget, actions);
  // A wrapper of its own, so that the same function waiting twice is given up separately.
  const entry = () => action();
  actions.add(entry);
  return () => actions.delete(entry);
}

const placeholderOf = (gate: Gate) =>
  document.querySelector<HTMLElement>(`[${pageHooks.widget}="${gate.widget}"]`);

/**
 * Whether the gate can no longer be answered: its widget is not on the page, or it failed
 * (its chunk did not load, its props were refused: `data-widget-state="failed"`). The gate
 * then stays closed; the guarding widget tells the visitor.
 */
export function isGateUnanswerable(gate: Gate): boolean {
  const placeholder = placeholderOf(gate);
  return !placeholder || placeholder.dataset.widgetState === 'failed';
}

/**
 * Calls `onUnanswerable` once, now or when the gate's widget fails later. Returns the
 * function that stops watching.
 */
export function watchUnanswerable(gate: Gate, onUnanswerable: () => void): () => void {
  if (isGateUnanswerable(gate)) {
    onUnanswerable();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (!isGateUnanswerable(gate)) return;
    observer.disconnect();
    onUnanswerable();
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: [pageHooks.widgetState],
  });
  return () => observer.disconnect();
}
