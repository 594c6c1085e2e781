/**
 * The server HTML hooks of a thread page the widget binds (mocks/README.md "HTML hooks of
 * the thread page"). Buttons find their post with `closest(POST)`.
 */
export const HOOKS = {
  thread: '[data-thread-id]',
  repliesCount: '[data-replies-count]',
  threadLike: '[data-thread-like]',
  threadFollow: '[data-thread-follow]',
  poll: '[data-poll]',
  pollOption: '[data-poll-option]',
  pollError: '[data-poll-error]',
  posts: '[data-posts]',
  post: '[data-post-id]',
  postText: '[data-post-text]',
  postAuthor: '[data-post-author]',
  postLike: '[data-post-like]',
  postReply: '[data-post-reply]',
  postQuote: '[data-post-quote]',
  postEdit: '[data-post-edit]',
  likeCount: '[data-like-count]',
  followersCount: '[data-followers-count]',
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
