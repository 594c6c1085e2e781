/**
 * Forum posts on other pages (api `forum`): a static page's discussion and a casino's
 * are forum threads (`DISCUSSION_THREADS`) rendered as the thread page renders them, so
 * the forum widget binds them the same way; the forum threads related to a casino are a
 * list with its pager. Pages past the last show the last; unknown pages and casinos 404.
 * `postId` asks for the page that holds that post (the first when it is not there).
 */
import { forum, forumHooks, pageHooks, reviewsHooks } from '@casino/api';
import { db } from '../store/db';
import { DISCUSSION_THREADS } from '../fixtures/forum';
import { handle } from '../handle';
import { notFound } from '../access';
import { renderForumThread, repliesCountHtml } from '../markup/forumMarkup';
import { pageOfPost, threadLink } from '../store/forumStore';
import { html } from '../markup/html';

/** Related threads shown a page. */
export const RELATED_THREADS_PER_PAGE = 5;

const noDiscussion = () => notFound('This page has no discussion.');

/** The discussion's page asked for: the one holding `postId` when it is in the thread. */
function discussionPage(threadId: number | undefined, page?: number, postId?: number) {
  if (threadId === undefined) return null;
  const post = postId === undefined ? undefined : db.posts.find((item) => item.id === postId);
  return renderForumThread(threadId, post?.threadId === threadId ? pageOfPost(post) : page);
}

export function renderRelatedThreads(casinoId: number, page = 1): string | null {
  if (!db.casinos.some((casino) => casino.id === casinoId)) return null;
  const discussion = DISCUSSION_THREADS.casinos[casinoId];
  const threads = db.threads.filter(
    (thread) => thread.relatedCasinoId === casinoId && thread.id !== discussion,
  );
  const pages = Math.max(1, Math.ceil(threads.length / RELATED_THREADS_PER_PAGE));
  const current = Math.min(Math.max(1, page), pages);
  const shown = threads.slice(
    (current - 1) * RELATED_THREADS_PER_PAGE,
    current * RELATED_THREADS_PER_PAGE,
  );
  return html`<section
    class="cg-related-threads"
    data-related-threads
    ${forumHooks.page}="${current}"
  >
    <h3>Forum threads about this casino</h3>
    ${
      shown.length === 0
        ? html`<p>No forum threads about this casino yet.</p>`
        : html`<ul>
            ${shown.map(
              (thread) =>
                html`<li>
                  <a href="${threadLink(thread.id)}">${thread.title}</a> ·
                  ${repliesCountHtml(thread.id)}
                </li>`,
            )}
          </ul>`
    }
    ${
      pages > 1 &&
      html`<nav aria-label="Pages of the related threads" ${reviewsHooks.pagination}>
        ${Array.from({ length: pages }, (_, index) => index + 1).map((number) =>
          number === current
            ? html`<span aria-current="page">${number}</span>`
            : html`<a
                href="${forum.relatedForumThreads.path}?casinoId=${casinoId}&page=${number}"
                ${pageHooks.pageLink}="${number}"
                >${number}</a
              >`,
        )}
      </nav>`
    }
  </section>`.value;
}

export const discussionHandlers = [
  handle(forum.staticPageDiscussion, ({ staticPageId, page, postId }) => {
    const rendered = discussionPage(DISCUSSION_THREADS.staticPages[staticPageId], page, postId);
    return rendered === null ? noDiscussion() : { html: rendered };
  }),
  handle(
    forum.casinoDiscussion,
    ({ casinoId, page, postId }) =>
      discussionPage(DISCUSSION_THREADS.casinos[casinoId], page, postId) ?? noDiscussion(),
  ),
  handle(
    forum.relatedForumThreads,
    ({ casinoId, page }) => renderRelatedThreads(casinoId, page) ?? notFound('No such casino.'),
  ),
];
