/**
 * A member's unsent reply, kept per thread in local storage through core's helper (a
 * full, blocked or corrupt storage reads as no draft and saves nothing).
 */
import { readStorage, removeStorage, writeStorage } from '@casino/core';
import { DRAFT_DAYS, DRAFT_KEY_PREFIX } from './constants';

export interface Draft {
  /** The editor's HTML. */
  html: string;
  replyToId?: number;
  quoteOfId?: number;
}

const optionalId = (value: unknown) =>
  value === undefined || (typeof value === 'number' && Number.isInteger(value) && value > 0);

function isDraft(value: unknown): value is Draft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.html === 'string' && optionalId(draft.replyToId) && optionalId(draft.quoteOfId)
  );
}

const keyOf = (threadId: number) => `${DRAFT_KEY_PREFIX}${threadId}`;

export function readDraft(threadId: number): Draft | null {
  const draft = readStorage(keyOf(threadId), isDraft);
  return draft && draft.html ? draft : null;
}

/** Keeps the draft; an empty one is removed. */
export function saveDraft(threadId: number, draft: Draft): void {
  if (!draft.html) removeStorage(keyOf(threadId));
  else writeStorage(keyOf(threadId), draft, DRAFT_DAYS);
}

export function clearDraft(threadId: number): void {
  removeStorage(keyOf(threadId));
}
