/**
 * The forum's server HTML as the fake renders it for the session member: a post, the
 * like and follow buttons, a thread page (header, poll, posts, page links). The hooks
 * are listed in mocks/README.md ("Forum"); every user text goes through `html`, and a
 * post's own text through `postTextHtml`.
 */
import { forumHooks, gamesHooks, pageHooks, reviewsHooks } from '@casino/api';
import { db, sessionUser } from '../store/db';
import { isModerator } from '../access';
import type { Post, Thread } from '../fixtures/community';
import { attrs, html } from './html';
import type { SafeHtml } from './html';
import { casinoUrl, gameUrl } from '../handlers/lists';
import { dateFormat, profileUrl } from './reviewMarkup';
import { postTextHtml } from './forumText';
import { UPLOADED_IMAGES_PATH } from '../handlers/uploads';
import { pollHtml, pollOf } from './forumPoll';
import { avatarHtml } from './avatar';
import {
  FORUM_POSTS_PER_PAGE,
  countOf,
  forumState,
  pageCountOf,
  postsOf,
  repliesCount,
  repliesText,
  sessionIn,
  threadLink,
  visiblePost,
} from '../store/forumStore';

const userOf = (id: number) => db.users.find((user) => user.id === id);
const casinoOf = (id: number | undefined) => db.casinos.find((casino) => casino.id === id);
const gameOf = (id: number | undefined) => db.games.find((game) => game.id === id);
const money = (size: number, currency: string) => `${size.toFixed(2)} ${currency}`;

function likeButton(kind: 'post' | 'thread', itemId: number, keys: readonly string[]): SafeHtml {
  const liked = sessionIn(keys, itemId);
  return html`<button
    ${attrs({
      type: 'button',
      class: `cg-${kind}__like`,
      [`data-${kind}-like`]: true,
      [gamesHooks.itemId]: itemId,
      [pageHooks.liked]: String(liked),
      'aria-pressed': String(liked),
    })}
  >
    Like <span ${pageHooks.likeCount}>${countOf(keys, itemId)}</span>
  </button>`;
}

export const postLikeHtml = (post: Post) => likeButton('post', post.id, forumState().postLikes);
export const threadLikeHtml = (thread: Thread) =>
  likeButton('thread', thread.id, forumState().threadLikes);

/** The follow switch of a thread (SPEC §2 "follow-thread switch"). */
export function followHtml(thread: Thread): SafeHtml {
  const following = sessionIn(forumState().follows, thread.id);
  return html`<button
    ${attrs({
      type: 'button',
      class: 'cg-thread__follow',
      [forumHooks.threadFollow]: true,
      'aria-pressed': String(following),
    })}
  >
    ${following ? 'Following' : 'Follow'}
    <span ${forumHooks.followersCount}>${countOf(forumState().follows, thread.id)}</span>
  </button>`;
}

function authorHtml(post: Post): SafeHtml {
  const author = userOf(post.authorId);
  const casino = casinoOf(post.onBehalfOfId);
  return html`${avatarHtml(author?.userName ?? 'Former member')}${
    author
      ? html`<a
          class="cg-post__author"
          href="${profileUrl(author.userName)}"
          ${forumHooks.postAuthor}
          >${author.userName}</a
        >`
      : html`<span class="cg-post__author">Former member</span>`
  }
  ${
    casino &&
    html`<span class="cg-post__on-behalf" data-post-on-behalf="${casino.id}"
      >Representative of <a href="${casinoUrl(casino)}">${casino.name}</a></span
    >`
  }`;
}

function answeredHtml(post: Post): SafeHtml | false {
  const quoted = post.quoteOfId === undefined ? undefined : visiblePost(post.quoteOfId);
  if (quoted) {
    const name = userOf(quoted.authorId)?.userName ?? 'Former member';
    return html`<blockquote class="cg-post__quote" data-post-quote-of="${quoted.id}">
      <p><a href="#post-${quoted.id}">${name} wrote:</a></p>
      ${postTextHtml(quoted.text)}
    </blockquote>`;
  }
  const answered = post.replyToId === undefined ? undefined : visiblePost(post.replyToId);
  if (!answered) return false;
  const name = userOf(answered.authorId)?.userName ?? 'Former member';
  return html`<p class="cg-post__reply-to" data-post-reply-to="${answered.id}">
    In reply to <a href="#post-${answered.id}">${name}</a>
  </p>`;
}

function screenshotHtml(post: Post): SafeHtml | false {
  const shot = post.screenshot;
  if (!shot) return false;
  const casino = casinoOf(shot.casinoId);
  const game = gameOf(shot.gameId);
  return html`<figure class="cg-post__screenshot" data-post-screenshot="${shot.imageId}">
    <img src="${UPLOADED_IMAGES_PATH}/${shot.imageId}" alt="Winning screenshot" loading="lazy" />
    <figcaption>
      Won <strong data-win-size>${money(shot.winSize, shot.currencyCode)}</strong> with a bet of
      <span data-bet-size>${money(shot.betSize, shot.currencyCode)}</span>
      ${game && html`on <a href="${gameUrl(game)}">${game.name}</a>`}
      ${casino && html`at <a href="${casinoUrl(casino)}">${casino.name}</a>`}
    </figcaption>
  </figure>`;
}

