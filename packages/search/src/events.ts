import { emit } from '@casino/core';
import type { SearchSelectEvent } from '@casino/core';

export function reportSelect(event: SearchSelectEvent): void {
  emit('search:select', event);
}

/** Follows a link; one place so tests can watch it. */
export const navigation = {
  go(href: string): void {
    window.location.assign(href);
  },
};
