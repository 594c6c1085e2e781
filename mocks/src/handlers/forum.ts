/**
 * The forum's member calls (api `forum`): start a thread, reply, edit a post, like posts
 * and threads, follow a thread, vote in a poll. Thread pages render with
 * `renderForumThread` (./forumMarkup.ts); the HTML hooks are in mocks/README.md.
 *
 * Rules of the fake:
 * - Every call answers 7000 to a visitor and 5019 to a banned member (./access.ts).
 * - A thread's title needs 3 words and its first post 5 (each CJK character is a word),
 *   a post at most 5000 characters and 5 images, a known category; a poll a question and
 *   2 options (empty ones dropped); else 8200 with the reason.
 * - `onBehalfOfId` only for a representative of that casino, else 7001.
 * - A locked thread takes no replies (8200) and no edits of its posts (8200), except from
 *   moderators and administrators. A reply answers (`replyToId`) or quotes (`quoteOfId`)
 *   a post of the same thread.
 * - A winning screenshot only in a thread that takes them, with an uploaded image.
 * - Language: a reply or edit of fewer than 4 words without `manualLanguageCode` answers
 *   8209 with the guess in `automaticallyDetectedLanguageCode` (../languageGuess.ts).
 * - Posts and threads of a member whose email is not confirmed, and every post and
 *   thread under the `forum-pending-review` scenario, are held for review: 8214, shown
 *   nowhere.
 * - Members edit their own visible posts; moderators anyone's, hidden ones too, giving a
 *   reason for someone else's (8200 without; the author gets FORUM_POST_EDIT, and an
 *   email entry when "inform the author" is ticked).
 * - Likes and follows set the state sent and answer the count; a like tells the post's
 *   author (FORUM_POST_LIKE). A reply tells the author of the post it answers
 *   (FORUM_POST_REPLY) and the thread's other followers (FORUM_THREAD_REPLY). Starting a
 *   thread follows it.
 * - Poll: one vote a member; the answer's html (the results) replaces the poll; a
 *   no-vote poll, a second vote or an unknown option answer 8200 with a message.
 */
import {
  CODE_LANGUAGE_UNDETECTED,
  CODE_NOT_ALLOWED,
  CODE_OK,
  CODE_POST_PENDING_REVIEW,
  forum,
} from '@casino/api';
import { db } from '../store/db';
import type { Post, Thread } from '../fixtures/community';
import { memberKey } from '../fixtures/forum';
import type { PendingItem } from '../fixtures/forum';
import { handle } from '../handle';
import { detectLanguage } from '../languageGuess';
import { activeScenario } from '../scenarios';
import { answer, formError, isModerator, memberFor, notFound, refused } from '../access';
import type { Member } from '../access';
import {
  checkNewThread,
  checkOnBehalf,
  checkPostText,
  pollOptionNames,
  readScreenshot,
} from '../store/forumChecks';
import { discussionHandlers } from './forumDiscussion';
import { followingHandlers } from './forumFollowing';
import { checkReason, emailAuthor, moderationHandlers } from './forumModeration';
import { followHtml, postHtml, postLikeHtml, threadLikeHtml } from '../markup/forumMarkup';
import { hasVoted, pollHtml, pollOf } from '../markup/forumPoll';
import {
  countOf,
  forumState,
  isFirstPost,
  nextForumId,
  notifyAbout,
  notifyReply,
  postLink,
  repliesCount,
  repliesText,
  setMember,
  threadLink,
  threadOf,
  visiblePost,
} from '../store/forumStore';
import { plainText } from '../markup/forumText';

export { renderForumThread } from '../markup/forumMarkup';
export { renderRelatedThreads } from './forumDiscussion';

const noThread = () => notFound('This thread does not exist.');
const noPost = () => notFound('This post does not exist.');
const lockedThread = () => formError('This thread is locked: it takes no new replies.');

/** Held for review (8214) instead of published. */
const heldForReview = (member: Member) =>
  !member.emailConfirmed || activeScenario()?.fault.kind === 'pending-review';

