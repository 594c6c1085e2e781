import {
  CODE_BANNED,
  CODE_FORM_ERROR,
  CODE_LANGUAGE_UNDETECTED,
  CODE_LOGIN_REQUIRED,
  CODE_NOT_ALLOWED,
  CODE_OK,
  CODE_POST_PENDING_REVIEW,
  forum,
  uploads,
} from '@casino/api';
import type { CreatePostRequest, CreateThreadRequest } from '@casino/api';
import { db } from '../store/db';
import { SEEDED_THREADS } from '../fixtures/forum';
import { setScenario } from '../scenarios';
import { renderForumThread } from './forum';
import { FORUM_POSTS_PER_PAGE } from '../store/forumStore';
import { all, fragment, request, send } from '../testClient';

const ALICE = 1;
const REP = 2;
const MOD = 3;
const BANNED_BOB = 5;
const REPRESENTED_CASINO = 1;

const newThread: CreateThreadRequest = {
  title: 'Fastest paying casinos this year',
  firstPostText: '<p>Which casinos paid you out within a day?</p>',
  categoryId: 4,
};
const reply = (fields: Partial<CreatePostRequest> = {}): CreatePostRequest => ({
  threadId: SEEDED_THREADS.representative,
  text: '<p>Thanks for sharing this with the forum.</p>',
  ...fields,
});
const threadPage = (threadId: number, page = 1) => fragment(renderForumThread(threadId, page)!);
const postIds = (threadId: number, page = 1) =>
  all(threadPage(threadId, page), '[data-post-id]').map((post) => Number(post.dataset.postId));
const notificationsOf = (userId: number) =>
  db.notifications.filter((notification) => notification.userId === userId);

async function uploadScreenshot(): Promise<number> {
  const body = new FormData();
  body.append('file', new File(['png'], 'win.png', { type: 'image/png' }));
  body.append('recaptchaToken', 'token');
  const response = await fetch(new URL(uploads.uploadImage.path, document.baseURI), {
    method: 'POST',
    body,
  });
  return uploads.uploadImage.response.parse(await response.json()).imageId!;
}

