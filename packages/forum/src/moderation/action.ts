/**
 * A moderation action (SPEC §3, §6, §7 "Forum"): its label for the current state, the
 * fields of its sheet (none: it acts at once from the menu), its call and what its answer
 * changes on the page. The thread's are in threadActions.ts, a post's in postActions.ts.
 */
import { CODE_LANGUAGE_UNDETECTED, REASON_OTHER } from '@casino/api';
import type { BanPeriod, ModerationReason } from '@casino/api';
import { errorText } from '@casino/core';
import { text } from './messages';
import type { PollValues } from './PollEditor';

/** The fields of a sheet, always in this order (SPEC §3 field order). */
export const FIELD_ORDER = [
  'title',
  'category',
  'poll',
  'text',
  'target',
  'dontInclude',
  'banPeriod',
  'reason',
  'explanationForUser',
  'inform',
  'assignee',
] as const;
export type Field = (typeof FIELD_ORDER)[number];

export interface SheetValues {
  title: string;
  category: string;
  text: string;
  target: { id: number; title: string } | null;
  dontInclude: boolean;
  reason: ModerationReason | '';
  /** Shown and required only with the reason OTHER. */
  explanation: string;
  explanationForUser: string;
  inform: boolean;
  /** A moderator's id, or '' for nobody. */
  assignee: string;
  banPeriod: BanPeriod | '';
  poll: PollValues | null;
}

export const EMPTY_VALUES: SheetValues = {
  title: '',
  category: '',
  text: '',
  target: null,
  dontInclude: false,
  reason: '',
  explanation: '',
  explanationForUser: '',
  inform: false,
  assignee: '',
  banPeriod: '',
  poll: null,
};

/**
 * What an action did: the post now on the page (focus goes to its menu), or a message;
 * `language` (SPEC §8 8209) asks for the language chooser, the server's guess preselected.
 */
export type Outcome =
  | { ok: true; post?: HTMLElement | null; leaving?: boolean }
  | { ok: false; message: string; language?: string | null };

export interface Action {
  id: string;
  label: string;
  /** Empty: the action runs at once from the menu. */
  fields: Field[];
  initial?: Partial<SheetValues>;
  /** A destructive action: the confirm button says so. */
  danger?: boolean;
  /** One of a group of choices (the admin check status): whether it is the active one. */
  checked?: boolean;
  /** `manualLanguageCode`: the language chosen after an 8209 (an edit's text). */
  run: (values: SheetValues, signal: AbortSignal, manualLanguageCode?: string) => Promise<Outcome>;
}

export const failedCall = (error: unknown): Outcome => {
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  return {
    ok: false,
    message: errorText(error, text.failed()),
  };
};

export const refusal = (answer: {
  code: number;
  message?: string | null | undefined;
  automaticallyDetectedLanguageCode?: string | null | undefined;
}): Outcome => ({
  ok: false,
  message: answer.message || text.failed(),
  ...(answer.code === CODE_LANGUAGE_UNDETECTED
    ? { language: answer.automaticallyDetectedLanguageCode ?? null }
    : {}),
});

export const reasonOf = (values: SheetValues) =>
  values.reason
    ? {
        reason: values.reason,
        explanation: values.reason === REASON_OTHER ? values.explanation.trim() : undefined,
      }
    : {};

export const leave = (link: string): Outcome => {
  window.location.assign(link);
  return { ok: true, leaving: true };
};
