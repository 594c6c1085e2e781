import {
  CODE_BANNED,
  CODE_FORM_ERROR,
  CODE_LANGUAGE_UNDETECTED,
  CODE_LOGIN_REQUIRED,
  CODE_NOT_ALLOWED,
  CODE_OK,
  CODE_POST_PENDING_REVIEW,
  forum,
} from '@casino/api';
import { db } from '../store/db';
import { SEEDED_THREADS } from '../fixtures/forum';
import { MALFORMED_ANSWER, setScenario } from '../scenarios';
import { renderForumThread } from './forum';
import { all, fragment, request, send } from '../testClient';

const ALICE = 1;
const REP = 2;
const MOD = 3;
const BANNED_BOB = 5;

const threadPage = (threadId: number) => fragment(renderForumThread(threadId)!);
const firstPostOf = (threadId: number) => db.posts.find((post) => post.threadId === threadId)!;
/** A post of a seeded thread (not its first) made alice's. */
function alicesReply(threadId: number = SEEDED_THREADS.representative) {
  const post = db.posts.filter((item) => item.threadId === threadId)[1]!;
  post.authorId = ALICE;
  return post;
}
const notificationsOf = (userId: number) =>
  db.notifications.filter((notification) => notification.userId === userId);
const edit = (postId: number, updatedText = '<p>Edited: the payout came after all.</p>') => ({
  postId,
  updatedText,
});

describe('edit a post (PUT /frontendService/post)', () => {
  it('answers 7000 to a visitor and 5019 to a banned member', async () => {
    const post = alicesReply();
    expect((await send(forum.editPost, edit(post.id))).code).toBe(CODE_LOGIN_REQUIRED);
    db.sessionUserId = BANNED_BOB;
    expect((await send(forum.editPost, edit(post.id))).code).toBe(CODE_BANNED);
  });

  it('changes the member’s own post and answers it marked edited', async () => {
    db.sessionUserId = ALICE;
    const post = alicesReply();
    const answer = await send(forum.editPost, edit(post.id));
    expect(answer.code).toBe(CODE_OK);
    const article = fragment(answer.html!).querySelector(`#post-${post.id}`)!;
    expect(article.querySelector('[data-post-text]')?.textContent).toBe(
      'Edited: the payout came after all.',
    );
    expect(article.querySelector('[data-post-edited]')).not.toBeNull();
    expect(threadPage(post.threadId).querySelector(`#post-${post.id}`)?.textContent).toContain(
      'payout came after all',
    );
  });

  it('refuses someone else’s post (7001); a moderator may edit it and its author is told', async () => {
    const post = alicesReply();
    const original = post.text;
    db.sessionUserId = REP;
    expect((await send(forum.editPost, edit(post.id))).code).toBe(CODE_NOT_ALLOWED);
    expect(post.text).toBe(original);
    db.sessionUserId = MOD;
    const answer = await send(forum.editPost, { ...edit(post.id), reason: 'SPAM' });
    expect(answer.code).toBe(CODE_OK);
    expect(notificationsOf(ALICE).at(-1)).toMatchObject({ type: 'FORUM_POST_EDIT' });
  });

  it('keeps a first post at 5 words and any post within the limits (8200)', async () => {
    db.sessionUserId = ALICE;
    const first = firstPostOf(SEEDED_THREADS.representative);
    first.authorId = ALICE;
    const brief = await send(forum.editPost, edit(first.id, '<p>Far too short here</p>'));
    expect(brief.code).toBe(CODE_FORM_ERROR);
    expect(brief.message).toContain('5 words');
    const tooLong = 'x'.repeat(forum.FORUM_POST_MAX_CHARACTERS + 1);
    expect((await send(forum.editPost, edit(alicesReply().id, tooLong))).code).toBe(
      CODE_FORM_ERROR,
    );
  });

  it('answers 8209 for a short edit, and takes it with the language chosen', async () => {
    db.sessionUserId = ALICE;
    const post = alicesReply();
    const guessed = await send(forum.editPost, edit(post.id, 'Danke schön'));
    expect(guessed).toMatchObject({
      code: CODE_LANGUAGE_UNDETECTED,
      automaticallyDetectedLanguageCode: 'de',
    });
    const chosen = await send(forum.editPost, {
      ...edit(post.id, 'Danke schön'),
      manualLanguageCode: 'de',
    });
    expect(fragment(chosen.html!).querySelector('[data-post-id]')?.getAttribute('lang')).toBe('de');
  });

  it('refuses edits in a locked thread', async () => {
    db.sessionUserId = ALICE;
    const post = alicesReply(SEEDED_THREADS.locked);
    expect((await send(forum.editPost, edit(post.id))).code).toBe(CODE_FORM_ERROR);
  });
});

