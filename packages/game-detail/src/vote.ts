import { call, logFailedLoad } from '@casino/core';
import { CODE_OK, games, gamesHooks } from '@casino/api';
import type { VoteAnswer, VoteChoice } from '@casino/api';
import { VOTE_MARK } from './constants';
import { text } from './messages';

/** What a vote link carries in its `data-vote-*` attributes (README.md). */
export interface VoteItem {
  voteItemId: number;
  brandId: number;
  formUrl: string;
  voteType?: string;
  reviewId?: number;
}

const positive = (value: string | undefined) => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
};

/** The link's item, or null when its attributes are missing or broken. */
export function readVoteItem(link: HTMLElement, brandId: number): VoteItem | null {
  const voteItemId = positive(link.dataset.voteItemId);
  const formUrl = link.dataset.voteFormUrl ?? '';
  if (!voteItemId || !/^\/[^/]/.test(formUrl)) return null;
  const item: VoteItem = { voteItemId, brandId, formUrl };
  if (link.dataset.voteType) item.voteType = link.dataset.voteType;
  const reviewId = positive(link.dataset.reviewId);
  if (reviewId) item.reviewId = reviewId;
  return item;
}

export type VoteState = VoteChoice | 'NONE';

/** SPEC §4: a vote-disabled element cannot open the popover. */
export const isVoteDisabled = (link: HTMLElement) =>
  link.hasAttribute(gamesHooks.voteDisabled) || link.getAttribute('aria-disabled') === 'true';

export const readVoteState = (link: HTMLElement): VoteState =>
  link.dataset.voteState === 'LIKE' || link.dataset.voteState === 'DISLIKE'
    ? link.dataset.voteState
    : 'NONE';

/** SPEC §4 "marks like/dislike per the response": `data-vote-state` and the marks inside. */
export function markVote(link: HTMLElement, answer: Pick<VoteAnswer, 'likeVote' | 'dislikeVote'>) {
  const state: VoteState = answer.likeVote ? 'LIKE' : answer.dislikeVote ? 'DISLIKE' : 'NONE';
  link.dataset.voteState = state === 'NONE' ? '' : state;
  link.querySelectorAll<HTMLElement>(VOTE_MARK).forEach((mark) => {
    mark.hidden = mark.dataset.voteMark !== state;
  });
  return state;
}

/**
 * A code other than 200 carries the message for the form's error area; a failed request
 * (network, HTTP error, broken answer) has none: SPEC §8 "vote request failure only logged".
 */
export type VoteOutcome =
  | { ok: true; answer: VoteAnswer }
  | { ok: false; message: string; answer: VoteAnswer }
  | { ok: false; message: null; answer?: undefined };

function failure(error: unknown, signal: AbortSignal, what: string): VoteOutcome {
  if (signal.aborted) throw error;
  console.warn(`${what} failed`, error);
  logFailedLoad(what, error, signal);
  return { ok: false, message: null };
}

const outcomeOf = (answer: VoteAnswer): VoteOutcome =>
  answer.code === CODE_OK
    ? { ok: true, answer }
    : { ok: false, message: answer.message || text.voteFailed(), answer };

/** SPEC §7 "POST {vote form url}": the item and the option chosen. */
export async function submitVote(
  item: VoteItem,
  vote: VoteChoice,
  signal: AbortSignal,
): Promise<VoteOutcome> {
  const { formUrl, ...fields } = item;
  try {
    return outcomeOf(await call(games.voteSubmitAt(formUrl), { ...fields, vote }, { signal }));
  } catch (error) {
    return failure(error, signal, 'Vote');
  }
}

/** SPEC §7: the same url with no body and the item in the query resets the vote. */
export async function resetVote(item: VoteItem, signal: AbortSignal): Promise<VoteOutcome> {
  const { formUrl, voteItemId, brandId } = item;
  try {
    return outcomeOf(await call(games.voteResetAt(formUrl), { voteItemId, brandId }, { signal }));
  } catch (error) {
    return failure(error, signal, 'Vote reset');
  }
}
