import { emit } from '@casino/core';

/** What analytics receives when a search result is chosen. */
export interface SearchSelectEvent {
  /** The item's text cut to 20 characters ({@link analyticsText}). */
  text: string;
  /** `casino`, `bonus`, `game`, `thread`, `country`, ... */
  kind: string;
  href: string;
  /** The result tab the item was chosen in. */
  tab: string;
  query: string;
}

declare module '@casino/core' {
  interface WidgetEvents {
    /** A search result was chosen (SPEC §9 analytics). */
    'search:select': SearchSelectEvent;
  }
}

export function reportSelect(event: SearchSelectEvent): void {
  emit('search:select', event);
}

/** Follows a link; one place so tests can watch it. */
export const navigation = {
  go(href: string): void {
    window.location.assign(href);
  },
};
