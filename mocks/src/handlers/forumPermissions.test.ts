import {
  CODE_BANNED,
  CODE_CAPTCHA,
  CODE_FORM_ERROR,
  CODE_LOGIN_REQUIRED,
  CODE_OK,
  forum,
  forumModeration as api,
  uploads,
} from '@casino/api';
import { db } from '../store/db';
import { SEEDED_THREADS } from '../fixtures/forum';
import { forumState } from '../store/forumStore';
import { authorization, sendAuthorizationEachTest } from './userReviewTesting';
import { send } from '../testClient';

const ALICE = 1;
const MOD = 3;
const ADMIN = 4;
const BANNED_BOB = 5;

sendAuthorizationEachTest();

const threadOf = (id: number) => db.threads.find((thread) => thread.id === id)!;
/** A reply (not the first post) of a seeded thread, made alice's. */
function alicesReply() {
  const post = db.posts.filter((item) => item.threadId === SEEDED_THREADS.representative)[1]!;
  post.authorId = ALICE;
  return post;
}
const edit = (postId: number, extra: Partial<forum.EditPostRequest> = {}) =>
  send(forum.editPost, {
    postId,
    updatedText: '<p>Removed: spam link</p>',
    manualLanguageCode: 'en',
    ...extra,
  });

describe('the authorization header of deletions (SPEC §7)', () => {
  it('refuses a moderator’s deletion without it (7000) and deletes nothing', async () => {
    db.sessionUserId = ADMIN;
    const post = alicesReply();
    authorization.sent = false;
    const refused = [
      await send(api.deletePost, { postId: post.id, reason: 'SPAM' }),
      await send(api.deletePostWithoutTrace, { postId: post.id, reason: 'SPAM' }),
      await send(api.deleteThread, { threadId: post.threadId, reason: 'SPAM' }),
    ];
    expect(refused.map((answer) => answer.code)).toEqual(Array(3).fill(CODE_LOGIN_REQUIRED));
    expect(post.deleted).toBeFalsy();
    expect(db.posts).toContain(post);
    expect(db.threads.some((thread) => thread.id === post.threadId)).toBe(true);
    authorization.sent = true;
    expect((await send(api.deletePost, { postId: post.id, reason: 'SPAM' })).code).toBe(CODE_OK);
  });
});

describe('a moderator’s edit (SPEC §3 Post edit, §6)', () => {
  beforeEach(() => {
    db.sessionUserId = MOD;
  });

  it('edits a hidden post, which a member cannot', async () => {
    const post = alicesReply();
    Object.assign(post, { hidden: true, hiddenReason: 'SPAM' });
    db.sessionUserId = ALICE;
    expect((await fetchEdit(post.id)).status).toBe(404);
    db.sessionUserId = MOD;
    const answer = await edit(post.id, { reason: 'SPAM' });
    expect(answer.code).toBe(CODE_OK);
    expect(post.text).toBe('<p>Removed: spam link</p>');
  });

  it('needs a reason for someone else’s post and keeps "inform the author"', async () => {
    const post = alicesReply();
    const text = post.text;
    const refused = await edit(post.id);
    expect(refused.code).toBe(CODE_FORM_ERROR);
    expect(post.text).toBe(text);
    expect((await edit(post.id, { reason: 'OTHER' })).code).toBe(CODE_FORM_ERROR);
    const saved = await edit(post.id, { reason: 'SPAM', informPostAuthorByEmail: true });
    expect(saved.code).toBe(CODE_OK);
    expect(forumState().authorEmails).toContainEqual({ userId: ALICE, type: 'FORUM_POST_EDIT' });
  });

  it('needs no reason for the moderator’s own post', async () => {
    const post = alicesReply();
    post.authorId = MOD;
    expect((await edit(post.id)).code).toBe(CODE_OK);
    expect(forumState().authorEmails ?? []).toEqual([]);
  });
});

describe('an administrator’s own thread (SPEC §6 no admin-update block)', () => {
  it('moves, locks and deletes it without a reason; someone else’s needs one', async () => {
    db.sessionUserId = ADMIN;
    const own = threadOf(SEEDED_THREADS.representative);
    const other = threadOf(SEEDED_THREADS.publicPoll);
    own.authorId = ADMIN;
    other.authorId = ALICE;
    const moved = await send(api.changeCategory, { threadId: own.id, newCategoryId: 3 });
    expect(moved.thread).toMatchObject({ categoryId: 3 });
    expect((await send(api.lockThread, { threadId: own.id, locked: true })).code).toBe(CODE_OK);
    expect(own.locked).toBe(true);
    const refusals = [
      await send(api.changeCategory, { threadId: other.id, newCategoryId: 3 }),
      await send(api.lockThread, { threadId: other.id, locked: true }),
      await send(api.deleteThread, { threadId: other.id }),
    ];
    expect(refusals.map((answer) => answer.code)).toEqual(Array(3).fill(CODE_FORM_ERROR));
    expect(other.locked).toBe(false);
    expect((await send(api.deleteThread, { threadId: own.id })).code).toBe(CODE_OK);
    expect(db.threads).not.toContain(own);
    expect(db.threads).toContain(other);
  });
});

describe('image uploads (SPEC §5, §6)', () => {
  async function upload(recaptchaToken: string) {
    const body = new FormData();
    body.append('file', new File(['png'], 'win.png', { type: 'image/png' }));
    body.append('recaptchaToken', recaptchaToken);
    const url = new URL(uploads.uploadImage.path, document.baseURI);
    const response = await fetch(url, { method: 'POST', body });
    return uploads.uploadImage.response.parse(await response.json());
  }

  it('need a member who is not banned, and the human-verification token', async () => {
    expect((await upload('token')).code).toBe(CODE_LOGIN_REQUIRED);
    db.sessionUserId = BANNED_BOB;
    expect((await upload('token')).code).toBe(CODE_BANNED);
    db.sessionUserId = ALICE;
    expect((await upload(' ')).code).toBe(CODE_CAPTCHA);
    const answer = await upload('token');
    expect(answer.code).toBe(CODE_OK);
    expect(answer.imageId).toBeGreaterThan(0);
  });
});

function fetchEdit(postId: number) {
  return fetch(new URL(forum.editPost.path, document.baseURI), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ postId, updatedText: '<p>Mine now</p>', manualLanguageCode: 'en' }),
  });
}
