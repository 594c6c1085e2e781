import { banActions, postActions } from './postActions';
import type { Action } from './action';
import type { Target } from './targets';
import { threadActions } from './threadActions';

export { EMPTY_VALUES, FIELD_ORDER } from './action';
export type { Action, Field, Outcome, SheetValues } from './action';

/** The actions of a menu, read from the page as it is now. */
export function actionsFor(target: Target): Action[] {
  return target.kind === 'thread'
    ? threadActions(target.root, target.id)
    : [
        ...postActions(target.root, target.element, target.id),
        ...banActions(target.root, target.element),
      ];
}
