/**
 * The forum's moderation calls (SPEC §3 "Thread (moderation) fields", "Post edit", "Post
 * delete", "Post move", "Post hide/show", "Post pin", admin check status and assignee; §4
 * Post, Thread; §6 moderators and administrators; §7 "Forum"). Only moderators and
 * administrators may make them; anyone else gets 7001 (7000 without a session).
 *
 * Every call sends JSON. A thread's answer carries the thread's state as it is now
 * (`thread`), a post's answer the post as the page shows it now (`html`: the post, the
 * notice of a deleted post, or none for a post deleted without a trace) and a move or a
 * deleted thread the address to go to (`link`).
 */
import * as z from 'zod/mini';
import { CODE_OK } from './codes';
import { defineEndpoint } from './endpoint';
import { siteLink } from './forum';

const id = z.int().check(z.gte(1));
const message = z.optional(z.nullable(z.string()));
const html = z.optional(z.nullable(z.string()));

/**
 * The reasons a moderator gives (SPEC names the field, not its values): the site's usual
 * ones, and OTHER, which needs an explanation (SPEC §5).
 */
export const MODERATION_REASONS = [
  'SPAM',
  'OFFENSIVE',
  'OFF_TOPIC',
  'DUPLICATE',
  'ADVERTISING',
  'OTHER',
] as const;
export const moderationReason = z.enum(MODERATION_REASONS);
export type ModerationReason = z.infer<typeof moderationReason>;
/** SPEC §5: with this reason the explanation is shown and required. */
export const REASON_OTHER: ModerationReason = 'OTHER';

/**
 * The reason block: the reason, its explanation (with OTHER) and "inform the author". A
 * moderator changing their own thread or post gives none (SPEC §6: no admin-update block).
 */
const threadReason = {
  reason: z.optional(moderationReason),
  explanation: z.optional(z.string()),
  informThreadAuthorByEmail: z.optional(z.boolean()),
};
const postReason = {
  reason: z.optional(moderationReason),
  explanation: z.optional(z.string()),
  informPostAuthorByEmail: z.optional(z.boolean()),
};

/** A thread's moderation state as it is after the call. */
export const threadState = z.looseObject({
  threadId: id,
  title: z.string(),
  categoryId: id,
  categoryName: z.optional(z.nullable(z.string())),
  pinned: z.boolean(),
  locked: z.boolean(),
  winningScreenshotsEnabled: z.boolean(),
  followEnabled: z.boolean(),
  pollOnForumHomepage: z.optional(z.boolean()),
});
export type ThreadState = z.infer<typeof threadState>;

const answer = <Shape extends z.core.$ZodLooseShape>(fields: Shape) =>
  z.looseObject({ code: z.number(), message, ...fields });

/** A thread call's answer: on success the thread as it is now. */
export const threadAnswer = answer({ thread: z.optional(threadState) }).check(
  z.refine((value) => value.code !== CODE_OK || value.thread !== undefined, {
    message: 'A moderated thread needs its state',
  }),
);
export type ThreadAnswer = z.infer<typeof threadAnswer>;

/** A deleted thread's answer: where to go (the forum). */
export const goAnswer = answer({ link: z.optional(z.nullable(siteLink)) }).check(
  z.refine((value) => value.code !== CODE_OK || typeof value.link === 'string', {
    message: 'A success needs the link to go to',
  }),
);
export type GoAnswer = z.infer<typeof goAnswer>;

/** A post call's answer: the post as the page shows it now (none once it is gone). */
export const postAnswer = answer({
  html,
  repliesCount: z.optional(z.int().check(z.gte(0))),
  repliesText: z.optional(z.nullable(z.string())),
});
export type PostAnswer = z.infer<typeof postAnswer>;

/** SPEC §7 "Delete calls … carry an authorization header": every deletion is authorized. */
const moderatorCall = <Req, Res, Wire>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  request: z.ZodMiniType<Req>,
  response: z.ZodMiniType<Res, Wire>,
  { deletes = method === 'DELETE' }: { deletes?: boolean } = {},
) =>
  defineEndpoint({
    method,
    path: `/frontendService/${path}`,
    encoding: 'json',
    request,
    response,
    ...(deletes ? { authorized: true } : {}),
  });

