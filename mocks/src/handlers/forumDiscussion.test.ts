import { forum } from '@casino/api';
import { db } from '../store/db';
import { DISCUSSION_THREADS } from '../fixtures/forum';
import { RELATED_THREADS_PER_PAGE } from './forumDiscussion';
import { FORUM_POSTS_PER_PAGE } from '../store/forumStore';
import { all, fragment, request, send } from '../testClient';

const CASINO = 1;
const STATIC_PAGE = 1;

describe('discussions on other pages', () => {
  it('answers a static page’s discussion as its thread’s page, in html', async () => {
    const answer = await send(forum.staticPageDiscussion, { staticPageId: STATIC_PAGE });
    const threadId = DISCUSSION_THREADS.staticPages[STATIC_PAGE]!;
    const root = fragment(answer.html).querySelector<HTMLElement>('[data-thread-id]')!;
    expect(root.dataset.threadId).toBe(String(threadId));
    expect(all(root, '[data-posts] [data-post-id]').map((post) => post.dataset.postId)).toEqual(
      db.posts.filter((post) => post.threadId === threadId).map((post) => String(post.id)),
    );
  });

  it('pages a discussion: page 2 shows the posts after the first page', async () => {
    const threadId = DISCUSSION_THREADS.casinos[CASINO]!;
    for (let index = 0; index < FORUM_POSTS_PER_PAGE; index += 1)
      db.posts.push({
        id: 50_000 + index,
        threadId,
        authorId: 1,
        text: `More ${index}`,
        hidden: false,
        pinned: false,
      });
    const first = fragment(await send(forum.casinoDiscussion, { casinoId: CASINO }));
    expect(first.querySelector('[data-page-link="2"]')).not.toBeNull();
    const second = fragment(await send(forum.casinoDiscussion, { casinoId: CASINO, page: 2 }));
    expect(second.querySelector('[data-thread-id]')?.getAttribute('data-page')).toBe('2');
    expect(second.querySelector('[data-post-id]')?.textContent).toContain('More');
  });

  it('answers the page that holds a post asked for by postId, the first for another post', async () => {
    const threadId = DISCUSSION_THREADS.staticPages[STATIC_PAGE]!;
    const added = Array.from({ length: 2 * FORUM_POSTS_PER_PAGE }, (_, index) => ({
      id: 60_000 + index,
      threadId,
      authorId: 1,
      text: `Later ${index}`,
      hidden: false,
      pinned: false,
    }));
    db.posts.push(...added);
    const last = added.at(-1)!;
    const answer = await send(forum.staticPageDiscussion, {
      staticPageId: STATIC_PAGE,
      postId: last.id,
    });
    const root = fragment(answer.html).querySelector('[data-thread-id]')!;
    expect(root.getAttribute('data-page')).toBe('3');
    expect(root.querySelector(`[data-post-id="${last.id}"]`)).not.toBeNull();
    const elsewhere = db.posts.find((post) => post.threadId !== threadId)!;
    const other = await send(forum.staticPageDiscussion, {
      staticPageId: STATIC_PAGE,
      postId: elsewhere.id,
    });
    expect(fragment(other.html).querySelector('[data-thread-id]')?.getAttribute('data-page')).toBe(
      '1',
    );
  });

  it('answers 404 for a page or casino without a discussion', async () => {
    expect((await request(forum.staticPageDiscussion, { staticPageId: 99 })).status).toBe(404);
    expect((await request(forum.casinoDiscussion, { casinoId: 2 })).status).toBe(404);
  });

  it('lists a casino’s related threads without its discussion, paged', async () => {
    const related = db.threads.filter(
      (thread) =>
        thread.relatedCasinoId === CASINO && thread.id !== DISCUSSION_THREADS.casinos[CASINO],
    );
    expect(related.length).toBeGreaterThan(RELATED_THREADS_PER_PAGE);
    const first = fragment(await send(forum.relatedForumThreads, { casinoId: CASINO }));
    expect(all(first, '[data-related-threads] li a').map((link) => link.textContent)).toEqual(
      related.slice(0, RELATED_THREADS_PER_PAGE).map((thread) => thread.title),
    );
    const second = fragment(await send(forum.relatedForumThreads, { casinoId: CASINO, page: 2 }));
    expect(all(second, '[data-related-threads] li a')).toHaveLength(
      related.length - RELATED_THREADS_PER_PAGE,
    );
    expect(second.querySelector('[data-page-link="1"]')).not.toBeNull();
    expect((await request(forum.relatedForumThreads, { casinoId: 999 })).status).toBe(404);
  });
});
