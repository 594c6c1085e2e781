import { CODE_LOGIN_REQUIRED, CODE_OK, forum } from '@casino/api';
import { db, signInAs } from '../store/db';
import { SEEDED_THREADS, memberKey } from '../fixtures/forum';
import { renderForumThread } from '../markup/forumMarkup';
import { FOLLOWED_THREADS_PER_PAGE } from './forumFollowing';
import { fragment, send } from '../testClient';

const ALICE = 1;
const MODERATOR = 3;

describe('the following-threads table’s call', () => {
  it('answers a visitor 7000', async () => {
    signInAs(null);
    expect((await send(forum.followedThreads, {})).code).toBe(CODE_LOGIN_REQUIRED);
  });

  it('pages the member’s followed threads and follows a follow or unfollow', async () => {
    signInAs(ALICE);
    db.forum.follows = db.threads.map((thread) => memberKey(thread.id, ALICE));
    const first = await send(forum.followedThreads, {});
    expect(first.code).toBe(CODE_OK);
    expect(first.threads).toHaveLength(FOLLOWED_THREADS_PER_PAGE);
    expect(first.totalCount).toBe(db.threads.length);
    expect(first.pageCount).toBe(Math.ceil(db.threads.length / FOLLOWED_THREADS_PER_PAGE));
    const [top] = first.threads!;
    await send(forum.followThread, { threadId: top!.threadId, follow: false });
    const after = await send(forum.followedThreads, {});
    expect(after.threads!.map((thread) => thread.threadId)).not.toContain(top!.threadId);
    // A page past the last gives the last.
    const last = await send(forum.followedThreads, { page: 99 });
    expect(last.page).toBe(after.pageCount);
  });
});

describe('a locked thread’s server HTML', () => {
  it('offers a member no Edit of their own post; a moderator keeps it', () => {
    const post = db.posts.find((item) => item.threadId === SEEDED_THREADS.locked)!;
    const edits = (userId: number) => {
      post.authorId = userId;
      signInAs(userId);
      const page = fragment(renderForumThread(SEEDED_THREADS.locked) ?? '');
      expect(page.querySelectorAll('[data-post-reply], [data-post-quote]')).toHaveLength(0);
      return page.querySelector(`[data-post-id="${post.id}"] [data-post-edit]`) !== null;
    };
    expect(edits(ALICE)).toBe(false);
    expect(edits(MODERATOR)).toBe(true);
  });
});
