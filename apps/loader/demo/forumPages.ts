/**
 * The forum's pages as the CMS renders them, from what the fake backend's store holds for
 * the member it has logged in: the build renders them once from the seed for a visitor
 * (the static demo and the deployable), the live demo server (scripts/demoServer.js) on
 * every request from the store of the browser that asks.
 */
import {
  db,
  forumState,
  renderForumThread,
  repliesCount,
  sessionIn,
  sessionUser,
  threadLink,
} from '@casino/mocks';
import { escape, placeholder, withRoom } from './layout';
import type { PageOptions } from './layout';

const userName = (id: number) => db.users.find((user) => user.id === id)?.userName ?? '';

/** The casinos the seeded representatives post for, named for the start-thread modal. */
export const representedCasinos = () =>
  db.casinos
    .filter((casino) => db.users.some((user) => user.representedCasinoIds.includes(casino.id)))
    .map((casino) => ({ id: casino.id, name: casino.name }));

/** Pinned threads first, then the newest: a thread just started is at the top. */
const listOrder = (a: (typeof db.threads)[number], b: (typeof db.threads)[number]) =>
  Number(b.pinned) - Number(a.pinned) || b.id - a.id;

function threadRow(thread: (typeof db.threads)[number]): string {
  const marks = [
    thread.pinned && 'Pinned',
    thread.locked && 'Locked',
    sessionIn(forumState().follows, thread.id) && 'Following',
  ].filter(Boolean);
  return `<tr><td><a href="${threadLink(thread.id)}">${escape(thread.title)}</a>${marks
    .map((mark) => ` <span class="forum-mark">${mark}</span>`)
    .join(
      '',
    )}</td><td>${escape(userName(thread.authorId))}</td><td>${repliesCount(thread.id)}</td></tr>`;
}

/** The forum's list: its categories, each with its threads, each linking to its own page. */
export function forumListPage(): PageOptions {
  const { categories } = forumState();
  const sections = categories
    .map((category) => {
      const threads = db.threads
        .filter((thread) => thread.categoryId === category.id)
        .sort(listOrder);
      const id = `category-${category.id}`;
      return `<section class="forum-category" aria-labelledby="${id}"><h2 id="${id}">${escape(category.name)}</h2>${
        threads.length
          ? `<div class="table-wrap"><table><thead><tr><th scope="col">Thread</th><th scope="col">Started by</th><th scope="col">Replies</th></tr></thead><tbody>${threads.map(threadRow).join('')}</tbody></table></div>`
          : '<p class="meta">No threads yet.</p>'
      }</section>`;
    })
    .join('\n');
  return {
    file: 'forum.html',
    title: 'Forum',
    pageType: 'forum-thread-list',
    authContext: 'forum',
    main: `<h1>Forum</h1>
${withRoom({ phone: 3.5 }, placeholder('forum-start-thread', { categories: categories.map(({ id, name }) => ({ id, name })), casinos: representedCasinos() }, 'eager', '<p class="fallback"><a href="signup.html">Sign up</a> to start a thread.</p>'))}
${withRoom({ phone: 6.875, wide: 5.375 }, placeholder('forum-following', {}, 'visible', '<p class="fallback">Log in to see the threads you follow.</p>'))}
${sections}${sessionUser() ? '' : joinSection}`,
  };
}

/**
 * The signup panel shows only to a visitor (a member has nothing to do there and gets
 * nothing), so the CMS renders the section, its heading and its room for visitors only.
 */
const joinSection = `
<section aria-labelledby="join-title"><h2 id="join-title">Join the discussion</h2>
${withRoom({ phone: 43.5625, wide: 40.5625 }, placeholder('auth-panel', { tab: 'SIGNUP', context: 'forum' }, 'visible', '<p class="fallback"><a href="signup.html">Sign up</a> to start a thread or reply.</p>'))}</section>`;

/**
 * A thread's page (`page` of its posts), its title the page's one `h1`; null for a thread
 * the store does not have.
 */
export function threadPage(threadId: number, page = 1): PageOptions | null {
  const thread = db.threads.find((item) => item.id === threadId);
  const rendered = renderForumThread(threadId, page, { titleLevel: 1 });
  if (!thread || rendered === null) return null;
  return {
    file: 'forum-thread.html',
    title: thread.title,
    pageType: 'forum-thread',
    authContext: 'forum',
    main: `${rendered}
${withRoom({ phone: 26.1875, wide: 23.6875 }, placeholder('forum-thread', { threadId, casinos: representedCasinos() }, 'eager', '<p class="fallback"><a href="signup.html">Sign up</a> or log in to reply.</p>'))}`,
  };
}

/** The answer to the address of a thread the store does not have (deleted, or never was). */
export const missingThreadPage = (): PageOptions => ({
  file: 'forum-thread.html',
  title: 'Thread not found',
  main: `<h1>Thread not found</h1><p>This thread was deleted or never existed. <a href="forum.html">Back to the forum</a></p>`,
});
