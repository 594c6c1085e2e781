import {
  CODE_BANNED,
  CODE_FORM_ERROR,
  CODE_LOGIN_REQUIRED,
  CODE_NOT_ALLOWED,
  CODE_OK,
  forum,
  forumModeration as api,
} from '@casino/api';
import { db } from '../store/db';
import { FakeStompBroker, parseFrames, startLiveFeed, stompFrame } from '../live';
import { SEEDED_THREADS } from '../fixtures/forum';
import { renderForumThread } from './forum';
import { forumState } from '../store/forumStore';
import { sendAuthorizationEachTest } from './userReviewTesting';
import { fragment, send } from '../testClient';

// The moderator's page carries the authorization header of the deletions (SPEC §7).
sendAuthorizationEachTest();

const ALICE = 1;
const MOD = 3;
const ADMIN = 4;

const page = (threadId: number) => fragment(renderForumThread(threadId)!);
const postsOf = (threadId: number) => db.posts.filter((post) => post.threadId === threadId);
/** A reply (not the first post) of a seeded thread, made alice's. */
function alicesReply(threadId: number = SEEDED_THREADS.representative) {
  const post = postsOf(threadId)[1]!;
  post.authorId = ALICE;
  return post;
}
const notificationsOf = (userId: number) =>
  db.notifications.filter((notification) => notification.userId === userId);
const reason = { reason: 'SPAM' as const, informPostAuthorByEmail: false };

describe('who may moderate', () => {
  it('refuses a visitor (7000) and a member (7001); a forged member request changes nothing', async () => {
    const post = alicesReply();
    const thread = db.threads.find((item) => item.id === post.threadId)!;
    const state = () => ({
      title: thread.title,
      locked: thread.locked,
      pinned: thread.pinned,
      posts: postsOf(thread.id).length,
      hidden: post.hidden,
    });
    const before = state();
    expect((await send(api.lockThread, { threadId: thread.id, locked: true })).code).toBe(
      CODE_LOGIN_REQUIRED,
    );
    db.sessionUserId = ALICE;
    const forged = [
      await send(api.lockThread, { threadId: thread.id, locked: true }),
      await send(api.editTitle, {
        threadId: thread.id,
        newTitle: 'A title forged by a member',
        reason: 'SPAM',
      }),
      await send(api.deleteThread, { threadId: thread.id, reason: 'SPAM' }),
      await send(api.deletePostWithoutTrace, { postId: post.id, ...reason }),
      await send(api.hidePost, { postId: post.id, hidden: true, reason: 'SPAM' }),
      await send(api.pinThread, { threadId: thread.id, pinned: true }),
    ];
    expect(forged.map((answer) => answer.code)).toEqual(Array(6).fill(CODE_NOT_ALLOWED));
    expect(state()).toEqual(before);
  });
});