function hold(item: PendingItem) {
  forumState().pending.push(item);
  return answer(CODE_POST_PENDING_REVIEW);
}

const mayWriteIn = (thread: Thread, member: Member) => !thread.locked || isModerator(member);

const now = () => new Date().toISOString();

export const forumHandlers = [
  ...discussionHandlers,
  ...followingHandlers,
  ...moderationHandlers,
  handle(forum.createThread, (input) => {
    const member = memberFor(null);
    if (refused(member)) return member;
    const refusal = checkNewThread(input);
    if (refusal) return refusal;
    const language = detectLanguage(plainText(input.firstPostText));
    const thread: Thread = {
      id: nextForumId(),
      title: input.title.trim(),
      categoryId: input.categoryId,
      authorId: member.id,
      pinned: false,
      locked: false,
      createdOn: now(),
      onBehalfOfId: input.onBehalfOfId,
      relatedCasinoId: input.forumRelatedCasinoId,
      relatedGameId: input.forumRelatedGameId,
      winningScreenshotsEnabled: input.winningScreenshotsEnabled ?? false,
    };
    const first: Post = {
      id: nextForumId(),
      threadId: thread.id,
      authorId: member.id,
      text: input.firstPostText,
      hidden: false,
      pinned: false,
      createdOn: thread.createdOn,
      onBehalfOfId: input.onBehalfOfId,
      languageCode: language.detected ? language.languageCode : language.guess,
    };
    if (heldForReview(member)) return hold({ kind: 'thread', thread, post: first });
    const state = forumState();
    db.threads.push(thread);
    db.posts.push(first);
    const question = input.pollQuestion?.trim();
    if (question)
      state.polls.push({
        threadId: thread.id,
        question,
        options: pollOptionNames(input).map((name) => ({ id: nextForumId(), name })),
        votingPrivate: input.votingPrivate ?? false,
        translateAllOptions: input.translateAllOptions ?? false,
        noVote: false,
      });
    state.follows = setMember(state.follows, thread.id, member.id, true);
    return { code: CODE_OK, message: null, link: threadLink(thread.id), threadId: thread.id };
  }),

  handle(forum.createPost, (input) => {
    const member = memberFor(null);
    if (refused(member)) return member;
    const thread = threadOf(input.threadId);
    if (!thread) return noThread();
    if (!mayWriteIn(thread, member)) return lockedThread();
    const answered = input.replyToId ?? input.quoteOfId;
    if (answered !== undefined && visiblePost(answered)?.threadId !== thread.id)
      return formError('The post you answer is not in this thread.');
    const refusal = checkOnBehalf(input.onBehalfOfId) ?? checkPostText(input.text);
    if (refusal) return refusal;
    const screenshot = input.winningScreenshot && readScreenshot(thread, input.winningScreenshot);
    if (screenshot && 'code' in screenshot) return screenshot;
    const language = detectLanguage(plainText(input.text), input.manualLanguageCode);
    if (!language.detected)
      return {
        ...answer(CODE_LANGUAGE_UNDETECTED),
        automaticallyDetectedLanguageCode: language.guess,
      };
    const post: Post = {
      id: nextForumId(),
      threadId: thread.id,
      authorId: member.id,
      text: input.text,
      hidden: false,
      pinned: false,
      createdOn: now(),
      replyToId: input.replyToId,
      quoteOfId: input.quoteOfId,
      onBehalfOfId: input.onBehalfOfId,
      languageCode: language.languageCode,
      screenshot,
    };
    if (heldForReview(member)) return hold({ kind: 'post', post });
    db.posts.push(post);
    notifyReply(member, post);
    const count = repliesCount(thread.id);
    return {
      code: CODE_OK,
      message: null,
      html: postHtml(post).value,
      link: postLink(post),
      postId: post.id,
      repliesCount: count,
      repliesText: repliesText(count),
    };
  }),

  handle(forum.editPost, (input) => {
    const member = memberFor(null);
    if (refused(member)) return member;
    // Moderators edit hidden posts too (they see their text); members only visible ones.
    const post = isModerator(member)
      ? db.posts.find((item) => item.id === input.postId && !item.deleted)
      : visiblePost(input.postId);
    const thread = post && threadOf(post.threadId);
    if (!post || !thread) return noPost();
    const own = post.authorId === member.id;
    if (!own && !isModerator(member)) return answer(CODE_NOT_ALLOWED);
    if (!mayWriteIn(thread, member)) return formError('This thread is locked.');
    const refusal =
      checkReason(input, own) ?? checkPostText(input.updatedText, { first: isFirstPost(post) });
    if (refusal) return refusal;
    const language = detectLanguage(plainText(input.updatedText), input.manualLanguageCode);
    if (!language.detected)
      return {
        ...answer(CODE_LANGUAGE_UNDETECTED),
        automaticallyDetectedLanguageCode: language.guess,
      };
    Object.assign(post, {
      text: input.updatedText,
      languageCode: language.languageCode,
      editedOn: now(),
    });
    if (!own) notifyAbout(post.authorId, 'FORUM_POST_EDIT', member, post);
    emailAuthor(post.authorId, member, 'FORUM_POST_EDIT', input.informPostAuthorByEmail);
    const count = repliesCount(thread.id);
    return {
      code: CODE_OK,
      message: null,
      html: postHtml(post, { locked: thread.locked }).value,
      link: postLink(post),
      postId: post.id,
      repliesCount: count,
      repliesText: repliesText(count),
    };
  }),

  handle(forum.likePost, ({ itemId, liked }) => {
    const member = memberFor(null);
    if (refused(member)) return member;
    const post = visiblePost(itemId);
    if (!post) return noPost();
    const state = forumState();
    const before = state.postLikes.includes(memberKey(post.id, member.id));
    state.postLikes = setMember(state.postLikes, post.id, member.id, liked);
    if (liked && !before) notifyAbout(post.authorId, 'FORUM_POST_LIKE', member, post);
    return {
      code: CODE_OK,
      message: null,
      html: postLikeHtml(post).value,
      likeCount: countOf(state.postLikes, post.id),
      liked,
    };
  }),

  handle(forum.likeThread, ({ itemId, liked }) => {
    const member = memberFor(null);
    if (refused(member)) return member;
    const thread = threadOf(itemId);
    if (!thread) return noThread();
    const state = forumState();
    state.threadLikes = setMember(state.threadLikes, thread.id, member.id, liked);
    return {
      code: CODE_OK,
      message: null,
      html: threadLikeHtml(thread).value,
      likeCount: countOf(state.threadLikes, thread.id),
      liked,
    };
  }),

  handle(forum.followThread, ({ threadId, follow }) => {
    const member = memberFor(null);
    if (refused(member)) return member;
    const thread = threadOf(threadId);
    if (!thread) return noThread();
    if (thread.followEnabled === false) return formError('This thread cannot be followed.');
    const state = forumState();
    state.follows = setMember(state.follows, thread.id, member.id, follow);
    return {
      code: CODE_OK,
      message: null,
      follow,
      followersCount: countOf(state.follows, thread.id),
      html: followHtml(thread).value,
    };
  }),

  handle(forum.pollVote, ({ threadId, pollOptionId, voteOnHomepage }) => {
    const member = memberFor(null);
    if (refused(member)) return member;
    const poll = pollOf(threadId);
    if (!poll) return notFound('This thread has no poll.');
    if (poll.noVote) return formError('This poll takes no votes.');
    if (hasVoted(threadId, member.id)) return formError('You have already voted in this poll.');
    if (!poll.options.some((option) => option.id === pollOptionId))
      return formError('Please choose one of the poll’s options.');
    forumState().votes.push({ threadId, optionId: pollOptionId, userId: member.id });
    return {
      code: CODE_OK,
      message: null,
      html: pollHtml(poll, { homepage: voteOnHomepage ?? false }).value,
    };
  }),
];