describe('likes (POST /post/like, /thread/like)', () => {
  it('answer 7000 to a visitor', async () => {
    const like = { itemId: firstPostOf(1).id, liked: true };
    expect((await send(forum.likePost, like)).code).toBe(CODE_LOGIN_REQUIRED);
    expect((await send(forum.likeThread, { itemId: 1, liked: true })).code).toBe(
      CODE_LOGIN_REQUIRED,
    );
  });

  it('set a post’s like, answer the button and the count, and tell the author once', async () => {
    db.sessionUserId = ALICE;
    const post = alicesReply();
    post.authorId = MOD;
    const count = () => db.forum.postLikes.filter((key) => key.startsWith(`${post.id}:`)).length;
    const before = count();
    const notes = notificationsOf(MOD).length;
    const liked = await send(forum.likePost, { itemId: post.id, liked: true });
    expect(liked).toMatchObject({ code: CODE_OK, likeCount: before + 1, liked: true });
    const button = fragment(liked.html!).querySelector('[data-post-like]')!;
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.querySelector('[data-like-count]')?.textContent).toBe(String(before + 1));
    expect((await send(forum.likePost, { itemId: post.id, liked: true })).likeCount).toBe(
      before + 1,
    );
    expect(
      notificationsOf(MOD)
        .slice(notes)
        .map((note) => note.type),
    ).toEqual(['FORUM_POST_LIKE']);
    const unliked = await send(forum.likePost, { itemId: post.id, liked: false });
    expect(unliked.likeCount).toBe(before);
    expect(fragment(unliked.html!).querySelector('[aria-pressed="false"]')).not.toBeNull();
  });

  it('set a thread’s like and answer the count', async () => {
    db.sessionUserId = ALICE;
    const threadId = SEEDED_THREADS.publicPoll;
    const before = Number(
      threadPage(threadId).querySelector('[data-thread-like] [data-like-count]')?.textContent,
    );
    const liked = await send(forum.likeThread, { itemId: threadId, liked: true });
    expect(liked.likeCount).toBe(before + 1);
    const button = threadPage(threadId).querySelector('[data-thread-like]')!;
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect((await send(forum.likeThread, { itemId: threadId, liked: false })).likeCount).toBe(
      before,
    );
  });
});

describe('follow (POST /thread/follow)', () => {
  it('answers 7000 to a visitor', async () => {
    expect((await send(forum.followThread, { threadId: 2, follow: true })).code).toBe(
      CODE_LOGIN_REQUIRED,
    );
  });

  it('sets the follow, answers the count and the switch; only followers hear of replies', async () => {
    db.sessionUserId = ALICE;
    const threadId = SEEDED_THREADS.publicPoll;
    const before = db.forum.follows.filter((key) => key.startsWith(`${threadId}:`)).length;
    const followed = await send(forum.followThread, { threadId, follow: true });
    expect(followed).toMatchObject({ follow: true, followersCount: before + 1 });
    expect(
      fragment(followed.html!).querySelector('[data-thread-follow]')?.getAttribute('aria-pressed'),
    ).toBe('true');
    db.sessionUserId = MOD;
    const reply = { threadId, text: '<p>I had the same experience with them.</p>' };
    await send(forum.createPost, reply);
    expect(notificationsOf(ALICE).at(-1)?.type).toBe('FORUM_THREAD_REPLY');
    db.sessionUserId = ALICE;
    const unfollowed = await send(forum.followThread, { threadId, follow: false });
    expect(unfollowed).toMatchObject({ follow: false, followersCount: before });
    const notes = notificationsOf(ALICE).length;
    db.sessionUserId = MOD;
    await send(forum.createPost, reply);
    expect(notificationsOf(ALICE)).toHaveLength(notes);
  });
});