describe('thread actions', () => {
  beforeEach(() => {
    db.sessionUserId = MOD;
  });

  it('locks a thread: members’ replies are refused, the author is told; unlock tells too', async () => {
    const thread = db.threads.find((item) => item.id === SEEDED_THREADS.representative)!;
    thread.authorId = ALICE;
    const locked = await send(api.lockThread, { threadId: thread.id, locked: true, ...reason });
    expect(locked.thread).toMatchObject({ locked: true });
    expect(notificationsOf(ALICE).at(-1)?.type).toBe('FORUM_THREAD_LOCK');
    expect(page(thread.id).querySelector('[data-thread-locked-note]')).not.toBeNull();
    db.sessionUserId = ALICE;
    const reply = await send(forum.createPost, {
      threadId: thread.id,
      text: '<p>Can I still reply to this thread?</p>',
    });
    expect(reply.code).toBe(CODE_FORM_ERROR);
    db.sessionUserId = MOD;
    await send(api.lockThread, { threadId: thread.id, locked: false });
    expect(notificationsOf(ALICE).at(-1)?.type).toBe('FORUM_THREAD_UNLOCK');
  });

  it('needs an explanation with the reason OTHER', async () => {
    const thread = db.threads[0]!;
    const title = thread.title;
    const refused = await send(api.editTitle, {
      threadId: thread.id,
      newTitle: 'A much better title',
      reason: 'OTHER',
      explanation: '  ',
    });
    expect(refused.code).toBe(CODE_FORM_ERROR);
    expect(thread.title).toBe(title);
    const renamed = await send(api.editTitle, {
      threadId: thread.id,
      newTitle: 'A much better title',
      reason: 'OTHER',
      explanation: 'Clearer',
    });
    expect(renamed.thread?.title).toBe('A much better title');
    expect(page(thread.id).querySelector('[data-thread-title]')?.textContent).toBe(
      'A much better title',
    );
  });

  it('moves a thread to another category and tells its author', async () => {
    const thread = db.threads[0]!;
    thread.authorId = ALICE;
    const answer = await send(api.changeCategory, {
      threadId: thread.id,
      newCategoryId: 3,
      reason: 'OFF_TOPIC',
    });
    expect(answer.thread).toMatchObject({ categoryId: 3, categoryName: 'Slots and games' });
    expect(notificationsOf(ALICE).at(-1)?.type).toBe('FORUM_THREAD_MOVE');
    const unknown = await send(api.changeCategory, {
      threadId: thread.id,
      newCategoryId: 99,
      reason: 'OFF_TOPIC',
    });
    expect(unknown.code).toBe(CODE_FORM_ERROR);
  });

  it('deletes a thread with its posts and answers the forum’s address', async () => {
    const thread = db.threads[0]!;
    thread.authorId = ALICE;
    const answer = await send(api.deleteThread, { threadId: thread.id, reason: 'DUPLICATE' });
    expect(answer).toMatchObject({ code: CODE_OK, link: '/forum' });
    expect(renderForumThread(thread.id)).toBeNull();
    expect(postsOf(thread.id)).toEqual([]);
    expect(notificationsOf(ALICE).at(-1)?.type).toBe('FORUM_THREAD_DELETE');
  });

  it('pins and switches follow off: the page marks both and a follow is refused', async () => {
    const thread = db.threads[0]!;
    await send(api.pinThread, { threadId: thread.id, pinned: true });
    await send(api.disableFollow, { threadId: thread.id, followEnabled: false });
    const root = page(thread.id).querySelector('[data-thread-id]')!;
    expect(root.hasAttribute('data-thread-pinned')).toBe(true);
    expect(root.querySelector('[data-thread-follow]')).toBeNull();
    db.sessionUserId = ALICE;
    const follow = await send(forum.followThread, { threadId: thread.id, follow: true });
    expect(follow.code).toBe(CODE_FORM_ERROR);
  });
});

describe('the poll', () => {
  it('edits a poll: kept options keep their votes, new ones get an id, locked takes no votes', async () => {
    const threadId = SEEDED_THREADS.publicPoll;
    const poll = forumState().polls.find((item) => item.threadId === threadId)!;
    const [first] = poll.options;
    forumState().votes.push({ threadId, optionId: first!.id, userId: ALICE });
    const votesOn = (optionId: number) =>
      forumState().votes.filter((vote) => vote.threadId === threadId && vote.optionId === optionId)
        .length;
    const firstVotes = votesOn(first!.id);
    db.sessionUserId = ALICE;
    const forged = await send(api.editPoll, {
      threadId,
      pollQuestion: 'Forged?',
      pollOptions: [{ name: 'A' }, { name: 'B' }],
      pollLocked: true,
      votingPrivate: false,
      translateAllOptions: false,
    });
    expect(forged.code).toBe(CODE_NOT_ALLOWED);
    db.sessionUserId = MOD;
    const tooFew = await send(api.editPoll, {
      threadId,
      pollQuestion: 'Which one?',
      pollOptions: [{ id: first!.id, name: first!.name }, { name: ' ' }],
      pollLocked: false,
      votingPrivate: false,
      translateAllOptions: false,
    });
    expect(tooFew.code).toBe(CODE_FORM_ERROR);
    const edited = await send(api.editPoll, {
      threadId,
      pollQuestion: 'Which bonus do you prefer?',
      pollOptions: [{ id: first!.id, name: 'Renamed' }, { name: 'A new choice' }],
      pollLocked: true,
      votingPrivate: true,
      translateAllOptions: true,
    });
    const shown = fragment(edited.html!).querySelector('[data-poll]')!;
    expect(shown.querySelector('.cg-poll__question')?.textContent).toBe(
      'Which bonus do you prefer?',
    );
    expect(shown.hasAttribute('data-poll-no-vote')).toBe(true);
    expect(poll.options.map((option) => option.name)).toEqual(['Renamed', 'A new choice']);
    expect(poll.options[1]!.id).toBeGreaterThan(0);
    // The votes of the kept option stay; those of the dropped options go.
    expect(votesOn(first!.id)).toBe(firstVotes);
    expect(forumState().votes.filter((vote) => vote.threadId === threadId).length).toBe(firstVotes);
  });
});

