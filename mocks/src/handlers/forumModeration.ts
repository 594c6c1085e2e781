/**
 * The forum's moderation calls (api `forumModeration`): threads' title, category, lock,
 * pin, toggles and deletion; posts' deletion (with its notice or without a trace),
 * hiding and showing, moving and pinning. A moderator's edit of someone else's post is
 * `PUT /post` (./forum.ts).
 *
 * Rules of the fake:
 * - Only moderators and administrators (SPEC §6): 7000 without a session, 5019 for a
 *   banned member, 7001 for anyone else, and nothing changes.
 * - A reason is needed, except on the moderator's own thread (SPEC §6 no admin-update
 *   block); a reason OTHER needs an explanation; a new title 3 words; a category must exist; a
 *   move a thread other than the post's own; else 8200 with the reason.
 * - The author is told (SPEC §3 notifications, live when connected): FORUM_POST_DELETE,
 *   FORUM_THREAD_LOCK, _UNLOCK, _EDIT_NAME, _MOVE (category), _DELETE. Not the moderator
 *   about their own content. "Inform the author by email" is kept in `authorEmails`
 *   (also for a hidden, moved or edited post).
 * - Deletions carry the authorization header (SPEC §7; ../handle.ts refuses them without).
 * - A ban (set with a period and a reason, cancelled at once) makes the member's writing
 *   calls answer 5019; moderators cannot ban themselves or an administrator.
 * - A deleted post shows its notice; one deleted without a trace is gone; a hidden one
 *   shows its reason (and its text only to moderators); a locked thread takes no
 *   replies from members (./forum.ts).
 */
import type { notifications } from '@casino/api';
import {
  CODE_NOT_ALLOWED,
  CODE_OK,
  THREAD_TITLE_MIN_WORDS,
  countWords,
  forumModeration as api,
} from '@casino/api';
import { db } from '../store/db';
import type { Post, Thread, User } from '../fixtures/community';
import { handle } from '../handle';
import { deliverLive } from '../live';
import { answer, formError, isModerator, memberFor, notFound, refused } from '../access';
import type { Member, Refusal } from '../access';
import { postHtml } from '../markup/forumMarkup';
import { pollHtml, pollOf } from '../markup/forumPoll';
import {
  forumState,
  nextForumId,
  postLink,
  repliesCount,
  repliesText,
  threadLink,
  threadOf,
} from '../store/forumStore';
import { html } from '../markup/html';
import { createNotification } from './notifications';

/** A poll needs 2 options (as when a thread is started). */
const POLL_MIN_OPTIONS = 2;

/** Where a deleted thread's moderator goes: the forum's thread list. */
export const FORUM_HOME_PATH = '/forum';

const noThread = () => notFound('This thread does not exist.');
const noPost = () => notFound('This post does not exist.');

/** The moderator a call acts for, or the refusal. */
function moderator(): Member | Refusal {
  const member = memberFor(null);
  if (refused(member)) return member;
  return isModerator(member) ? member : answer(CODE_NOT_ALLOWED);
}

/**
 * A reason is needed, except for a moderator's own content (SPEC §6: no admin-update
 * block); SPEC §5: with the reason OTHER the explanation is required.
 */
export function checkReason(input: { reason?: string; explanation?: string }, own = false) {
  if (!input.reason && !own) return formError('Please choose a reason.');
  if (input.reason === api.REASON_OTHER && !input.explanation?.trim())
    return formError('Please explain the reason.');
  return null;
}

const THREAD_PHRASES = {
  FORUM_THREAD_LOCK: 'locked your thread',
  FORUM_THREAD_UNLOCK: 'unlocked your thread',
  FORUM_THREAD_EDIT_NAME: 'renamed your thread',
  FORUM_THREAD_MOVE: 'moved your thread',
  FORUM_THREAD_DELETE: 'deleted your thread',
  FORUM_POST_DELETE: 'deleted your post in',
} satisfies Partial<Record<notifications.NotificationType, string>>;