describe('start a thread (POST /frontendService/thread)', () => {
  it('answers 7000 to a visitor and 5019 to a banned member, and keeps nothing', async () => {
    const threads = db.threads.length;
    expect((await send(forum.createThread, newThread)).code).toBe(CODE_LOGIN_REQUIRED);
    db.sessionUserId = BANNED_BOB;
    expect((await send(forum.createThread, newThread)).code).toBe(CODE_BANNED);
    expect(db.threads).toHaveLength(threads);
  });

  it('creates the thread with its first post, links to it and follows it', async () => {
    db.sessionUserId = ALICE;
    const answer = await send(forum.createThread, { ...newThread, forumRelatedCasinoId: 3 });
    expect(answer).toMatchObject({ code: CODE_OK, link: `/forum/thread/${answer.threadId}` });
    const thread = db.threads.find((item) => item.id === answer.threadId)!;
    expect(thread).toMatchObject({ title: newThread.title, authorId: ALICE, categoryId: 4 });
    const page = threadPage(thread.id);
    expect(page.querySelector('[data-thread-title]')?.textContent).toBe(newThread.title);
    expect(page.querySelector('[data-thread-casino]')?.textContent).toBe(db.casinos[2]!.name);
    expect(page.querySelector('[data-post-text]')?.textContent).toContain('paid you out');
    expect(page.querySelector('[data-replies-count]')?.getAttribute('data-replies-count')).toBe(
      '0',
    );
    expect(page.querySelector('[data-thread-follow]')?.getAttribute('aria-pressed')).toBe('true');
  });

  it('needs a title of 3 words and a first post of 5 (8200 with the reason)', async () => {
    db.sessionUserId = ALICE;
    const threads = db.threads.length;
    const short = await send(forum.createThread, { ...newThread, title: 'Fast casinos' });
    expect(short).toMatchObject({ code: CODE_FORM_ERROR });
    expect(short.message).toContain('3 words');
    const brief = await send(forum.createThread, {
      ...newThread,
      firstPostText: '<p>Which casinos</p><p>pay <b>fast</b>?</p>',
    });
    expect(brief).toMatchObject({ code: CODE_FORM_ERROR });
    expect(brief.message).toContain('5 words');
    expect(db.threads).toHaveLength(threads);
  });

  it('counts each CJK character as a word', async () => {
    db.sessionUserId = ALICE;
    const twoCharacters = { ...newThread, title: '赌场' };
    expect((await send(forum.createThread, twoCharacters)).code).toBe(CODE_FORM_ERROR);
    const cjk = { title: '最好的', firstPostText: '这个赌场很好', categoryId: 1 };
    expect((await send(forum.createThread, cjk)).code).toBe(CODE_OK);
  });

  it('refuses an unknown category, casino or game', async () => {
    db.sessionUserId = ALICE;
    for (const change of [
      { categoryId: 99 },
      { forumRelatedCasinoId: 999 },
      { forumRelatedGameId: 999 },
    ])
      expect((await send(forum.createThread, { ...newThread, ...change })).code).toBe(
        CODE_FORM_ERROR,
      );
  });

  it('starts a poll without the empty options; a poll needs a question and 2 options', async () => {
    db.sessionUserId = ALICE;
    const oneOption = { ...newThread, pollQuestion: 'Fastest?', pollOptions: ['Royal', ' ', ''] };
    expect((await send(forum.createThread, oneOption)).code).toBe(CODE_FORM_ERROR);
    const noQuestion = { ...newThread, pollOptions: ['Royal', 'Lucky'] };
    expect((await send(forum.createThread, noQuestion)).code).toBe(CODE_FORM_ERROR);
    const answer = await send(forum.createThread, {
      ...newThread,
      pollQuestion: 'Fastest?',
      pollOptions: ['Royal', '', 'Lucky'],
      votingPrivate: true,
    });
    const poll = threadPage(answer.threadId!).querySelector<HTMLElement>('[data-poll]')!;
    expect(all(poll, '[data-poll-option]').map((option) => option.textContent?.trim())).toEqual([
      'Royal',
      'Lucky',
    ]);
    expect(poll.hasAttribute('data-poll-private')).toBe(true);
  });

  it('starts a thread on behalf of a casino only for its representative (else 7001)', async () => {
    db.sessionUserId = ALICE;
    const onBehalf = { ...newThread, onBehalfOfId: REPRESENTED_CASINO };
    expect((await send(forum.createThread, onBehalf)).code).toBe(CODE_NOT_ALLOWED);
    db.sessionUserId = REP;
    expect((await send(forum.createThread, { ...onBehalf, onBehalfOfId: 2 })).code).toBe(
      CODE_NOT_ALLOWED,
    );
    const answer = await send(forum.createThread, onBehalf);
    const post = threadPage(answer.threadId!).querySelector('[data-post-id]')!;
    expect(post.querySelector('[data-post-on-behalf]')?.textContent).toContain(db.casinos[0]!.name);
  });

  it('holds the thread of a member with an unconfirmed email for review (8214)', async () => {
    db.sessionUserId = ALICE;
    db.users[0]!.emailConfirmed = false;
    const threads = db.threads.length;
    const answer = await send(forum.createThread, newThread);
    expect(answer.code).toBe(CODE_POST_PENDING_REVIEW);
    expect(db.threads).toHaveLength(threads);
    expect(db.forum.pending.map((item) => item.kind)).toEqual(['thread']);
  });
});