describe('the author’s notifications, live', () => {
  it('a connected author gets the deletion of their post at once', async () => {
    const broker = new FakeStompBroker();
    const stop = startLiveFeed(broker, 3_600_000);
    const socket = broker.socket('/ws');
    const frames: ReturnType<typeof parseFrames> = [];
    socket.onmessage = ({ data }) => frames.push(...parseFrames(data));
    await vi.waitFor(() => expect(socket.readyState).toBe(1));
    socket.send(stompFrame('CONNECT', { 'accept-version': '1.2', 'heart-beat': '0,0' }));
    socket.send(
      stompFrame('SUBSCRIBE', { id: 'sub-0', destination: `/queue/notifications.${ALICE}` }),
    );
    db.sessionUserId = MOD;
    const post = alicesReply();
    await send(api.deletePost, { postId: post.id, ...reason });
    await vi.waitFor(() =>
      expect(
        frames
          .filter((frame) => frame.command === 'MESSAGE')
          .map((frame) => JSON.parse(frame.body).type),
      ).toEqual(['FORUM_POST_DELETE']),
    );
    stop();
  });
});

describe('post actions', () => {
  beforeEach(() => {
    db.sessionUserId = ADMIN;
  });

  it('deletes a post leaving its notice and tells the author', async () => {
    const post = alicesReply();
    const answer = await send(api.deletePost, { postId: post.id, ...reason });
    const notice = fragment(answer.html!).querySelector(`#post-${post.id}`)!;
    expect(notice.hasAttribute('data-post-deleted')).toBe(true);
    expect(notice.querySelector('[data-post-text]')).toBeNull();
    expect(page(post.threadId).querySelector(`#post-${post.id} [data-post-notice]`)).not.toBeNull();
    expect(notificationsOf(ALICE).at(-1)?.type).toBe('FORUM_POST_DELETE');
  });

  it('deletes a post without a trace: nothing of it is left', async () => {
    const post = alicesReply();
    const answer = await send(api.deletePostWithoutTrace, {
      postId: post.id,
      ...reason,
      explanationForUser: 'Spam link',
      deleteWithoutTrace: true,
    });
    expect(answer.html).toBeNull();
    expect(db.posts.some((item) => item.id === post.id)).toBe(false);
    expect(page(post.threadId).querySelector(`#post-${post.id}`)).toBeNull();
  });

  it('hides a post with its reason shown to members, and shows it again', async () => {
    const post = alicesReply();
    const hidden = await send(api.hidePost, {
      postId: post.id,
      hidden: true,
      reason: 'OFFENSIVE',
      explanationForUser: 'Please stay polite.',
    });
    expect(fragment(hidden.html!).querySelector('[data-post-text]')).not.toBeNull();
    db.sessionUserId = ALICE;
    const seen = page(post.threadId).querySelector(`#post-${post.id}`)!;
    expect(seen.querySelector('[data-post-notice]')?.textContent).toMatch(
      /Offensive or abusive\. Please stay polite\./,
    );
    expect(seen.querySelector('[data-post-text]')).toBeNull();
    db.sessionUserId = ADMIN;
    const shown = await send(api.hidePost, { postId: post.id, hidden: false });
    expect(fragment(shown.html!).querySelector('[data-post-notice]')).toBeNull();
  });

  it('moves a post to another thread: it shows there, the answer links to it', async () => {
    const post = alicesReply();
    const target = SEEDED_THREADS.publicPoll;
    const refused = await send(api.movePost, { postId: post.id, newThreadId: post.threadId });
    expect(refused.code).toBe(CODE_FORM_ERROR);
    const answer = await send(api.movePost, {
      postId: post.id,
      newThreadId: target,
      dontIncludeReplyOrQuotation: true,
    });
    expect(answer.link).toMatch(new RegExp(`^/forum/thread/${target}.*#post-${post.id}$`));
    expect(page(target).querySelector(`#post-${post.id}`)).not.toBeNull();
  });

  it('pins a post: the page marks it', async () => {
    const post = alicesReply();
    const answer = await send(api.pinPost, { postId: post.id, pinned: true });
    expect(fragment(answer.html!).querySelector('[data-post-pinned-label]')).not.toBeNull();
  });

  it('sets the admin check status and clears it; assigns a moderator, not a member', async () => {
    const post = alicesReply();
    const set = await send(api.postAdminStatus, {
      postId: post.id,
      forumPostAdminCheckStatus: 'SUSPICIOUS',
    });
    const article = fragment(set.content!).querySelector(`#post-${post.id}`)!;
    expect(article.getAttribute('data-post-admin-status')).toBe('SUSPICIOUS');
    expect(article.querySelector('[data-post-admin]')?.textContent).toContain('Suspicious');
    const cleared = await send(api.postAdminStatus, {
      postId: post.id,
      forumPostAdminCheckStatus: null,
    });
    expect(fragment(cleared.content!).querySelector('[data-post-admin-status]')).toBeNull();

    const refused = await send(api.postAdminAssignee, {
      postId: post.id,
      forumPostAssignee: ALICE,
    });
    expect(refused.code).toBe(CODE_FORM_ERROR);
    const assigned = await send(api.postAdminAssignee, { postId: post.id, forumPostAssignee: MOD });
    expect(
      fragment(assigned.content!).querySelector('[data-post-assignee-name]')?.textContent,
    ).toBe('mod_maria');
    db.sessionUserId = ALICE;
    const forged = await send(api.postAdminAssignee, { postId: post.id, forumPostAssignee: ALICE });
    expect(forged.code).toBe(CODE_NOT_ALLOWED);
    expect(post.assigneeId).toBe(MOD);
    expect(page(post.threadId).querySelector('[data-post-admin]')).toBeNull();
  });

  it('bans a post’s author, whose replies then get 5019, and cancels the ban', async () => {
    db.sessionUserId = MOD;
    const refused = await send(api.banUser, { userId: ALICE, banned: true, reason: 'SPAM' });
    expect(refused.code).toBe(CODE_FORM_ERROR);
    const admin = await send(api.banUser, {
      userId: ADMIN,
      banned: true,
      banPeriod: 'DAY',
      reason: 'SPAM',
    });
    expect(admin.code).toBe(CODE_FORM_ERROR);
    const banned = await send(api.banUser, {
      userId: ALICE,
      banned: true,
      banPeriod: 'WEEK',
      reason: 'SPAM',
    });
    expect(banned).toMatchObject({ code: CODE_OK, banned: true });
    db.sessionUserId = ALICE;
    const reply = await send(forum.createPost, {
      threadId: SEEDED_THREADS.representative,
      text: '<p>Am I still allowed to post here today?</p>',
    });
    expect(reply.code).toBe(CODE_BANNED);
    db.sessionUserId = MOD;
    await send(api.banUser, { userId: ALICE, banned: false });
    expect(db.users.find((user) => user.id === ALICE)?.banned).toBe(false);
  });
});
