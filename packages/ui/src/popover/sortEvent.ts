import { emit } from '@casino/core';

declare module '@casino/core' {
  interface WidgetEvents {
    /**
     * SPEC §2: a sort popover dispatches the chosen sort value; `group` tells several
     * sortable lists on one page apart.
     */
    'sort:change': { value: string; group?: string };
  }
}

export const SORT_CHANGE_EVENT = 'sort:change';

export function emitSortChange(value: string, group?: string): void {
  emit(SORT_CHANGE_EVENT, group === undefined ? { value } : { value, group });
}
