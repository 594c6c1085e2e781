/**
 * The forum's member calls (SPEC §3 "Forum thread (creation)", "Forum post payload",
 * "Winning screenshot", "Post edit", "Like", "Poll vote", "Thread follow"; §4 Poll, Post,
 * Thread; §7 "Forum"): start a thread, reply, edit a post, like posts and threads,
 * follow a thread, vote in a poll.
 *
 * Answers accept the backend's usual `{ code, message }` alone, so a business code (7000
 * login required, 7001 not allowed, 8200 form error, 8209 language undetected, 8214
 * pending review) reaches the widget as an answer, not as a broken contract. A success
 * (code 200) must carry what the widget needs to show it (the post's HTML, the thread's
 * link), and every link an answer gives is a path of the site or an http(s) address,
 * because the widget follows it.
 *
 * Thread creation, posting and editing send JSON: the winning screenshot is an object
 * and the poll options a list. Likes, follows and votes send form fields.
 */
import * as z from 'zod/mini';
import { CODE_OK } from './codes';
import { defineEndpoint } from './endpoint';

export {
  FIRST_POST_MIN_WORDS,
  FORUM_POST_MAX_CHARACTERS,
  FORUM_POST_MAX_IMAGES,
  THREAD_TITLE_MIN_WORDS,
  WINNING_SIZE_DECIMALS,
} from './forumRules';
export { countWords, roundWinningSize } from './forumWords';

const id = z.int().check(z.gte(1));
const message = z.optional(z.nullable(z.string()));
const count = z.int().check(z.gte(0));
const html = z.optional(z.nullable(z.string()));

/** An answer of a member's call: the usual `{ code, message }` and what a success adds. */
const codeAnswer = <Shape extends z.core.$ZodLooseShape>(fields: Shape) =>
  z.looseObject({ code: z.number(), message, ...fields });

/** A member's forum call; writing (a thread, a post) sends JSON, the rest form fields. */
const memberCall = <Req, Res, Wire>(
  method: 'POST' | 'PUT',
  path: string,
  request: z.ZodMiniType<Req>,
  response: z.ZodMiniType<Res, Wire>,
  encoding: 'json' | 'form' = 'form',
) => defineEndpoint({ method, path: `/frontendService/${path}`, encoding, request, response });

/** A post's call (a reply, an edit): sent from the worker (see `offMainThread`). */
const postCall = <Req>(method: 'POST' | 'PUT', request: z.ZodMiniType<Req>) =>
  defineEndpoint({
    ...memberCall(method, 'post', request, postAnswer, 'json'),
    offMainThread: true,
  });

/** A link the widget may follow: a path of the site (not `//host`) or an http(s) address. */
export const siteLink = z.string().check(
  z.refine((link) => /^\/(?!\/)/.test(link) || /^https?:\/\//i.test(link), {
    message: 'A link must be a path of the site or an http(s) address',
  }),
);

/** A language code as the language chooser sends it (`en`, `pt-BR`). */
export const languageCode = z.string().check(z.regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/));

/** SPEC §3 Winning screenshot; sizes are rounded to 2 decimals (`roundWinningSize`). */
export const winningScreenshot = z.object({
  /** An image uploaded with `uploads.uploadImage` (SPEC §5: one per reply). */
  imageId: id,
  casinoId: id,
  gameId: id,
  currencyCode: z.string().check(z.regex(/^[A-Z]{3}$/)),
  betSize: z.number().check(z.gt(0)),
  winSize: z.number().check(z.gte(0)),
});
export type WinningScreenshot = z.infer<typeof winningScreenshot>;

/** SPEC §3 Forum thread (creation). Empty poll options are not sent (SPEC §5). */
export const createThreadRequest = z.object({
  title: z.string(),
  firstPostText: z.string(),
  categoryId: id,
  onBehalfOfId: z.optional(id),
  forumRelatedCasinoId: z.optional(id),
  forumRelatedGameId: z.optional(id),
  pollQuestion: z.optional(z.string()),
  pollOptions: z.optional(z.array(z.string())),
  votingPrivate: z.optional(z.boolean()),
  translateAllOptions: z.optional(z.boolean()),
  winningScreenshotsEnabled: z.optional(z.boolean()),
  /** The language of the first post the member chose after an 8209. */
  manualLanguageCode: z.optional(languageCode),
});
export type CreateThreadRequest = z.infer<typeof createThreadRequest>;

/** A success needs the new thread's link: the widget goes there. */
export const createThreadAnswer = codeAnswer({
  link: z.optional(z.nullable(siteLink)),
  threadId: z.optional(id),
  /** With code 8209: the language the server guessed, preselected in the chooser. */
  automaticallyDetectedLanguageCode: z.optional(z.nullable(z.string())),
}).check(
  z.refine((answer) => answer.code !== CODE_OK || typeof answer.link === 'string', {
    message: 'A created thread needs its link',
  }),
);
export type CreateThreadAnswer = z.infer<typeof createThreadAnswer>;

export const createThread = memberCall(
  'POST',
  'thread',
  createThreadRequest,
  createThreadAnswer,
  'json',
);

/** SPEC §3 Forum post payload: a reply answers one post (`replyToId`) or quotes it, not both. */
export const createPostRequest = z
  .object({
    threadId: id,
    text: z.string(),
    replyToId: z.optional(id),
    quoteOfId: z.optional(id),
    onBehalfOfId: z.optional(id),
    /** The thread page the member is on; a post on another page is reached by `link`. */
    currentPage: z.optional(id),
    winningScreenshot: z.optional(winningScreenshot),
    /** The language the member chose after an 8209. */
    manualLanguageCode: z.optional(languageCode),
  })
  .check(
    z.refine((input) => input.replyToId === undefined || input.quoteOfId === undefined, {
      message: 'A post replies to a post or quotes it, not both',
    }),
  );
