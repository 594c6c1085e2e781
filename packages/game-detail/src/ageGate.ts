// The game page's side of the age verification gate (core's AGE_VERIFY_GATE, README.md).
import {
  AGE_VERIFY_GATE,
  isGateOpen,
  isGuarded,
  watchUnanswerable,
  whenGateOpen,
} from '@casino/core/gates';
import { gamesHooks } from '@casino/api';
import { text } from './messages';

const UNAVAILABLE_NOTE = gamesHooks.gameGateUnavailable;

/**
 * Runs a play action now, or, when it is inside `[data-age-verify-game]`, once the age
 * verification has opened the gate. Only the latest guarded request waits: a second click
 * or `#playGame` replaces it. What waits starts when the visitor is verified. `run` says
 * whether the action was held or done (true), so a click's default can be prevented.
 */
export function createAgeGuard() {
  let giveUp = () => {};
  return {
    run(element: Element, action: () => boolean): boolean {
      if (!isGuarded(AGE_VERIFY_GATE, element)) return action();
      giveUp();
      giveUp = whenGateOpen(AGE_VERIFY_GATE, () => void action());
      return true;
    },
    stop(): void {
      giveUp();
    },
  };
}

/**
 * When the age verification cannot answer (its widget failed to load or is missing), the
 * gate stays closed and a note after each guarded game says why the game does not start.
 * Returns the function that stops watching and takes the notes away.
 */
export function noteUnanswerableGate(): () => void {
  const guarded = [...document.querySelectorAll<HTMLElement>(AGE_VERIFY_GATE.guards)];
  if (guarded.length === 0) return () => undefined;
  const notes: HTMLElement[] = [];
  const stop = watchUnanswerable(AGE_VERIFY_GATE, () => {
    if (isGateOpen(AGE_VERIFY_GATE)) return;
    for (const element of guarded) {
      const note = document.createElement('p');
      note.className = 'cw-game-gate-note';
      note.setAttribute('role', 'alert');
      note.setAttribute(UNAVAILABLE_NOTE, '');
      note.textContent = text.ageGateUnavailable();
      element.after(note);
      notes.push(note);
    }
  });
  return () => {
    stop();
    notes.forEach((note) => note.remove());
  };
}
