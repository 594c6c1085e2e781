import type { SignupForm, notifications } from '@casino/api';

/**
 * Typed events between widgets. Widgets are built separately and never import each
 * other; they meet here. Events travel on `document` so that server-rendered scripts can
 * take part too. Every event is declared here, with its payload (ESLint's
 * `casino/events-in-core` refuses a declaration elsewhere): one list that an emitter and a
 * listener of different packages both read.
 */
export interface WidgetEvents {
  /** Ask for a modal by id (SPEC §2: modals open and close by id). */
  'modal:open': { id: string };
  'modal:close': { id: string };
  /** A modal is disabled persistently (the newsletter after a successful signup). */
  'modal:disabled': { id: string };
  /**
   * Ask for the authentication dialog (the auth widget answers). `context` picks the
   * login endpoint and what a success does; in the review context `reopen` is kept in
   * the review-reopen cookie by a successful login, so the review flow opens again
   * after the reload.
   */
  'auth:open': { tab?: AuthTab; context?: AuthContext; reopen?: string };
  /**
   * A signup in the review context passed server validation: the review flow goes on
   * to its create step and sends these fields with the review. Kept in memory only.
   */
  'auth:signup-validated': { signup: SignupForm };
  /**
   * SPEC §7: a `game_leaderboard_update` arrived on the live channel (`listenLive`); the
   * leaderboard of its tournament refreshes.
   */
  'leaderboard:update': notifications.LeaderboardUpdate;
  /**
   * SPEC §2: a sort popover dispatches the chosen sort value (ui's `emitSortChange`);
   * `group` tells several sortable lists on one page apart.
   */
  'sort:change': { value: string; group?: string };
  /** A search result was chosen (SPEC §9 analytics; the header search sends it). */
  'search:select': SearchSelectEvent;
  /**
   * A member followed or unfollowed a forum thread (its page's switch, the following
   * table): the following table shows it without a reload.
   */
  'forum:follow': { threadId: number; follow: boolean };
  /** The reader unsubscribed from every newsletter: every setting is off now. */
  'newsletter:unsubscribed': Record<string, never>;
}

/** What analytics receives when a search result is chosen. */
export interface SearchSelectEvent {
  /** The item's text cut to 20 characters (the search's `analyticsText`). */
  text: string;
  /** `casino`, `bonus`, `game`, `thread`, `country`, ... */
  kind: string;
  href: string;
  /** The result tab the item was chosen in. */
  tab: string;
  query: string;
}

export type AuthTab = 'SIGNUP' | 'LOGIN';
/** Where a login happens; SPEC §7 gives each its endpoint. */
export type AuthContext = 'site' | 'forum' | 'review' | 'academy';

/** SPEC §9: after a login in the review context this cookie reopens the review flow. */
export const REVIEW_REOPEN_COOKIE = 'reviewReopen';
export const REVIEW_REOPEN_DAYS = 1;

const PREFIX = 'casino:';

export function emit<K extends keyof WidgetEvents>(name: K, detail: WidgetEvents[K]): void {
  document.dispatchEvent(new CustomEvent(PREFIX + name, { detail }));
}

/** Listens to an event; returns the function that stops listening. */
export function on<K extends keyof WidgetEvents>(
  name: K,
  handler: (detail: WidgetEvents[K]) => void,
): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<WidgetEvents[K]>).detail);
  document.addEventListener(PREFIX + name, listener);
  return () => document.removeEventListener(PREFIX + name, listener);
}
