/**
 * Poll voting (SPEC §3 Poll vote, §4 Poll, §8 "Poll vote failure"): idle, loading (further
 * clicks ignored), then the answer's `html`, the results, replaces the poll. A poll
 * marked no-vote takes no vote; a refusal's message goes to the poll's error area.
 */
import { CODE_LOGIN_REQUIRED, CODE_OK, forum, forumHooks } from '@casino/api';
import { call, errorText } from '@casino/core';
import { withCleanHtml } from '@casino/ui';
import { HOOKS, idOf } from '../shared/hooks';
import { text } from '../messages';
import { replaceWithServerHtml } from '../shared/page';

export type VoteResult = 'voted' | 'login' | 'failed' | 'ignored';

const LOADING = forumHooks.pollLoading;

function showError(poll: HTMLElement, message: string) {
  const area = poll.querySelector<HTMLElement>(HOOKS.pollError);
  if (!area) return;
  area.textContent = message;
  area.hidden = false;
}

function hideError(poll: HTMLElement) {
  const area = poll.querySelector<HTMLElement>(HOOKS.pollError);
  if (!area) return;
  area.textContent = '';
  area.hidden = true;
}

export const isNoVotePoll = (poll: Element) =>
  poll.hasAttribute(forumHooks.pollNoVote) && poll.getAttribute(forumHooks.pollNoVote) !== 'false';

/** Votes for the clicked option of its poll. */
export async function vote(option: HTMLElement): Promise<VoteResult> {
  const poll = option.closest<HTMLElement>(HOOKS.poll);
  const threadId = idOf(poll?.dataset.pollThreadId);
  const pollOptionId = idOf(option.dataset.pollOption);
  if (!poll || threadId === undefined || pollOptionId === undefined) return 'ignored';
  if (poll.hasAttribute(LOADING)) return 'ignored';
  if (isNoVotePoll(poll)) {
    showError(poll, text.pollNoVote());
    return 'ignored';
  }
  poll.setAttribute(LOADING, '');
  poll.setAttribute('aria-busy', 'true');
  hideError(poll);
  try {
    const homepage = poll.hasAttribute(forumHooks.pollHomepage)
      ? poll.getAttribute(forumHooks.pollHomepage) !== 'false'
      : undefined;
    const answer = await withCleanHtml(
      call(forum.pollVote, {
        threadId,
        pollOptionId,
        ...(homepage ? { voteOnHomepage: true } : {}),
      }),
    );
    const ok = answer.code === undefined || answer.code === CODE_OK;
    if (ok && answer.html && replaceWithServerHtml(poll, answer.html, HOOKS.poll)) return 'voted';
    if (answer.code === CODE_LOGIN_REQUIRED) {
      showError(poll, answer.message || text.pollLogin());
      return 'login';
    }
    showError(poll, answer.message || text.pollFailed());
    return 'failed';
  } catch (error) {
    showError(poll, errorText(error, text.pollFailed()));
    return 'failed';
  } finally {
    poll.removeAttribute(LOADING);
    poll.removeAttribute('aria-busy');
  }
}