export const editTitleRequest = z.object({ threadId: id, newTitle: z.string(), ...threadReason });
export type EditTitleRequest = z.infer<typeof editTitleRequest>;
export const editTitle = moderatorCall('PUT', 'thread/title', editTitleRequest, threadAnswer);

/** Moves the thread to another category. */
export const changeCategoryRequest = z.object({ threadId: id, newCategoryId: id, ...threadReason });
export type ChangeCategoryRequest = z.infer<typeof changeCategoryRequest>;
export const changeCategory = moderatorCall(
  'PUT',
  'thread/category',
  changeCategoryRequest,
  threadAnswer,
);

export const lockThreadRequest = z.object({
  threadId: id,
  locked: z.boolean(),
  reason: z.optional(moderationReason),
  explanation: z.optional(z.string()),
  informThreadAuthorByEmail: z.optional(z.boolean()),
});
export type LockThreadRequest = z.infer<typeof lockThreadRequest>;
export const lockThread = moderatorCall('POST', 'thread/lock', lockThreadRequest, threadAnswer);

export const deleteThreadRequest = z.object({ threadId: id, ...threadReason });
export type DeleteThreadRequest = z.infer<typeof deleteThreadRequest>;
export const deleteThread = moderatorCall('DELETE', 'thread', deleteThreadRequest, goAnswer);

export const pinThreadRequest = z.object({ threadId: id, pinned: z.boolean() });
export const pinThread = moderatorCall('POST', 'thread/pin', pinThreadRequest, threadAnswer);

export const winningScreenshotsRequest = z.object({
  threadId: id,
  winningScreenshotsEnabled: z.boolean(),
});
export const winningScreenshots = moderatorCall(
  'POST',
  'thread/winningScreenshots',
  winningScreenshotsRequest,
  threadAnswer,
);

/** Whether members may follow the thread. */
export const disableFollowRequest = z.object({ threadId: id, followEnabled: z.boolean() });
export const disableFollow = moderatorCall(
  'POST',
  'thread/disableFollow',
  disableFollowRequest,
  threadAnswer,
);

export const pollOnForumHomepageRequest = z.object({
  threadId: id,
  pollOnForumHomepage: z.boolean(),
});
export const pollOnForumHomepage = moderatorCall(
  'POST',
  'thread/pollOnForumHomepage',
  pollOnForumHomepageRequest,
  threadAnswer,
);

export const deletePostRequest = z.object({
  postId: id,
  ...postReason,
  explanationForUser: z.optional(z.string()),
  deleteWithoutTrace: z.optional(z.boolean()),
});
export type DeletePostRequest = z.infer<typeof deletePostRequest>;
/** Leaves the post's notice in the thread. */
export const deletePost = moderatorCall('DELETE', 'post', deletePostRequest, postAnswer);
/** Leaves nothing (a deletion too, so it carries the authorization header). */
export const deletePostWithoutTrace = moderatorCall(
  'POST',
  'post/deleteWithoutTrace',
  deletePostRequest,
  postAnswer,
  { deletes: true },
);

export const hidePostRequest = z.object({
  postId: id,
  hidden: z.boolean(),
  reason: z.optional(moderationReason),
  explanation: z.optional(z.string()),
  explanationForUser: z.optional(z.string()),
  informPostAuthorByEmail: z.optional(z.boolean()),
});
export type HidePostRequest = z.infer<typeof hidePostRequest>;
/** Hides (`hidden: true`) or shows the post again (SPEC gives the show call no own path). */
export const hidePost = moderatorCall('POST', 'post/hide', hidePostRequest, postAnswer);

export const movePostRequest = z.object({
  postId: id,
  newThreadId: id,
  informPostAuthorByEmail: z.optional(z.boolean()),
  dontIncludeReplyOrQuotation: z.optional(z.boolean()),
});
export type MovePostRequest = z.infer<typeof movePostRequest>;
/** SPEC §7 "response link": the moved post in its new thread. */
export const movePost = moderatorCall('POST', 'post/move', movePostRequest, goAnswer);

