/**
 * What the live demo server (scripts/demoServer.js) needs from the demo and the fake
 * backend, in one module so that the handlers and the pages read the same store: the
 * build bundles it as `dist/live.mjs`.
 */
import { FORUM_THREAD_PATH, db } from '@casino/mocks';
import { escape, renderPage } from './layout';
import type { PageOptions } from './layout';
import { sitePage } from './pages';
import { forumListPage, missingThreadPage, threadPage } from './forumPages';

export { db, handlers, resetDb, seedDb, setScenario } from '@casino/mocks';

/** The marker the live server puts in every page: the widgets call it, not a fake in the page. */
export const SERVED_BACKEND_META = '<meta name="demo-backend" content="server">';

/** The demo tools' note (demo/layout.ts) says where the calls are answered. */
const IN_PAGE_BACKEND_NOTE = 'answered by the fake backend in your browser';
const SERVED_BACKEND_NOTE = 'answered by the fake backend of the demo server';

const THREAD_ADDRESS = new RegExp(`^${FORUM_THREAD_PATH}/(\\d+)(?:/(\\d+))?/?$`);

export interface LivePage {
  status: number;
  html: string;
}

const live = (page: PageOptions | null): LivePage =>
  page
    ? { status: 200, html: renderPage(sitePage(page), true) }
    : { status: 404, html: renderPage(sitePage(missingThreadPage()), true) };

/**
 * The pages rendered from the store at each request (the forum's list, the demo's thread
 * page and every thread's own address); null for the others, which are the built files.
 */
export function livePage(pathname: string): LivePage | null {
  if (pathname === '/forum' || pathname === '/forum.html') return live(forumListPage());
  if (pathname === '/forum-thread.html') {
    const first = db.threads.reduce<number | undefined>(
      (oldest, thread) => Math.min(oldest ?? thread.id, thread.id),
      undefined,
    );
    return live(first === undefined ? null : threadPage(first));
  }
  const thread = THREAD_ADDRESS.exec(pathname);
  if (thread) return live(threadPage(Number(thread[1]), Number(thread[2] ?? 1)));
  return null;
}

/** A relative address in an attribute (`href="signup.html"`), not `/…`, `#…` or `scheme:…`. */
const RELATIVE = /\b(href|src|action)="(?![a-z][a-z\d+.-]*:|\/|#)/gi;

/**
 * A page as this server sends it for the browser's store: the marker, the member's token
 * (SPEC §7: the CMS renders it for the calls that carry the authorization header), the
 * demo tools showing who is logged in, the mailbox of the last signup, and, on an address
 * below the root (`/forum/thread/7`), the site's relative links made absolute.
 */
export function servedPage(html: string, pathname: string): string {
  const member = db.users.find((user) => user.id === db.sessionUserId);
  const head = [
    SERVED_BACKEND_META,
    member && `<meta name="authorization" content="Bearer demo-session-${member.id}">`,
  ]
    .filter(Boolean)
    .join('\n');
  let page = html.replace('<head>', `<head>\n${head}`);
  if (member)
    page = page.replace(
      `<option value="${member.userName}">`,
      `<option value="${member.userName}" selected>`,
    );
  page = page.replace('<aside class="demo-tools" data-demo-mailbox', `$&${mailboxData()}`);
  page = page.replace(IN_PAGE_BACKEND_NOTE, SERVED_BACKEND_NOTE);
  return pathname.lastIndexOf('/') > 0 ? page.replace(RELATIVE, '$1="/') : page;
}

/** The last signup's confirmation email, for the demo mailbox (src/demo/boot.ts). */
function mailboxData(): string {
  const signup = db.signups.at(-1);
  const member = signup && db.users.find((user) => user.id === signup.userId);
  if (!signup || !member) return '';
  return ` data-mail-to="${escape(member.email)}" data-mail-member="${escape(member.userName)}" data-mail-auth-param="${escape(signup.authParam)}"`;
}
