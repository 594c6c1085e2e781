import { useEffect, useSyncExternalStore } from 'react';
import { useModal } from '../dialog/useModal';
import type { ModalControls } from '../dialog/useModal';
import { getModalManager } from './shared';
import type { ModalManagerSnapshot } from './manager';
import type { ModalKind } from './settings';
import type { ModalSchedule } from './schedule';

export interface ManagedModalOptions {
  /** The modal id, as in `modal:open` / `modal:close`. */
  id: string;
  /** When it may open by itself; without `autoOpenAfterSeconds` only on request. */
  schedule?: ModalSchedule;
  /** What it is: a country, social or newsletter modal pauses active time (SPEC §9). */
  kind?: ModalKind;
}

/**
 * Registers a widget's modal with the page's modal manager while the widget is mounted
 * and returns its controls (as `useModal`): the manager opens it when its schedule says
 * so, one modal at a time, and any widget can still open it by id.
 */
export function useManagedModal({
  id,
  schedule,
  kind = 'other',
}: ManagedModalOptions): ModalControls {
  const controls = useModal(id);
  const after = schedule?.autoOpenAfterSeconds;
  const perDay = schedule?.showsPerDay;
  // The days as one value, so a new array with the same days does not register again.
  const days = schedule?.daysOfVisit?.join(',');

  useEffect(() => {
    const next: ModalSchedule = {};
    if (after !== undefined) next.autoOpenAfterSeconds = after;
    if (perDay !== undefined) next.showsPerDay = perDay;
    if (days !== undefined) next.daysOfVisit = days ? days.split(',').map(Number) : [];
    return getModalManager().register(id, next, kind);
  }, [id, after, perDay, days, kind]);

  return controls;
}

/** The page's modal manager state, re-rendered as it changes (for status panels). */
export function useModalManagerSnapshot(): ModalManagerSnapshot {
  const manager = getModalManager();
  return useSyncExternalStore(manager.subscribe, manager.getSnapshot, manager.getSnapshot);
}
