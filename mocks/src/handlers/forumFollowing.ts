/**
 * The member's following-threads table (api `forum.followedThreads`, SPEC §2 Forum): the
 * threads the session member follows, the latest activity first, a page at a time.
 * A visitor gets 7000; a banned member still reads.
 */
import { CODE_OK, forum } from '@casino/api';
import { db } from '../store/db';
import { memberKey } from '../fixtures/forum';
import { handle } from '../handle';
import { memberFor, refused } from '../access';
import { forumState, postsOf, repliesCount, threadLink } from '../store/forumStore';

/** Threads on one page of the table (the fake's choice: SPEC.md gives no page size). */
export const FOLLOWED_THREADS_PER_PAGE = 10;

const lastActivity = (threadId: number) => {
  const last = postsOf(threadId).at(-1);
  return { id: last?.id ?? 0, on: last?.createdOn ?? null };
};

export const followingHandlers = [
  handle(forum.followedThreads, ({ page = 1 }) => {
    const member = memberFor(null, { writes: false });
    if (refused(member)) return member;
    const { follows, categories } = forumState();
    const followed = db.threads
      .filter((thread) => follows.includes(memberKey(thread.id, member.id)))
      .sort((a, b) => lastActivity(b.id).id - lastActivity(a.id).id);
    const pageCount = Math.ceil(followed.length / FOLLOWED_THREADS_PER_PAGE);
    const current = Math.min(page, Math.max(1, pageCount));
    const shown = followed.slice(
      (current - 1) * FOLLOWED_THREADS_PER_PAGE,
      current * FOLLOWED_THREADS_PER_PAGE,
    );
    return {
      code: CODE_OK,
      message: null,
      page: current,
      pageCount,
      totalCount: followed.length,
      threads: shown.map((thread) => ({
        threadId: thread.id,
        title: thread.title,
        link: threadLink(thread.id),
        categoryName: categories.find((item) => item.id === thread.categoryId)?.name ?? null,
        repliesCount: repliesCount(thread.id),
        lastPostOn: lastActivity(thread.id).on,
      })),
    };
  }),
];