interface Tell {
  type: keyof typeof THREAD_PHRASES;
  actor: User;
  thread: Thread;
  link: string;
  byEmail?: boolean | undefined;
}

/** "Inform the author by email": kept in `authorEmails` (never about one's own content). */
export function emailAuthor(authorId: number, actor: User, type: string, byEmail?: boolean) {
  if (!byEmail || authorId === actor.id) return;
  const state = forumState();
  state.authorEmails = [...(state.authorEmails ?? []), { userId: authorId, type }];
}

/** Tells the author (not the moderator about their own content). */
function tell(authorId: number, { type, actor, thread, link, byEmail }: Tell) {
  if (authorId === actor.id) return;
  const notification = createNotification(authorId, {
    type,
    message: html`<b>${actor.userName}</b> ${THREAD_PHRASES[type]} <i>${thread.title}</i>`.value,
    link,
  });
  deliverLive(authorId, notification);
  emailAuthor(authorId, actor, type, byEmail);
}

function threadState(thread: Thread): api.ThreadState {
  const category = forumState().categories.find((item) => item.id === thread.categoryId);
  return {
    threadId: thread.id,
    title: thread.title,
    categoryId: thread.categoryId,
    categoryName: category?.name ?? null,
    pinned: thread.pinned,
    locked: thread.locked,
    winningScreenshotsEnabled: !!thread.winningScreenshotsEnabled,
    followEnabled: thread.followEnabled !== false,
    pollOnForumHomepage: !!thread.pollOnForumHomepage,
  };
}

const threadDone = (thread: Thread) => ({
  code: CODE_OK,
  message: null,
  thread: threadState(thread),
});

function postDone(post: Post | null, threadId: number) {
  const thread = threadOf(threadId);
  const count = repliesCount(threadId);
  return {
    code: CODE_OK,
    message: null,
    html: post ? postHtml(post, { locked: !!thread?.locked }).value : null,
    repliesCount: count,
    repliesText: repliesText(count),
  };
}

/** SPEC §7 "responses have content": the post as the page shows it now. */
function contentDone(post: Post, threadId: number) {
  const { html: content, ...rest } = postDone(post, threadId);
  return { ...rest, content };
}

/** A thread call: the moderator and the thread, or the refusal. */
function threadCall(threadId: number) {
  const actor = moderator();
  if (refused(actor)) return { refusal: actor };
  const thread = threadOf(threadId);
  if (!thread) return { refusal: noThread() };
  return { actor, thread };
}

function postCall(postId: number) {
  const actor = moderator();
  if (refused(actor)) return { refusal: actor };
  const post = db.posts.find((item) => item.id === postId && !item.deleted);
  const thread = post && threadOf(post.threadId);
  if (!post || !thread) return { refusal: noPost() };
  return { actor, post, thread };
}

