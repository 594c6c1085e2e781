/**
 * The server HTML hooks of a thread page the widget binds (mocks/README.md "HTML hooks of
 * the thread page"). Buttons find their post with `closest(POST)`.
 */
import { forumHooks, pageHooks } from '@casino/api';

export const HOOKS = {
  thread: `[${forumHooks.threadId}]`,
  repliesCount: `[${forumHooks.repliesCount}]`,
  threadLike: `[${forumHooks.threadLike}]`,
  threadFollow: `[${forumHooks.threadFollow}]`,
  poll: `[${forumHooks.poll}]`,
  pollOption: `[${forumHooks.pollOption}]`,
  pollError: `[${forumHooks.pollError}]`,
  posts: `[${forumHooks.posts}]`,
  post: `[${pageHooks.postId}]`,
  postText: `[${forumHooks.postText}]`,
  postAuthor: `[${forumHooks.postAuthor}]`,
  postLike: `[${forumHooks.postLike}]`,
  postReply: `[${forumHooks.postReply}]`,
  postQuote: `[${forumHooks.postQuote}]`,
  postEdit: `[${forumHooks.postEdit}]`,
  likeCount: `[${pageHooks.likeCount}]`,
  followersCount: `[${forumHooks.followersCount}]`,
} as const;

/** The buttons the widget answers to, by delegation on the thread root. */
export const ACTION_HOOKS = [
  HOOKS.threadLike,
  HOOKS.threadFollow,
  HOOKS.pollOption,
  HOOKS.postLike,
  HOOKS.postReply,
  HOOKS.postQuote,
  HOOKS.postEdit,
].join(', ');

/** A positive integer read from an attribute, or undefined. */
export function idOf(value: string | null | undefined): number | undefined {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
}