/** The labels of the moderation reasons (api `forumModeration.MODERATION_REASONS`). */
export const REASON_LABELS: Record<string, string> = {
  SPAM: 'Spam',
  OFFENSIVE: 'Offensive or abusive',
  OFF_TOPIC: 'Off topic',
  DUPLICATE: 'Duplicate',
  ADVERTISING: 'Advertising',
  OTHER: 'Other',
};

/** The labels of the admin check statuses (api `ADMIN_CHECK_STATUSES`). */
export const ADMIN_STATUS_LABELS: Record<string, string> = {
  TO_CHECK: 'To check',
  CHECKED: 'Checked',
  SUSPICIOUS: 'Suspicious',
};

/** The moderators and administrators a post can be assigned to. */
const moderatorsList = () =>
  db.users
    .filter((user) => isModerator(user))
    .map((user) => ({ id: user.id, name: user.userName }));

/** A moderator's line on a post: its admin check status and who checks it. */
function adminLine(post: Post): SafeHtml | false {
  if (!post.adminCheckStatus && post.assigneeId === undefined) return false;
  const assignee = post.assigneeId === undefined ? undefined : userOf(post.assigneeId);
  return html`<p class="cg-post__admin" data-post-admin>
    ${post.adminCheckStatus && html`Check: <span data-post-admin-status-label>${ADMIN_STATUS_LABELS[post.adminCheckStatus] ?? post.adminCheckStatus}</span>`}
    ${assignee && html`Assigned to <span data-post-assignee-name>${assignee.userName}</span>`}
  </p>`;
}

function viewerModerates(): boolean {
  const viewer = sessionUser();
  return !!viewer && isModerator(viewer);
}

/** SPEC §4 "hidden (with reason)": what everyone sees in a hidden post's place. */
function hiddenNotice(post: Post): SafeHtml {
  const reason = REASON_LABELS[post.hiddenReason ?? ''] ?? 'Other';
  return html`<p class="cg-post__notice" data-post-notice>
    Hidden by a moderator. Reason: <span data-post-hidden-reason>${reason}</span>${
      post.explanationForUser && html`. ${post.explanationForUser}`
    }
  </p>`;
}

/** A post deleted by a moderator leaves this notice. */
function deletedHtml(post: Post): SafeHtml {
  return html`<article
    ${attrs({
      id: `post-${post.id}`,
      class: 'cg-post cg-post--deleted',
      [pageHooks.postId]: post.id,
      [forumHooks.postDeleted]: true,
    })}
  >
    <p class="cg-post__notice" data-post-notice>This post was deleted by a moderator.</p>
  </article>`;
}

/**
 * One post as the session member sees it; `locked` leaves out reply and quote, and a
 * member's Edit (moderators still edit in a locked thread).
 */
export function postHtml(post: Post, { locked = false }: { locked?: boolean } = {}): SafeHtml {
  if (post.deleted) return deletedHtml(post);
  const own = db.sessionUserId !== null && post.authorId === db.sessionUserId;
  const moderator = viewerModerates();
  const answerable = !locked && !post.hidden;
  return html`<article
    ${attrs({
      id: `post-${post.id}`,
      class: 'cg-post',
      [pageHooks.postId]: post.id,
      [forumHooks.userId]: post.authorId,
      'data-on-behalf-of-id': post.onBehalfOfId,
      [forumHooks.postOwn]: own,
      [forumHooks.postHidden]: post.hidden,
      [forumHooks.postPinned]: post.pinned,
      [forumHooks.postAdminStatus]: moderator ? post.adminCheckStatus : undefined,
      [forumHooks.userBanned]: moderator && !!userOf(post.authorId)?.banned,
      [forumHooks.postAssignee]: moderator ? post.assigneeId : undefined,
      lang: post.languageCode,
    })}
  >
    <header class="cg-post__header">
      ${post.pinned && html`<span class="cg-post__pinned" data-post-pinned-label>Pinned</span>`}
      ${authorHtml(post)}
      ${post.createdOn && html`<time datetime="${post.createdOn}">${dateFormat.format(new Date(post.createdOn))}</time>`}
      ${post.editedOn && html`<span class="cg-post__edited" data-post-edited>edited</span>`}
    </header>
    ${post.hidden && hiddenNotice(post)} ${moderator && adminLine(post)}
    ${(!post.hidden || moderator) && answeredHtml(post)}
    ${
      (!post.hidden || moderator) &&
      html`<div class="cg-post__text" ${forumHooks.postText}>${postTextHtml(post.text)}</div>`
    }
    ${(!post.hidden || moderator) && screenshotHtml(post)}
    <footer class="cg-post__actions" ${forumHooks.postActions}>
      ${!post.hidden && postLikeHtml(post)}
      ${
        answerable &&
        html`<button type="button" ${forumHooks.postReply}>Reply</button>
          <button type="button" ${forumHooks.postQuote}>Quote</button>`
      }
      ${own && (!locked || moderator) && html`<button type="button" ${forumHooks.postEdit}>Edit</button>`}
    </footer>
  </article>`;
}