export const pinPostRequest = z.object({ postId: id, pinned: z.boolean() });
export const pinPost = moderatorCall('POST', 'post/pin', pinPostRequest, postAnswer);

/**
 * SPEC §3 "Post admin check status" (its values are not in SPEC: the site's usual ones).
 * Clicking the active status clears it (SPEC §4): `null`.
 */
export const ADMIN_CHECK_STATUSES = ['TO_CHECK', 'CHECKED', 'SUSPICIOUS'] as const;
export const adminCheckStatus = z.enum(ADMIN_CHECK_STATUSES);
export type AdminCheckStatus = z.infer<typeof adminCheckStatus>;

/** SPEC §7 "responses have content": the post as the page shows it now. */
export const contentAnswer = answer({ content: html });
export type ContentAnswer = z.infer<typeof contentAnswer>;

export const adminStatusRequest = z.object({
  postId: id,
  forumPostAdminCheckStatus: z.nullable(adminCheckStatus),
});
export const postAdminStatus = moderatorCall(
  'PUT',
  'postAdminStatus',
  adminStatusRequest,
  contentAnswer,
);

/** The moderator or administrator who checks the post (a member's id), or nobody. */
export const adminAssigneeRequest = z.object({ postId: id, forumPostAssignee: z.nullable(id) });
export const postAdminAssignee = moderatorCall(
  'PUT',
  'postAdminAssignee',
  adminAssigneeRequest,
  contentAnswer,
);

/**
 * SPEC §4 "Ban set/cancel", from a post's author (SPEC gives no path): a banned member
 * gets 5019 on login and on every call that writes.
 */
export const BAN_PERIODS = ['DAY', 'WEEK', 'MONTH', 'PERMANENT'] as const;
export const banPeriod = z.enum(BAN_PERIODS);
export type BanPeriod = z.infer<typeof banPeriod>;

export const banRequest = z.object({
  userId: id,
  banned: z.boolean(),
  banPeriod: z.optional(banPeriod),
  reason: z.optional(moderationReason),
  explanation: z.optional(z.string()),
});
export type BanRequest = z.infer<typeof banRequest>;

export const banAnswer = answer({ userId: z.optional(id), banned: z.optional(z.boolean()) }).check(
  z.refine((value) => value.code !== CODE_OK || typeof value.banned === 'boolean', {
    message: 'A ban answer needs the member’s state',
  }),
);
export type BanAnswer = z.infer<typeof banAnswer>;

export const banUser = moderatorCall('POST', 'forum/ban', banRequest, banAnswer);

/**
 * SPEC §3 the poll's moderation fields: options keep their `id` (votes stay with them), a
 * new one has none; `pollLocked` closes the poll to votes.
 */
export const editPollRequest = z.object({
  threadId: id,
  pollQuestion: z.string(),
  pollOptions: z.array(z.object({ id: z.optional(id), name: z.string() })),
  pollLocked: z.boolean(),
  votingPrivate: z.boolean(),
  translateAllOptions: z.boolean(),
});
export type EditPollRequest = z.infer<typeof editPollRequest>;

/** The poll as the page shows it now, in place of the old one. */
export const pollAnswer = answer({ html }).check(
  z.refine((value) => value.code !== CODE_OK || !!value.html, {
    message: 'An edited poll needs its HTML',
  }),
);
export type PollAnswer = z.infer<typeof pollAnswer>;

export const editPoll = moderatorCall('PUT', 'thread/poll', editPollRequest, pollAnswer);

/** The poll as a moderator's page gives it (`data-poll-state` of `[data-poll]`, JSON). */
export const pollState = z.object({
  question: z.string(),
  options: z.array(z.object({ id, name: z.string() })),
  locked: z.boolean(),
  votingPrivate: z.boolean(),
  translateAllOptions: z.boolean(),
});
export type PollState = z.infer<typeof pollState>;
