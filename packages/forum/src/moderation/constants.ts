/** The moderation's figures and choices where SPEC is silent. */

/** SPEC §7 thread search (the move target), the path the fake backend and the site use. */
export const THREAD_SEARCH_URL = '/frontendService/search/threads';

/** The roles that get the moderation menus (SPEC §6; api `userRole`). */
export const MODERATION_ROLES = ['MODERATOR', 'ADMIN'] as const;