/** "12 replies" with the count as a hook (SPEC §7 repliesCount, repliesText). */
export function repliesCountHtml(threadId: number): SafeHtml {
  const count = repliesCount(threadId);
  return html`<span ${forumHooks.repliesCount}="${count}">${repliesText(count)}</span>`;
}

const titleHtml = (title: string, level: 1 | 2) =>
  level === 1
    ? html`<h1 class="cg-thread__title" ${forumHooks.threadTitle}>${title}</h1>`
    : html`<h2 class="cg-thread__title" ${forumHooks.threadTitle}>${title}</h2>`;

function pagesHtml(thread: Thread, page: number): SafeHtml | false {
  const count = pageCountOf(thread.id);
  if (count < 2) return false;
  return html`<nav
    class="cg-thread__pages"
    aria-label="Pages of the thread"
    ${reviewsHooks.pagination}
  >
    ${Array.from({ length: count }, (_, index) => index + 1).map((number) =>
      number === page
        ? html`<span aria-current="page">${number}</span>`
        : html`<a href="${threadLink(thread.id, number)}" ${pageHooks.pageLink}="${number}"
            >${number}</a
          >`,
    )}
  </nav>`;
}

/**
 * A thread page as the server renders it (the thread page's main part), or null for an
 * unknown thread. Pages past the last show the last. The title is the page's `h1` on the
 * thread's own page (`titleLevel: 1`), an `h2` where the thread is part of another page.
 */
export function renderForumThread(
  threadId: number,
  page = 1,
  { titleLevel = 2 }: { titleLevel?: 1 | 2 } = {},
): string | null {
  const thread = db.threads.find((item) => item.id === threadId);
  if (!thread) return null;
  const current = Math.min(Math.max(1, page), pageCountOf(thread.id));
  const posts = postsOf(thread.id).slice(
    (current - 1) * FORUM_POSTS_PER_PAGE,
    current * FORUM_POSTS_PER_PAGE,
  );
  const category = forumState().categories.find((item) => item.id === thread.categoryId);
  const author = userOf(thread.authorId);
  const casino = casinoOf(thread.relatedCasinoId);
  const poll = pollOf(thread.id);
  return html`<section
    ${attrs({
      class: 'cg-thread',
      [forumHooks.threadId]: thread.id,
      [forumHooks.threadLocked]: thread.locked,
      [forumHooks.threadPinned]: thread.pinned,
      [forumHooks.threadFollowDisabled]: thread.followEnabled === false,
      [forumHooks.threadPollHomepage]: !!thread.pollOnForumHomepage,
      [forumHooks.threadOwn]: db.sessionUserId !== null && thread.authorId === db.sessionUserId,
      // The categories a moderator may move the thread to (only on a moderator's page).
      [forumHooks.threadCategories]: viewerModerates() ? forumState().categories : undefined,
      [forumHooks.threadModerators]: viewerModerates() ? moderatorsList() : undefined,
      [forumHooks.winningScreenshots]: !!thread.winningScreenshotsEnabled,
      [forumHooks.page]: current,
      'data-page-count': pageCountOf(thread.id),
    })}
  >
    <header class="cg-thread__header">
      ${titleHtml(thread.title, titleLevel)}
      <p class="cg-thread__meta">
        ${author && html`Started by <a href="${profileUrl(author.userName)}">${author.userName}</a>`}
        ${category && html`in <span ${forumHooks.threadCategory}="${category.id}">${category.name}</span>`}
        ${casino && html`about <a href="${casinoUrl(casino)}" data-thread-casino>${casino.name}</a>`}
        · ${repliesCountHtml(thread.id)}
      </p>
      <div class="cg-thread__actions" ${forumHooks.threadActions}>
        ${threadLikeHtml(thread)} ${thread.followEnabled !== false && followHtml(thread)}
      </div>
      ${
        thread.locked &&
        html`<p class="cg-thread__locked" ${forumHooks.threadLockedNote}>
          This thread is locked: it takes no new replies.
        </p>`
      }
    </header>
    ${poll && pollHtml(poll)}
    <div class="cg-thread__posts" ${forumHooks.posts}>
      ${posts.map((post) => postHtml(post, { locked: thread.locked }))}
    </div>
    ${pagesHtml(thread, current)}
  </section>`.value;
}
