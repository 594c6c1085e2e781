import { emit } from '@casino/core';

export const SORT_CHANGE_EVENT = 'sort:change';

export function emitSortChange(value: string, group?: string): void {
  emit(SORT_CHANGE_EVENT, group === undefined ? { value } : { value, group });
}