export type CreatePostRequest = z.infer<typeof createPostRequest>;

/** The answer of a reply: SPEC §7 POST /frontendService/post. */
export const postAnswer = codeAnswer({
  /** The new post as the thread page shows it (a `[data-post-id]` article). */
  html,
  /** The post's address (its page of the thread, `#post-{id}`). */
  link: z.optional(z.nullable(siteLink)),
  postId: z.optional(id),
  /** The thread's replies after this one (all posts but the first). */
  repliesCount: z.optional(count),
  /** The same as the page shows it ("3 replies"). */
  repliesText: z.optional(z.nullable(z.string())),
  /** With code 8209: the language the server guessed, preselected in the chooser. */
  automaticallyDetectedLanguageCode: z.optional(z.nullable(z.string())),
}).check(
  z.refine(
    (answer) => answer.code !== CODE_OK || (typeof answer.html === 'string' && answer.html !== ''),
    { message: 'A published post needs its HTML' },
  ),
);
export type PostAnswer = z.infer<typeof postAnswer>;

export const createPost = postCall('POST', createPostRequest);

/**
 * SPEC §3 Post edit: the author edits their own post with `postId` and `updatedText`; a
 * moderator editing someone else's post gives a reason too.
 */
export const editPostRequest = z.object({
  postId: id,
  updatedText: z.string(),
  reason: z.optional(z.string()),
  explanation: z.optional(z.string()),
  informPostAuthorByEmail: z.optional(z.boolean()),
  /** SPEC §8 8209 "edit flow: language select": the language chosen in the edit form. */
  manualLanguageCode: z.optional(languageCode),
});
export type EditPostRequest = z.infer<typeof editPostRequest>;

export const editPost = postCall('PUT', editPostRequest);

/** SPEC §3 Like: itemId (a post or a thread) and liked. */
export const likeRequest = z.object({ itemId: id, liked: z.boolean() });
export type LikeRequest = z.infer<typeof likeRequest>;

/** SPEC §3 Like: answered by html (the like button as it is now) and likeCount. */
export const likeAnswer = codeAnswer({
  html,
  likeCount: z.optional(count),
  liked: z.optional(z.boolean()),
});
export type LikeAnswer = z.infer<typeof likeAnswer>;

export const likePost = memberCall('POST', 'post/like', likeRequest, likeAnswer);

/** SPEC §3 "Thread like is a separate call." */
export const likeThread = memberCall('POST', 'thread/like', likeRequest, likeAnswer);

/** SPEC §3 Thread follow. */
export const followRequest = z.object({ threadId: id, follow: z.boolean() });
export type FollowRequest = z.infer<typeof followRequest>;

export const followAnswer = codeAnswer({
  /** Whether the member follows the thread now. */
  follow: z.optional(z.boolean()),
  followersCount: z.optional(count),
  /** The follow switch as it is now. */
  html,
});
export type FollowAnswer = z.infer<typeof followAnswer>;

export const followThread = memberCall('POST', 'thread/follow', followRequest, followAnswer);

/**
 * SPEC §2 Forum "a following-threads table": the threads the member follows, a page at a
 * time, the latest activity first. SPEC §7 shows no path for it (follow-thread calls "go
 * through helpers whose paths are not shown"): `GET /frontendService/forum/followedThreads`.
 */
export const followedThreadsRequest = z.object({ page: z.optional(id) });
export type FollowedThreadsRequest = z.infer<typeof followedThreadsRequest>;

export const followedThread = z.object({
  threadId: id,
  title: z.string(),
  /** The thread's page. */
  link: siteLink,
  categoryName: z.optional(z.nullable(z.string())),
  repliesCount: count,
  /** When the thread's last post was written (ISO 8601). */
  lastPostOn: z.optional(z.nullable(z.string())),
});
export type FollowedThread = z.infer<typeof followedThread>;

/** A success carries the page's threads (none: the member follows nothing there). */
export const followedThreadsAnswer = codeAnswer({
  threads: z.optional(z.array(followedThread)),
  page: z.optional(id),
  /** 0 when the member follows no thread. */
  pageCount: z.optional(count),
  totalCount: z.optional(count),
}).check(
  z.refine((answer) => answer.code !== CODE_OK || Array.isArray(answer.threads), {
    message: 'A page of followed threads needs its threads',
  }),
);
export type FollowedThreadsAnswer = z.infer<typeof followedThreadsAnswer>;

export const followedThreads = defineEndpoint({
  method: 'GET',
  path: '/frontendService/forum/followedThreads',
  request: followedThreadsRequest,
  response: followedThreadsAnswer,
});

/** SPEC §3 Poll vote. */
export const pollVoteRequest = z.object({
  threadId: id,
  pollOptionId: id,
  /** The vote comes from the poll shown on the forum's homepage. */
  voteOnHomepage: z.optional(z.boolean()),
});
export type PollVoteRequest = z.infer<typeof pollVoteRequest>;

/**
 * SPEC §3 "response carries html or message": the results that replace the poll, or the
 * message of the poll's error area (a refusal has a code other than 200 too).
 */
export const pollVoteAnswer = z
  .looseObject({
    code: z.optional(z.number()),
    message,
    html,
  })
  .check(
    z.refine((answer) => !!answer.html || !!answer.message, {
      message: 'A poll vote answer carries html or a message',
    }),
  );
export type PollVoteAnswer = z.infer<typeof pollVoteAnswer>;

export const pollVote = memberCall('POST', 'thread/pollVote', pollVoteRequest, pollVoteAnswer);

export { casinoDiscussion, relatedForumThreads, staticPageDiscussion } from './forumDiscussion';
