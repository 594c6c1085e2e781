/**
 * A thread's poll as the fake server renders it (SPEC §4 Poll): the options to vote for,
 * or, once the session member voted or when the poll takes no votes, the results that
 * replace it. Public polls name the voters of each option; private ones only count.
 */
import { forumHooks } from '@casino/api';
import { db, sessionUser } from '../store/db';
import type { Poll, PollVote } from '../fixtures/forum';
import { attrs, html } from './html';
import type { SafeHtml } from './html';
import { plural } from '../store/listing';
import { forumState, threadLink } from '../store/forumStore';

export const pollOf = (threadId: number): Poll | undefined =>
  forumState().polls.find((poll) => poll.threadId === threadId);

export const votesOf = (threadId: number): PollVote[] =>
  forumState().votes.filter((vote) => vote.threadId === threadId);

export function hasVoted(threadId: number, userId: number): boolean {
  return votesOf(threadId).some((vote) => vote.userId === userId);
}

const moderates = () => {
  const user = sessionUser();
  return !!user && (user.roles.includes('MODERATOR') || user.roles.includes('ADMIN'));
};

const pollState = (poll: Poll) => ({
  question: poll.question,
  options: poll.options,
  locked: poll.noVote,
  votingPrivate: poll.votingPrivate,
  translateAllOptions: poll.translateAllOptions,
});

const percent = (part: number, total: number) => (total ? Math.round((part * 100) / total) : 0);

function resultsHtml(poll: Poll): SafeHtml {
  const votes = votesOf(poll.threadId);
  const own = sessionUser();
  return html`<ol class="cg-poll__results" data-poll-results data-votes="${votes.length}">
      ${poll.options.map((option) => {
        const chosen = votes.filter((vote) => vote.optionId === option.id);
        const share = percent(chosen.length, votes.length);
        const voters = chosen
          .map((vote) => db.users.find((user) => user.id === vote.userId)?.userName)
          .filter((name): name is string => !!name);
        return html`<li
          ${attrs({
            'data-poll-result': option.id,
            'data-votes': chosen.length,
            'data-own-vote': !!own && chosen.some((vote) => vote.userId === own.id),
          })}
        >
          <span class="cg-poll__option-name">${option.name}</span>
          <meter min="0" max="100" value="${share}">${share}%</meter>
          <span data-poll-share>${share}% (${plural(chosen.length, 'vote', 'votes')})</span>
          ${
            !poll.votingPrivate &&
            voters.length > 0 &&
            html`<span class="cg-poll__voters" data-poll-voters>${voters.join(', ')}</span>`
          }
        </li>`;
      })}
    </ol>
    <p class="cg-poll__total">${plural(votes.length, 'vote', 'votes')} in total</p>`;
}

function optionsHtml(poll: Poll): SafeHtml {
  return html`<ul class="cg-poll__options">
    ${poll.options.map(
      (option) =>
        html`<li>
          <button type="button" class="cg-poll__option" ${forumHooks.pollOption}="${option.id}">
            ${option.name}
          </button>
        </li>`,
    )}
  </ul>`;
}

/**
 * The poll of a thread as the session member sees it; `homepage` is the forum
 * homepage's copy (with a link to the thread).
 */
export function pollHtml(poll: Poll, { homepage = false }: { homepage?: boolean } = {}): SafeHtml {
  const user = sessionUser();
  const voted = !!user && hasVoted(poll.threadId, user.id);
  const showResults = voted || poll.noVote;
  return html`<section
    ${attrs({
      class: 'cg-poll',
      [forumHooks.poll]: true,
      'data-poll-thread-id': poll.threadId,
      'data-poll-private': poll.votingPrivate,
      'data-poll-translate': poll.translateAllOptions,
      [forumHooks.pollNoVote]: poll.noVote,
      'data-poll-voted': voted,
      [forumHooks.pollHomepage]: homepage,
      // What a moderator's poll editor starts from (handlers/forumModeration.ts).
      [forumHooks.pollState]: !homepage && moderates() ? pollState(poll) : undefined,
      'aria-labelledby': `cg-poll-${poll.threadId}`,
    })}
  >
    <h3 id="cg-poll-${poll.threadId}" class="cg-poll__question">${poll.question}</h3>
    ${showResults ? resultsHtml(poll) : optionsHtml(poll)}
    ${poll.noVote && html`<p class="cg-poll__closed" data-poll-closed>This poll takes no votes.</p>`}
    ${poll.votingPrivate && html`<p class="cg-poll__private">Votes are private.</p>`}
    <p class="cg-poll__error" ${forumHooks.pollError} role="alert" hidden></p>
    ${homepage && html`<a href="${threadLink(poll.threadId)}" data-poll-thread>Discuss</a>`}
  </section>`;
}
