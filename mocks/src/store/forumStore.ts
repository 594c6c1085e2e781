/**
 * The forum's data in the fake database: threads and posts (`db.threads`, `db.posts`,
 * shared with search and the demo pages) and the rest in `db.forum` (fixtures/forum.ts).
 * Lookups, pages and addresses, likes, follows, and the notifications that posting sends.
 */
import type { notifications } from '@casino/api';
import { db, sessionUser } from './db';
import type { Post, Thread, User } from '../fixtures/community';
import { memberKey, seedForum } from '../fixtures/forum';
import type { ForumState } from '../fixtures/forum';
import { html } from '../markup/html';
import { plural } from './listing';
import { createNotification } from '../handlers/notifications';

/** Posts on one page of a thread (the fake's choice: SPEC.md gives no page size). */
export const FORUM_POSTS_PER_PAGE = 20;
export const FORUM_THREAD_PATH = '/forum/thread';

/** The forum's state; a tab that kept a database from before the forum gets it seeded. */
export function forumState(): ForumState {
  const holder = db as Omit<typeof db, 'forum'> & { forum?: ForumState };
  holder.forum ??= seedForum(db.threads, db.posts);
  return holder.forum;
}

export function nextForumId(): number {
  const state = forumState();
  const used = Math.max(
    state.nextId,
    ...db.threads.map((thread) => thread.id),
    ...db.posts.map((post) => post.id),
  );
  state.nextId = used + 1;
  return state.nextId;
}

export const threadOf = (id: number): Thread | undefined =>
  db.threads.find((thread) => thread.id === id);

/**
 * A thread's posts, oldest first (the first one opens the thread); hidden and deleted ones
 * keep their place and show their notice.
 */
export const postsOf = (threadId: number): Post[] =>
  db.posts.filter((post) => post.threadId === threadId).sort((a, b) => a.id - b.id);

/** A post members can answer, like and edit: not hidden, not deleted. */
export const visiblePost = (id: number): Post | undefined =>
  db.posts.find((post) => post.id === id && !post.hidden && !post.deleted);

export const isFirstPost = (post: Post): boolean => postsOf(post.threadId)[0]?.id === post.id;

export const repliesCount = (threadId: number) => Math.max(0, postsOf(threadId).length - 1);
export const repliesText = (count: number) => plural(count, 'reply', 'replies');

export const pageCountOf = (threadId: number) =>
  Math.max(1, Math.ceil(postsOf(threadId).length / FORUM_POSTS_PER_PAGE));

/** The page of its thread a post is on. */
export function pageOfPost(post: Post): number {
  const index = postsOf(post.threadId).findIndex((item) => item.id === post.id);
  return Math.floor(Math.max(0, index) / FORUM_POSTS_PER_PAGE) + 1;
}

/** A thread page's address: `/forum/thread/3`, then `/forum/thread/3/2` (SPEC §2 pagination). */
export const threadLink = (threadId: number, page = 1) =>
  `${FORUM_THREAD_PATH}/${threadId}${page > 1 ? `/${page}` : ''}`;

export const postLink = (post: Post) =>
  `${threadLink(post.threadId, pageOfPost(post))}#post-${post.id}`;

/** Likes and follows: a set of `itemId:userId` keys, switched to the wanted state. */
export function setMember(keys: string[], itemId: number, userId: number, on: boolean): string[] {
  const key = memberKey(itemId, userId);
  const without = keys.filter((item) => item !== key);
  return on ? [...without, key] : without;
}

export const countOf = (keys: readonly string[], itemId: number) =>
  keys.filter((key) => key.startsWith(`${itemId}:`)).length;

/** Whether the session member is in a set of likes or follows. */
export function sessionIn(keys: readonly string[], itemId: number): boolean {
  const user = sessionUser();
  return !!user && keys.includes(memberKey(itemId, user.id));
}

export const followersOf = (threadId: number): number[] =>
  forumState()
    .follows.filter((key) => key.startsWith(`${threadId}:`))
    .map((key) => Number(key.split(':')[1]));

const PHRASES = {
  FORUM_THREAD_REPLY: 'replied in',
  FORUM_POST_REPLY: 'replied to your post in',
  FORUM_POST_LIKE: 'liked your post in',
  FORUM_POST_EDIT: 'edited your post in',
} satisfies Partial<Record<notifications.NotificationType, string>>;

/**
 * SPEC §3 forum notifications to a member about a post: not to the member who acted, and
 * the message escapes the names it shows.
 */
export function notifyAbout(
  userId: number,
  type: keyof typeof PHRASES,
  actor: User,
  post: Post,
): void {
  if (userId === actor.id) return;
  const thread = threadOf(post.threadId);
  createNotification(userId, {
    type,
    message: html`<b>${actor.userName}</b> ${PHRASES[type]} <i>${thread?.title ?? ''}</i>`.value,
    link: postLink(post),
  });
}

/**
 * After a reply: the author of the post it answers or quotes gets FORUM_POST_REPLY, every
 * other follower of the thread FORUM_THREAD_REPLY (one notification a member).
 */
export function notifyReply(actor: User, post: Post): void {
  const answered = post.replyToId ?? post.quoteOfId;
  const answeredAuthor = answered === undefined ? undefined : visiblePost(answered)?.authorId;
  if (answeredAuthor !== undefined) notifyAbout(answeredAuthor, 'FORUM_POST_REPLY', actor, post);
  for (const follower of followersOf(post.threadId)) {
    if (follower !== answeredAuthor) notifyAbout(follower, 'FORUM_THREAD_REPLY', actor, post);
  }
}