describe('reply (POST /frontendService/post)', () => {
  it('answers 7000 to a visitor and 5019 to a banned member', async () => {
    expect((await send(forum.createPost, reply())).code).toBe(CODE_LOGIN_REQUIRED);
    db.sessionUserId = BANNED_BOB;
    expect((await send(forum.createPost, reply())).code).toBe(CODE_BANNED);
  });

  it('answers the post, its link and the replies count; the thread page shows it', async () => {
    db.sessionUserId = ALICE;
    const threadId = SEEDED_THREADS.representative;
    const before = postIds(threadId).length;
    const answer = await send(forum.createPost, reply({ currentPage: 1 }));
    expect(answer).toMatchObject({
      code: CODE_OK,
      link: `/forum/thread/${threadId}#post-${answer.postId}`,
      repliesCount: before,
      repliesText: `${before} replies`,
    });
    const post = fragment(answer.html!).querySelector<HTMLElement>('[data-post-id]')!;
    expect(post.id).toBe(`post-${answer.postId}`);
    expect(post.getAttribute('lang')).toBe('en');
    for (const hook of ['data-post-reply', 'data-post-quote', 'data-post-like', 'data-post-edit'])
      expect(post.querySelector(`[${hook}]`)).not.toBeNull();
    expect(postIds(threadId)).toContain(answer.postId);
    expect(threadPage(threadId).querySelector('[data-replies-count]')?.textContent).toBe(
      `${before} replies`,
    );
  });

  it('links a post past the first page to its page', async () => {
    db.sessionUserId = ALICE;
    const threadId = SEEDED_THREADS.representative;
    const filler = db.posts.find((post) => post.threadId === threadId)!;
    const missing = FORUM_POSTS_PER_PAGE - postIds(threadId).length;
    for (let index = 0; index < missing; index += 1) db.posts.push({ ...filler, id: 5000 + index });
    const answer = await send(forum.createPost, reply({ currentPage: 1 }));
    expect(answer.link).toBe(`/forum/thread/${threadId}/2#post-${answer.postId}`);
    expect(postIds(threadId, 2)).toEqual([answer.postId]);
  });

  it('refuses a reply in a locked thread, but a moderator may write there', async () => {
    db.sessionUserId = ALICE;
    const locked = reply({ threadId: SEEDED_THREADS.locked });
    const refused = await send(forum.createPost, locked);
    expect(refused.code).toBe(CODE_FORM_ERROR);
    expect(refused.message).toContain('locked');
    db.sessionUserId = MOD;
    expect((await send(forum.createPost, locked)).code).toBe(CODE_OK);
  });

  it('refuses an empty post, one over 5000 characters and one with more than 5 images', async () => {
    db.sessionUserId = ALICE;
    const posts = db.posts.length;
    const words = 'win '.repeat(forum.FORUM_POST_MAX_CHARACTERS / 4);
    const image = '<img src="/uploads/images/1">';
    for (const text of [
      '<p> </p>',
      `<p>${words}x</p>`,
      `<p>Look at these wins from today</p>${image.repeat(forum.FORUM_POST_MAX_IMAGES + 1)}`,
    ]) {
      const answer = await send(forum.createPost, reply({ text }));
      expect(answer.code).toBe(CODE_FORM_ERROR);
      expect(answer.message).not.toBe('');
    }
    expect(db.posts).toHaveLength(posts);
    expect((await send(forum.createPost, reply({ text: `<p>${words.trim()}</p>` }))).code).toBe(
      CODE_OK,
    );
  });

  it('answers 8209 with a guess for a short reply, and takes it with the language chosen', async () => {
    db.sessionUserId = ALICE;
    const posts = db.posts.length;
    const guessed = await send(forum.createPost, reply({ text: '<p>Bedankt!</p>' }));
    expect(guessed).toMatchObject({
      code: CODE_LANGUAGE_UNDETECTED,
      automaticallyDetectedLanguageCode: 'nl',
    });
    expect(db.posts).toHaveLength(posts);
    const sent = await send(
      forum.createPost,
      reply({ text: '<p>Bedankt!</p>', manualLanguageCode: 'nl' }),
    );
    expect(sent.code).toBe(CODE_OK);
    expect(fragment(sent.html!).querySelector('[data-post-id]')?.getAttribute('lang')).toBe('nl');
  });

  it('answers a post or quotes it, of the same thread only', async () => {
    db.sessionUserId = ALICE;
    const threadId = SEEDED_THREADS.representative;
    const answered = db.posts.find((post) => post.threadId === threadId)!;
    const replied = await send(forum.createPost, reply({ replyToId: answered.id }));
    const replyTo = fragment(replied.html!).querySelector('[data-post-reply-to]');
    expect(replyTo?.getAttribute('data-post-reply-to')).toBe(String(answered.id));
    const quoted = await send(forum.createPost, reply({ quoteOfId: answered.id }));
    const quote = fragment(quoted.html!).querySelector('blockquote[data-post-quote-of]');
    expect(quote?.textContent).toContain(answered.text);
    const elsewhere = db.posts.find((post) => post.threadId !== threadId)!;
    expect((await send(forum.createPost, reply({ quoteOfId: elsewhere.id }))).code).toBe(
      CODE_FORM_ERROR,
    );
    const both = await request(forum.createPost, {
      ...reply(),
      replyToId: answered.id,
      quoteOfId: answered.id,
    });
    expect(both.status).toBe(400);
  });

  it('posts on behalf of a casino only for its representative (else 7001)', async () => {
    db.sessionUserId = ALICE;
    const onBehalf = reply({ onBehalfOfId: REPRESENTED_CASINO });
    expect((await send(forum.createPost, onBehalf)).code).toBe(CODE_NOT_ALLOWED);
    db.sessionUserId = REP;
    const answer = await send(forum.createPost, onBehalf);
    const post = fragment(answer.html!).querySelector<HTMLElement>('[data-post-id]')!;
    expect(post.dataset.onBehalfOfId).toBe(String(REPRESENTED_CASINO));
    expect(post.querySelector('[data-post-on-behalf]')).not.toBeNull();
  });

  it('takes a winning screenshot with an uploaded image where the thread allows, sizes rounded', async () => {
    db.sessionUserId = ALICE;
    const imageId = await uploadScreenshot();
    const winningScreenshot = {
      imageId,
      casinoId: 1,
      gameId: 1,
      currencyCode: 'EUR',
      betSize: 1.2,
      winSize: 12.3456,
    };
    const screenshots = reply({ threadId: SEEDED_THREADS.screenshots, winningScreenshot });
    const answer = await send(forum.createPost, screenshots);
    expect(answer.code).toBe(CODE_OK);
    const figure = fragment(answer.html!).querySelector(`[data-post-screenshot="${imageId}"]`)!;
    expect(figure.querySelector('[data-win-size]')?.textContent).toBe('12.35 EUR');
    expect(figure.querySelector('[data-bet-size]')?.textContent).toBe('1.20 EUR');
    expect(db.posts.find((post) => post.id === answer.postId)?.screenshot?.winSize).toBe(12.35);
    const notUploaded = { ...winningScreenshot, imageId: imageId + 100 };
    const missing = await send(forum.createPost, {
      ...screenshots,
      winningScreenshot: notUploaded,
    });
    expect(missing.code).toBe(CODE_FORM_ERROR);
    expect(missing.message).toContain('upload');
    expect((await send(forum.createPost, reply({ winningScreenshot }))).code).toBe(CODE_FORM_ERROR);
  });

  it('escapes what members write and keeps only plain formatting', async () => {
    db.sessionUserId = ALICE;
    const answer = await send(
      forum.createPost,
      reply({
        text: '<p onclick="steal()">Hello <b>there</b>, &lt;b&gt;fine&lt;/b&gt; <script>alert(1)</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">click me now</a>',
      }),
    );
    const text = fragment(answer.html!).querySelector('[data-post-text]')!;
    expect(text.innerHTML).toBe(
      '<p>Hello <b>there</b>, &lt;b&gt;fine&lt;/b&gt; alert(1)</p>click me now',
    );
  });

  it('keeps links to http(s) addresses, marked as members’ links', async () => {
    db.sessionUserId = ALICE;
    const answer = await send(
      forum.createPost,
      reply({
        text: '<p>See <a href="https://example.com/?a=1&amp;b=2" target="_blank">the terms</a> and <a href="ftp://x.test">this</a>.</p>',
      }),
    );
    const text = fragment(answer.html!).querySelector('[data-post-text]')!;
    expect(text.innerHTML).toBe(
      '<p>See <a href="https://example.com/?a=1&amp;b=2" rel="nofollow ugc noopener">the terms</a> and this.</p>',
    );
  });

  it('tells the answered post’s author and the thread’s followers, never the writer', async () => {
    const threadId = SEEDED_THREADS.representative;
    expect(db.forum.follows).toContain(`${threadId}:${ALICE}`);
    db.sessionUserId = MOD;
    const before = notificationsOf(ALICE).length;
    await send(forum.createPost, reply());
    const [threadReply] = notificationsOf(ALICE).slice(before);
    expect(threadReply).toMatchObject({ type: 'FORUM_THREAD_REPLY', isRead: false });
    expect(threadReply!.message).toContain('mod_maria');
    const alicePost = db.posts.find((post) => post.threadId === threadId && post.authorId !== MOD)!;
    alicePost.authorId = ALICE;
    await send(forum.createPost, reply({ quoteOfId: alicePost.id }));
    expect(
      notificationsOf(ALICE)
        .slice(before + 1)
        .map((item) => item.type),
    ).toEqual(['FORUM_POST_REPLY']);
    // A follower who writes in the thread is not told of their own reply.
    db.forum.follows.push(`${threadId}:${MOD}`);
    const modNotes = notificationsOf(MOD).length;
    const own = await send(forum.createPost, reply());
    await send(forum.createPost, reply({ quoteOfId: own.postId! }));
    expect(notificationsOf(MOD)).toHaveLength(modNotes);
  });

  it('escapes a thread title in the notifications it sends', async () => {
    db.sessionUserId = ALICE;
    const title = '<img src=x onerror=alert(1)> big wins';
    const { threadId } = await send(forum.createThread, { ...newThread, title });
    db.sessionUserId = MOD;
    await send(forum.createPost, reply({ threadId: threadId! }));
    const [note] = notificationsOf(ALICE).slice(-1);
    expect(note!.message).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(note!.link).toMatch(new RegExp(`^/forum/thread/${threadId}#post-\\d+$`));
  });

  it('holds posts for review under the forum-pending-review scenario (8214)', async () => {
    db.sessionUserId = ALICE;
    setScenario('forum-pending-review');
    const before = postIds(SEEDED_THREADS.representative);
    const answer = await send(forum.createPost, reply());
    expect(answer).toMatchObject({ code: CODE_POST_PENDING_REVIEW });
    expect(answer.message).not.toBe('');
    expect(postIds(SEEDED_THREADS.representative)).toEqual(before);
    expect(db.forum.pending).toHaveLength(1);
  });
});