describe('poll vote (POST /thread/pollVote)', () => {
  const pollOf = (threadId: number) => db.forum.polls.find((poll) => poll.threadId === threadId)!;
  const vote = (threadId: number, index = 0, voteOnHomepage?: boolean) => ({
    threadId,
    pollOptionId: pollOf(threadId).options[index]!.id,
    voteOnHomepage,
  });

  it('answers 7000 with a message to a visitor', async () => {
    const answer = await send(forum.pollVote, vote(SEEDED_THREADS.publicPoll));
    expect(answer).toMatchObject({ code: CODE_LOGIN_REQUIRED });
    expect(answer.message).not.toBe('');
  });

  it('shows a member the options and the error area until they vote', () => {
    db.sessionUserId = ALICE;
    const poll = threadPage(SEEDED_THREADS.publicPoll).querySelector('[data-poll]')!;
    expect(all(poll, '[data-poll-option]')).toHaveLength(
      pollOf(SEEDED_THREADS.publicPoll).options.length,
    );
    expect(poll.querySelector('[data-poll-error]')).not.toBeNull();
  });

  it('takes one vote a member; the results replace the poll, naming the voters', async () => {
    db.sessionUserId = ALICE;
    const threadId = SEEDED_THREADS.publicPoll;
    const answer = await send(forum.pollVote, vote(threadId, 3));
    const poll = fragment(answer.html!).querySelector('[data-poll]')!;
    expect(poll.querySelector('[data-poll-option]')).toBeNull();
    const chosen = poll.querySelector(`[data-poll-result="${pollOf(threadId).options[3]!.id}"]`)!;
    expect(chosen.hasAttribute('data-own-vote')).toBe(true);
    expect(chosen.querySelector('[data-poll-voters]')?.textContent).toContain('alice');
    const votes = db.forum.votes.length;
    const again = await send(forum.pollVote, vote(threadId, 0));
    expect(again.code).toBe(CODE_FORM_ERROR);
    expect(again.message).toContain('already voted');
    expect(db.forum.votes).toHaveLength(votes);
  });

  it('keeps voters’ names out of a private poll', async () => {
    db.sessionUserId = ALICE;
    const answer = await send(forum.pollVote, vote(SEEDED_THREADS.privatePoll));
    const poll = fragment(answer.html!);
    expect(poll.querySelector('[data-poll-results]')).not.toBeNull();
    expect(poll.querySelector('[data-poll-voters]')).toBeNull();
    expect(poll.querySelector('[data-poll]')?.hasAttribute('data-poll-translate')).toBe(true);
  });

  it('refuses a vote in a no-vote poll, which shows its results only', async () => {
    db.sessionUserId = ALICE;
    const threadId = SEEDED_THREADS.noVotePoll;
    const answer = await send(forum.pollVote, vote(threadId));
    expect(answer).toMatchObject({ code: CODE_FORM_ERROR });
    expect(answer.html).toBeUndefined();
    const poll = threadPage(threadId).querySelector('[data-poll]')!;
    expect(poll.hasAttribute('data-poll-no-vote')).toBe(true);
    expect(poll.querySelector('[data-poll-option]')).toBeNull();
    expect(poll.querySelector('[data-poll-results]')).not.toBeNull();
  });

  it('refuses an option of another poll and answers 404 without a poll', async () => {
    db.sessionUserId = ALICE;
    const foreign = { ...vote(SEEDED_THREADS.privatePoll), threadId: SEEDED_THREADS.publicPoll };
    expect((await send(forum.pollVote, foreign)).code).toBe(CODE_FORM_ERROR);
    expect((await request(forum.pollVote, { threadId: 7, pollOptionId: 1 })).status).toBe(404);
  });

  it('answers the homepage’s copy of the poll to a homepage vote', async () => {
    db.sessionUserId = ALICE;
    const answer = await send(forum.pollVote, vote(SEEDED_THREADS.publicPoll, 1, true));
    const poll = fragment(answer.html!).querySelector('[data-poll]')!;
    expect(poll.hasAttribute('data-poll-homepage')).toBe(true);
    expect(poll.querySelector('[data-poll-thread]')?.getAttribute('href')).toBe('/forum/thread/2');
  });
});

