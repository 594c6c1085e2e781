/**
 * The start-thread form's rules, apart from React (SPEC §3 "Forum thread (creation)", §5
 * "Forum thread"): the poll's option rows, the word counts and the request sent.
 */
import { forum } from '@casino/api';
import type { CreateThreadRequest } from '@casino/api';
import { POLL_MIN_OPTION_ROWS } from './constants';

const FIRST_POST_MIN_WORDS = forum.FIRST_POST_MIN_WORDS;
const THREAD_TITLE_MIN_WORDS = forum.THREAD_TITLE_MIN_WORDS;
const countWords = forum.countWords;

/** A casino or game chosen with the search: its id and the name shown. */
export interface Chosen {
  id: number;
  label: string;
}

export interface ThreadFormState {
  title: string;
  /** '' until a category is chosen. */
  categoryId: string;
  /** '' posts as the member; else a represented casino's id. */
  onBehalfOfId: string;
  casino: Chosen | null;
  game: Chosen | null;
  pollQuestion: string;
  pollOptions: string[];
  votingPrivate: boolean;
  translateAllOptions: boolean;
  winningScreenshotsEnabled: boolean;
}

export const emptyThreadForm = (): ThreadFormState => ({
  title: '',
  categoryId: '',
  onBehalfOfId: '',
  casino: null,
  game: null,
  pollQuestion: '',
  pollOptions: Array.from({ length: POLL_MIN_OPTION_ROWS }, () => ''),
  votingPrivate: false,
  translateAllOptions: false,
  winningScreenshotsEnabled: false,
});

const filled = (option: string) => option.trim() !== '';

/**
 * SPEC §5: one option typed into. A row emptied is removed (while more than the minimum
 * rows remain); when every row is filled, an empty row is added.
 */
export function changePollOption(options: string[], index: number, value: string): string[] {
  const next = options.map((option, position) => (position === index ? value : option));
  const rows =
    !filled(value) && next.length > POLL_MIN_OPTION_ROWS
      ? next.filter((_, position) => position !== index)
      : next;
  return rows.every(filled) ? [...rows, ''] : rows;
}

export type FieldError = 'title' | 'category' | 'firstPost';

/** SPEC §5: the title's and the first post's word counts, and a category chosen. */
export function formErrors(form: ThreadFormState, firstPostText: string): FieldError[] {
  const errors: FieldError[] = [];
  if (countWords(form.title) < THREAD_TITLE_MIN_WORDS) errors.push('title');
  if (!form.categoryId) errors.push('category');
  if (countWords(firstPostText) < FIRST_POST_MIN_WORDS) errors.push('firstPost');
  return errors;
}

/**
 * The call's body (SPEC §3): optional fields only when given; the poll (question, the
 * options that are not empty, its two switches) only when it has a question or an option.
 */
export function threadRequest(
  form: ThreadFormState,
  firstPostText: string,
  manualLanguageCode?: string,
): CreateThreadRequest {
  const question = form.pollQuestion.trim();
  const options = form.pollOptions.map((option) => option.trim()).filter(Boolean);
  const poll = question !== '' || options.length > 0;
  return {
    title: form.title.trim(),
    firstPostText,
    categoryId: Number(form.categoryId),
    ...(form.onBehalfOfId ? { onBehalfOfId: Number(form.onBehalfOfId) } : {}),
    ...(form.casino ? { forumRelatedCasinoId: form.casino.id } : {}),
    ...(form.game ? { forumRelatedGameId: form.game.id } : {}),
    ...(poll
      ? {
          pollQuestion: question,
          pollOptions: options,
          votingPrivate: form.votingPrivate,
          translateAllOptions: form.translateAllOptions,
        }
      : {}),
    winningScreenshotsEnabled: form.winningScreenshotsEnabled,
    ...(manualLanguageCode ? { manualLanguageCode } : {}),
  };
}