export const moderationHandlers = [
  handle(api.editTitle, (input) => {
    const call = threadCall(input.threadId);
    if (call.refusal) return call.refusal;
    const { actor, thread } = call;
    const refusal = checkReason(input, thread.authorId === actor.id);
    if (refusal) return refusal;
    if (countWords(input.newTitle) < THREAD_TITLE_MIN_WORDS)
      return formError(`A title needs at least ${THREAD_TITLE_MIN_WORDS} words.`);
    thread.title = input.newTitle.trim();
    tell(thread.authorId, {
      type: 'FORUM_THREAD_EDIT_NAME',
      actor,
      thread,
      link: threadLink(thread.id),
      byEmail: input.informThreadAuthorByEmail,
    });
    return threadDone(thread);
  }),

  handle(api.changeCategory, (input) => {
    const call = threadCall(input.threadId);
    if (call.refusal) return call.refusal;
    const { actor, thread } = call;
    const refusal = checkReason(input, thread.authorId === actor.id);
    if (refusal) return refusal;
    if (!forumState().categories.some((category) => category.id === input.newCategoryId))
      return formError('Please choose one of the forum’s categories.');
    thread.categoryId = input.newCategoryId;
    tell(thread.authorId, {
      type: 'FORUM_THREAD_MOVE',
      actor,
      thread,
      link: threadLink(thread.id),
      byEmail: input.informThreadAuthorByEmail,
    });
    return threadDone(thread);
  }),

  handle(api.lockThread, (input) => {
    const call = threadCall(input.threadId);
    if (call.refusal) return call.refusal;
    const { actor, thread } = call;
    const refusal = input.locked ? checkReason(input, thread.authorId === actor.id) : null;
    if (refusal) return refusal;
    if (thread.locked !== input.locked)
      tell(thread.authorId, {
        type: input.locked ? 'FORUM_THREAD_LOCK' : 'FORUM_THREAD_UNLOCK',
        actor,
        thread,
        link: threadLink(thread.id),
        byEmail: input.informThreadAuthorByEmail,
      });
    thread.locked = input.locked;
    return threadDone(thread);
  }),

  handle(api.deleteThread, (input) => {
    const call = threadCall(input.threadId);
    if (call.refusal) return call.refusal;
    const { actor, thread } = call;
    const refusal = checkReason(input, thread.authorId === actor.id);
    if (refusal) return refusal;
    db.threads = db.threads.filter((item) => item.id !== thread.id);
    db.posts = db.posts.filter((post) => post.threadId !== thread.id);
    tell(thread.authorId, {
      type: 'FORUM_THREAD_DELETE',
      actor,
      thread,
      link: FORUM_HOME_PATH,
      byEmail: input.informThreadAuthorByEmail,
    });
    return { code: CODE_OK, message: null, link: FORUM_HOME_PATH };
  }),

  handle(api.pinThread, ({ threadId, pinned }) => {
    const call = threadCall(threadId);
    if (call.refusal) return call.refusal;
    call.thread.pinned = pinned;
    return threadDone(call.thread);
  }),

  handle(api.winningScreenshots, ({ threadId, winningScreenshotsEnabled }) => {
    const call = threadCall(threadId);
    if (call.refusal) return call.refusal;
    call.thread.winningScreenshotsEnabled = winningScreenshotsEnabled;
    return threadDone(call.thread);
  }),

  handle(api.disableFollow, ({ threadId, followEnabled }) => {
    const call = threadCall(threadId);
    if (call.refusal) return call.refusal;
    call.thread.followEnabled = followEnabled;
    return threadDone(call.thread);
  }),

  handle(api.pollOnForumHomepage, ({ threadId, pollOnForumHomepage }) => {
    const call = threadCall(threadId);
    if (call.refusal) return call.refusal;
    if (!pollOf(threadId)) return formError('This thread has no poll.');
    call.thread.pollOnForumHomepage = pollOnForumHomepage;
    return threadDone(call.thread);
  }),

  handle(api.editPoll, (input) => {
    const call = threadCall(input.threadId);
    if (call.refusal) return call.refusal;
    const poll = pollOf(input.threadId);
    if (!poll) return formError('This thread has no poll.');
    const question = input.pollQuestion.trim();
    const options = input.pollOptions
      .map((option) => ({ id: option.id, name: option.name.trim() }))
      .filter((option) => option.name);
    if (!question) return formError('A poll needs its question.');
    if (options.length < POLL_MIN_OPTIONS) return formError('A poll needs at least 2 options.');
    if (options.some((option) => option.id && !poll.options.some((old) => old.id === option.id)))
      return formError('An option of another poll cannot be moved here.');
    const kept = options.map((option) => ({ id: option.id ?? nextForumId(), name: option.name }));
    const state = forumState();
    state.votes = state.votes.filter(
      (vote) =>
        vote.threadId !== poll.threadId || kept.some((option) => option.id === vote.optionId),
    );
    Object.assign(poll, {
      question,
      options: kept,
      noVote: input.pollLocked,
      votingPrivate: input.votingPrivate,
      translateAllOptions: input.translateAllOptions,
    });
    return { code: CODE_OK, message: null, html: pollHtml(poll).value };
  }),

  ...[api.deletePost, api.deletePostWithoutTrace].map((endpoint) =>
    handle(endpoint, (input) => {
      const call = postCall(input.postId);
      if (call.refusal) return call.refusal;
      const { actor, post, thread } = call;
      const refusal = checkReason(input);
      if (refusal) return refusal;
      const withoutTrace = endpoint === api.deletePostWithoutTrace || !!input.deleteWithoutTrace;
      if (withoutTrace) db.posts = db.posts.filter((item) => item.id !== post.id);
      else post.deleted = true;
      tell(post.authorId, {
        type: 'FORUM_POST_DELETE',
        actor,
        thread,
        link: threadLink(thread.id),
        byEmail: input.informPostAuthorByEmail,
      });
      return postDone(withoutTrace ? null : post, thread.id);
    }),
  ),

  handle(api.hidePost, (input) => {
    const call = postCall(input.postId);
    if (call.refusal) return call.refusal;
    const { actor, post, thread } = call;
    const refusal = input.hidden ? checkReason(input) : null;
    if (refusal) return refusal;
    if (input.hidden)
      emailAuthor(post.authorId, actor, 'FORUM_POST_HIDE', input.informPostAuthorByEmail);
    Object.assign(post, {
      hidden: input.hidden,
      hiddenReason: input.hidden ? input.reason : undefined,
      explanationForUser: input.hidden ? input.explanationForUser?.trim() || undefined : undefined,
    });
    return postDone(post, thread.id);
  }),

  handle(api.movePost, (input) => {
    const call = postCall(input.postId);
    if (call.refusal) return call.refusal;
    const { actor, post } = call;
    const target = threadOf(input.newThreadId);
    if (!target) return formError('Please choose the thread to move the post to.');
    if (target.id === post.threadId) return formError('The post is in this thread already.');
    post.threadId = target.id;
    if (input.dontIncludeReplyOrQuotation) {
      post.replyToId = undefined;
      post.quoteOfId = undefined;
    }
    emailAuthor(post.authorId, actor, 'FORUM_POST_MOVE', input.informPostAuthorByEmail);
    return { code: CODE_OK, message: null, link: postLink(post) };
  }),

  handle(api.postAdminStatus, ({ postId, forumPostAdminCheckStatus }) => {
    const call = postCall(postId);
    if (call.refusal) return call.refusal;
    call.post.adminCheckStatus = forumPostAdminCheckStatus ?? undefined;
    return contentDone(call.post, call.thread.id);
  }),

  handle(api.postAdminAssignee, ({ postId, forumPostAssignee }) => {
    const call = postCall(postId);
    if (call.refusal) return call.refusal;
    const assignee = db.users.find((user) => user.id === forumPostAssignee);
    if (forumPostAssignee !== null && (!assignee || !isModerator(assignee)))
      return formError('Please choose a moderator or an administrator.');
    call.post.assigneeId = forumPostAssignee ?? undefined;
    return contentDone(call.post, call.thread.id);
  }),

  handle(api.banUser, (input) => {
    const actor = moderator();
    if (refused(actor)) return actor;
    const user = db.users.find((item) => item.id === input.userId);
    if (!user) return notFound('This member does not exist.');
    if (user.id === actor.id) return formError('You cannot ban yourself.');
    if (user.roles.includes('ADMIN')) return formError('Administrators cannot be banned.');
    if (input.banned) {
      if (!input.banPeriod) return formError('Please choose how long the ban lasts.');
      const refusal = checkReason(input);
      if (refusal) return refusal;
    }
    user.banned = input.banned;
    user.banPeriod = input.banned ? input.banPeriod : undefined;
    return { code: CODE_OK, message: null, userId: user.id, banned: user.banned };
  }),

  handle(api.pinPost, ({ postId, pinned }) => {
    const call = postCall(postId);
    if (call.refusal) return call.refusal;
    call.post.pinned = pinned;
    return postDone(call.post, call.thread.id);
  }),
];
