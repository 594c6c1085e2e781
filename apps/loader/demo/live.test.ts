import { FORUM_CATEGORIES, SEEDED_THREADS, USERS, db } from '@casino/mocks';
import { livePage, servedPage } from './live';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const idOf = (name: string) => USERS.find((user) => user.userName === name)!.id;

describe('the live demo server’s pages', () => {
  it('lists every category, and every thread linking to its own page', () => {
    const page = parse(livePage('/forum')!.html);
    expect([...page.querySelectorAll('.forum-category h2')].map((h) => h.textContent)).toEqual(
      FORUM_CATEGORIES.map((category) => category.name),
    );
    const links = [...page.querySelectorAll('.forum-category a')].map((a) =>
      a.getAttribute('href'),
    );
    expect(links.sort()).toEqual(db.threads.map((thread) => `/forum/thread/${thread.id}`).sort());
  });

  it('renders a thread from the store at each call, its title the one h1', () => {
    const thread = db.threads.find(({ id }) => id === SEEDED_THREADS.representative)!;
    db.posts.push({
      id: 9001,
      threadId: thread.id,
      authorId: idOf('alice'),
      text: 'Posted after the build.',
      hidden: false,
      pinned: false,
    });
    const page = parse(livePage(`/forum/thread/${thread.id}`)!.html);
    expect([...page.querySelectorAll('h1')].map((h) => h.textContent)).toEqual([thread.title]);
    expect(page.querySelectorAll('h2[data-thread-title]').length).toBe(0);
    expect(page.querySelector('#post-9001')?.textContent).toContain('Posted after the build.');
    expect(livePage('/forum/thread/999999')?.status).toBe(404);
  });

  it('renders for the member logged in: Edit on their own posts, the moderator’s data', () => {
    const path = `/forum/thread/${SEEDED_THREADS.representative}`;
    db.sessionUserId = idOf('alice');
    const member = parse(livePage(path)!.html);
    const editable = [...member.querySelectorAll('[data-post-id]:has([data-post-edit])')];
    expect(editable.length).toBeGreaterThan(0);
    expect(
      editable.every((post) => post.getAttribute('data-user-id') === String(idOf('alice'))),
    ).toBe(true);
    expect(member.querySelector('[data-thread-moderators]')).toBeNull();

    db.sessionUserId = idOf('mod_maria');
    expect(parse(livePage(path)!.html).querySelector('[data-thread-moderators]')).not.toBeNull();
  });

  it('marks a page as served, with the member’s token and absolute links below the root', () => {
    db.sessionUserId = idOf('alice');
    const thread = parse(servedPage(livePage('/forum/thread/1')!.html, '/forum/thread/1'));
    expect(thread.querySelector('meta[name="demo-backend"]')?.getAttribute('content')).toBe(
      'server',
    );
    expect(thread.querySelector('meta[name="authorization"]')?.getAttribute('content')).toBe(
      `Bearer demo-session-${idOf('alice')}`,
    );
    expect(thread.querySelector('.brand')?.getAttribute('href')).toBe('/index.html');
    expect(thread.querySelector<HTMLOptionElement>('#demo-user option[selected]')?.value).toBe(
      'alice',
    );

    db.sessionUserId = null;
    const list = parse(servedPage(livePage('/forum')!.html, '/forum'));
    expect(list.querySelector('meta[name="authorization"]')).toBeNull();
    expect(list.querySelector('.brand')?.getAttribute('href')).toBe('index.html');
  });
});