describe('the thread page’s hooks', () => {
  it('mark the thread, its like, follow and replies count, and each post’s buttons', () => {
    db.sessionUserId = ALICE;
    const threadId = SEEDED_THREADS.representative;
    const own = alicesReply(threadId);
    expect(own.authorId).toBe(ALICE);
    const page = threadPage(threadId);
    const thread = page.querySelector(`[data-thread-id="${threadId}"]`)!;
    expect(thread.querySelector('[data-thread-like][aria-pressed]')).not.toBeNull();
    expect(thread.querySelector('[data-thread-follow]')?.getAttribute('aria-pressed')).toBe('true');
    expect(thread.querySelector('[data-replies-count]')).not.toBeNull();
    for (const post of all(page, '[data-post-id]')) {
      for (const hook of ['data-post-reply', 'data-post-quote', 'data-post-like'])
        expect(post.querySelector(`[${hook}]`)).not.toBeNull();
      expect(post.querySelector('[data-post-like] [data-like-count]')).not.toBeNull();
      const mine = post.dataset.userId === String(ALICE);
      expect(post.querySelector('[data-post-edit]') !== null).toBe(mine);
    }
  });

  it('leave out reply and quote in a locked thread, and edit for a visitor', () => {
    const locked = threadPage(SEEDED_THREADS.locked);
    expect(locked.querySelector('[data-thread-locked]')).not.toBeNull();
    expect(locked.querySelector('[data-post-reply], [data-post-quote]')).toBeNull();
    expect(locked.querySelector('[data-post-edit]')).toBeNull();
    expect(renderForumThread(999)).toBeNull();
  });
});

describe('scenarios', () => {
  const calls = [
    {
      response: forum.createThread.response,
      call: () =>
        request(forum.createThread, {
          title: 'a b c',
          firstPostText: 'one two three four five',
          categoryId: 1,
        }),
    },
    {
      response: forum.createPost.response,
      call: () => request(forum.createPost, { threadId: 1, text: 'one two three four' }),
    },
    {
      response: forum.editPost.response,
      call: () =>
        request(forum.editPost, { postId: alicesReply().id, updatedText: 'one two three four' }),
    },
    {
      response: forum.likePost.response,
      call: () => request(forum.likePost, { itemId: 100, liked: true }),
    },
    {
      response: forum.likeThread.response,
      call: () => request(forum.likeThread, { itemId: 1, liked: true }),
    },
    {
      response: forum.followThread.response,
      call: () => request(forum.followThread, { threadId: 1, follow: true }),
    },
    {
      response: forum.pollVote.response,
      call: () => request(forum.pollVote, { threadId: 2, pollOptionId: 21 }),
    },
  ];

  it('malformed-answer: every forum call answers JSON its contract refuses', async () => {
    db.sessionUserId = ALICE;
    setScenario('malformed-answer');
    for (const { response, call } of calls) {
      const body = (await (await call()).json()) as unknown;
      expect(body).toEqual(MALFORMED_ANSWER);
      expect(response.safeParse(body).success).toBe(false);
    }
  });

  it('code-8214: starting a thread, replying and editing answer pending review', async () => {
    db.sessionUserId = ALICE;
    setScenario('code-8214');
    for (const { response, call } of calls.slice(0, 3))
      expect(response.parse(await (await call()).json())).toMatchObject({
        code: CODE_POST_PENDING_REVIEW,
      });
  });
});
