/**
 * A member's unsent text, kept in local storage through core's helper under the member's
 * id: a reply per thread, an edit per post (the start-thread modal's fields: threadDraft.ts). Nobody else
 * logging in on the same browser reads it. A full, blocked or corrupt storage reads as no
 * draft and saves nothing.
 */
import { readStorage, removeStorage, writeStorage } from '@casino/core';
import { DRAFT_DAYS, DRAFT_KEY_PREFIX } from './constants';

export interface Draft {
  /** The editor's HTML. */
  html: string;
  replyToId?: number;
  quoteOfId?: number;
}

export interface EditDraft {
  html: string;
}

export type Place = `thread:${number}` | `edit:${number}` | 'new-thread';

export const keyOf = (userId: number, place: Place) => `${DRAFT_KEY_PREFIX}${userId}:${place}`;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const optionalId = (value: unknown) =>
  value === undefined || (typeof value === 'number' && Number.isInteger(value) && value > 0);

function isDraft(value: unknown): value is Draft {
  return (
    isRecord(value) &&
    typeof value.html === 'string' &&
    optionalId(value.replyToId) &&
    optionalId(value.quoteOfId)
  );
}

const isEditDraft = (value: unknown): value is EditDraft =>
  isRecord(value) && typeof value.html === 'string';

/** Keeps `value` at the member's `place`; an empty one is removed. */
export function save<T>(userId: number, place: Place, value: T, empty: boolean): void {
  if (empty) removeStorage(keyOf(userId, place));
  else writeStorage(keyOf(userId, place), value, DRAFT_DAYS);
}

/** The member's reply in a thread, or null. */
export function readDraft(userId: number, threadId: number): Draft | null {
  // Drafts of before were kept per thread only, readable by whoever logged in next.
  removeStorage(`${DRAFT_KEY_PREFIX}${threadId}`);
  const draft = readStorage(keyOf(userId, `thread:${threadId}`), isDraft);
  return draft && draft.html ? draft : null;
}

/** Keeps the reply; an empty one is removed. */
export function saveDraft(userId: number, threadId: number, draft: Draft): void {
  save(userId, `thread:${threadId}`, draft, !draft.html);
}

export function clearDraft(userId: number, threadId: number): void {
  removeStorage(keyOf(userId, `thread:${threadId}`));
}

/** The member's unsaved edit of a post, or null. */
export function readEditDraft(userId: number, postId: number): EditDraft | null {
  const draft = readStorage(keyOf(userId, `edit:${postId}`), isEditDraft);
  return draft && draft.html ? draft : null;
}

export function saveEditDraft(userId: number, postId: number, html: string): void {
  save(userId, `edit:${postId}`, { html }, !html);
}

export function clearEditDraft(userId: number, postId: number): void {
  removeStorage(keyOf(userId, `edit:${postId}`));
}
