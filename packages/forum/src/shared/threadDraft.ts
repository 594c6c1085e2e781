/**
 * The start-thread modal's draft, kept as the replies' drafts are (`draft.ts`). A file of
 * its own: only the modal reads it, and a thread page's reader loads the reply drafts'
 * code without it.
 */
import { readStorage, removeStorage } from '@casino/core';
import { isRecord, keyOf, save } from './draft';
import type { ThreadFormState } from './threadForm';

/** The start-thread modal as it was left: its fields and the first post's HTML. */
export interface ThreadDraft {
  form: ThreadFormState;
  html: string;
}

const isChosen = (value: unknown) =>
  value === null ||
  (isRecord(value) && typeof value.id === 'number' && typeof value.label === 'string');

function isThreadForm(value: unknown): value is ThreadFormState {
  if (!isRecord(value)) return false;
  const strings = ['title', 'categoryId', 'onBehalfOfId', 'pollQuestion'] as const;
  const flags = ['votingPrivate', 'translateAllOptions', 'winningScreenshotsEnabled'] as const;
  return (
    strings.every((name) => typeof value[name] === 'string') &&
    flags.every((name) => typeof value[name] === 'boolean') &&
    Array.isArray(value.pollOptions) &&
    value.pollOptions.every((option) => typeof option === 'string') &&
    isChosen(value.casino) &&
    isChosen(value.game)
  );
}

const isThreadDraft = (value: unknown): value is ThreadDraft =>
  isRecord(value) && typeof value.html === 'string' && isThreadForm(value.form);

/** The member's thread not started yet, or null. */
export function readThreadDraft(userId: number): ThreadDraft | null {
  return readStorage(keyOf(userId, 'new-thread'), isThreadDraft);
}

/** Keeps the modal's fields; nothing typed removes the draft. */
export function saveThreadDraft(userId: number, draft: ThreadDraft, empty: boolean): void {
  save(userId, 'new-thread', draft, empty);
}

export function clearThreadDraft(userId: number): void {
  removeStorage(keyOf(userId, 'new-thread'));
}
