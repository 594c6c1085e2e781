import {
  CODE_BANNED,
  CODE_CAPTCHA,
  CODE_FORM_ERROR,
  CODE_LANGUAGE_UNDETECTED,
  CODE_LOGIN_REQUIRED,
  CODE_OK,
  reviews,
  userReview,
} from '@casino/api';
import { db } from '../db';
import { setScenario } from '../scenarios';
import { CODE_NOT_ALLOWED } from './reviewFlow';
import { reviewExtras } from './reviews';
import { fragment, request, send } from './testClient';

const ALICE = 1;
const REP = 2;
const BANNED_BOB = 5;
const token = 'token';
const purpose = 'CASINO_DETAIL' as const;

/** The page's authorization header on every call, as the widgets send it (SPEC §7). */
let sendsAuthorization = true;
beforeEach(() => {
  sendsAuthorization = true;
  const intercepted = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (sendsAuthorization) headers.set('Authorization', 'Bearer member-token');
    return intercepted(input, { ...init, headers });
  });
});
afterEach(() => vi.unstubAllGlobals());

/** A casino alice has not reviewed. */
const freshCasino = () =>
  db.casinos.find(
    (casino) =>
      !db.reviews.some((review) => review.casinoId === casino.id && review.userId === ALICE),
  )!;
const aliceReview = () => db.reviews.find((review) => review.userId === ALICE)!;
const casinoOneReview = () => db.reviews.find((review) => review.casinoId === 1)!;

describe('create a review', () => {
  it('publishes a review by a confirmed member at once, with its HTML and statistics', async () => {
    db.sessionUserId = ALICE;
    const casino = freshCasino();
    const answer = await send(userReview.createReview, {
      casinoId: casino.id,
      rating: 4,
      text: 'Quick payouts.',
      purpose,
      recaptchaToken: token,
    });
    expect(answer).toMatchObject({ code: CODE_OK, step: 'review-published' });
    const created = db.reviews.find((review) => review.id === answer.reviewId)!;
    expect(created).toMatchObject({ casinoId: casino.id, userId: ALICE, stars: 4 });
    const item = fragment(answer.reviewHtml!).querySelector<HTMLElement>('[data-review]')!;
    expect(item.dataset.reviewId).toBe(String(created.id));
    expect(item.querySelector('[data-review-delete]')).not.toBeNull();
    expect(fragment(answer.statisticsHtml!).querySelector('[data-review-stats]')).not.toBeNull();
    // It appears in the casino's reviews and statistics, and in the listing.
    const tab = await send(reviews.casinoDetailUserReviews, { casinoId: casino.id });
    expect(fragment(tab.resultsHtml).querySelector(`#review-${created.id}`)).not.toBeNull();
    expect(
      fragment(tab.statisticsHtml).querySelector('[data-review-stats]')?.getAttribute('data-total'),
    ).toBe(String(db.reviews.filter((review) => review.casinoId === casino.id).length));
    const { content } = await send(reviews.reviewsFilterService, { paginate_by: 100 });
    expect(fragment(content).querySelector(`#review-${created.id}`)).not.toBeNull();
  });

  it('answers stars-published for stars without text', async () => {
    db.sessionUserId = ALICE;
    const answer = await send(userReview.createReview, {
      casinoId: freshCasino().id,
      rating: 2,
      text: '',
      purpose,
      recaptchaToken: token,
    });
    expect(answer.step).toBe('stars-published');
  });

  it('answers already-reviewed for a second review of the same casino', async () => {
    db.sessionUserId = ALICE;
    const own = aliceReview();
    const count = db.reviews.length;
    const answer = await send(userReview.createReview, {
      casinoId: own.casinoId,
      rating: 5,
      text: 'Again',
      purpose,
      recaptchaToken: token,
    });
    expect(answer).toMatchObject({ step: 'already-reviewed', reviewId: own.id });
    expect(db.reviews).toHaveLength(count);
  });

  it('keeps the review of an unconfirmed member pending (verify-email), listed nowhere', async () => {
    db.sessionUserId = ALICE;
    db.users[0]!.emailConfirmed = false;
    const casino = freshCasino();
    const answer = await send(userReview.createReview, {
      casinoId: casino.id,
      rating: 3,
      text: 'Fine.',
      purpose,
      recaptchaToken: token,
    });
    expect(answer.step).toBe('verify-email');
    expect(db.reviews.some((review) => review.id === answer.reviewId)).toBe(false);
    expect(reviewExtras().pending.map((review) => review.id)).toEqual([answer.reviewId]);
    const mine = await send(userReview.myReview, { casinoId: casino.id });
    expect(mine.review?.id).toBe(answer.reviewId);
  });

  it('creates an unconfirmed member with the signup fields and keeps the review pending', async () => {
    const answer = await send(userReview.createReview, {
      casinoId: 1,
      rating: 5,
      text: 'Great.',
      purpose,
      recaptchaToken: token,
      login: 'newbie',
      email: 'newbie@example.com',
      password: 'secret-pass1',
      confirm_password: 'secret-pass1',
      agreeToTermsOfService: true,
    });
    expect(answer.step).toBe('verify-email');
    const member = db.users.find((user) => user.userName === 'newbie')!;
    expect(member).toMatchObject({ emailConfirmed: false, email: 'newbie@example.com' });
    expect(JSON.stringify(db)).not.toContain('secret-pass1');
    expect(reviewExtras().pending[0]).toMatchObject({ userId: member.id, casinoId: 1 });
  });

  it('answers 7000 to a visitor without signup fields, and 400 to a rating out of range', async () => {
    const answer = await send(userReview.createReview, {
      casinoId: 1,
      rating: 5,
      text: 'x',
      purpose,
      recaptchaToken: token,
    });
    expect(answer.code).toBe(CODE_LOGIN_REQUIRED);
    const response = await request(userReview.createReview, {
      casinoId: 1,
      rating: 6,
      text: 'x',
      purpose,
      recaptchaToken: token,
    });
    expect(response.status).toBe(400);
  });
});

describe('edit, revert and delete', () => {
  it('keeps the published version and stores the edit as a pending revision; revert restores', async () => {
    db.sessionUserId = ALICE;
    const own = aliceReview();
    const before = { text: own.text, stars: own.stars };
    expect((await send(userReview.getReview, { id: own.id })).review).toMatchObject({
      text: before.text,
      rating: before.stars,
    });

    const edited = await send(userReview.editReview, {
      id: own.id,
      casinoId: own.casinoId,
      rating: 1,
      text: 'Changed my mind.',
      purpose,
      recaptchaToken: token,
    });
    expect(edited).toMatchObject({ code: CODE_OK, step: 'review-pending', reviewId: own.id });
    expect(own).toMatchObject(before);
    const page = fragment(edited.reviewHtml!);
    expect(page.querySelector('[data-review-text]')?.textContent).toBe(before.text);
    expect(page.querySelector('[data-review-revert]')?.getAttribute('data-review-id')).toBe(
      String(own.id),
    );
    expect((await send(userReview.getReview, { id: own.id })).review).toMatchObject({
      rating: 1,
      text: 'Changed my mind.',
    });

    const reverted = await send(userReview.revertReview, {
      id: own.id,
      recaptchaToken: token,
      purpose,
    });
    expect(reverted).toMatchObject({ revertedReviewId: own.id, reviewId: own.id });
    expect(fragment(reverted.reviewHtml!).querySelector('[data-review-revert]')).toBeNull();
    expect(reviewExtras().revisions).toEqual([]);
    const again = await send(userReview.revertReview, {
      id: own.id,
      recaptchaToken: token,
      purpose,
    });
    expect(again.code).toBe(CODE_FORM_ERROR);
  });

  it('deletes a review: gone from the listings, statistics and results answered', async () => {
    db.sessionUserId = ALICE;
    const own = aliceReview();
    const answer = await send(userReview.deleteReview, {
      id: own.id,
      recaptchaToken: token,
      purpose,
    });
    expect(answer).toMatchObject({ code: CODE_OK, reviewId: own.id });
    expect(db.reviews.some((review) => review.id === own.id)).toBe(false);
    expect(answer.resultsHtml).not.toContain(`review-${own.id}"`);
    const { content } = await send(reviews.reviewsFilterService, { paginate_by: 100 });
    expect(fragment(content).querySelector(`#review-${own.id}`)).toBeNull();
    expect(fragment(answer.statisticsHtml!).querySelector('[data-review-stats]')).not.toBeNull();
  });

  it('answers 7000 without a session and 7001 for someone else’s review', async () => {
    const own = aliceReview();
    const change = { id: own.id, recaptchaToken: token, purpose };
    expect((await send(userReview.deleteReview, change)).code).toBe(CODE_LOGIN_REQUIRED);
    expect((await send(userReview.revertReview, change)).code).toBe(CODE_LOGIN_REQUIRED);
    expect((await send(userReview.getReview, { id: own.id })).code).toBe(CODE_LOGIN_REQUIRED);
    db.sessionUserId = REP;
    expect((await send(userReview.deleteReview, change)).code).toBe(CODE_NOT_ALLOWED);
    expect(db.reviews).toContain(own);
  });

  it('the authorized calls answer 7000 without the authorization header', async () => {
    db.sessionUserId = ALICE;
    sendsAuthorization = false;
    const own = aliceReview();
    const change = { id: own.id, recaptchaToken: token, purpose };
    expect((await send(userReview.getReview, { id: own.id })).code).toBe(CODE_LOGIN_REQUIRED);
    expect(
      (
        await send(userReview.editReview, {
          ...change,
          casinoId: own.casinoId,
          rating: 2,
          text: 'x',
        })
      ).code,
    ).toBe(CODE_LOGIN_REQUIRED);
    expect((await send(userReview.revertReview, change)).code).toBe(CODE_LOGIN_REQUIRED);
    expect((await send(userReview.deleteReview, change)).code).toBe(CODE_LOGIN_REQUIRED);
    db.sessionUserId = REP;
    const review = casinoOneReview();
    expect(
      (await send(userReview.createReply, { reviewId: review.id, text: 'Thanks a lot!', purpose }))
        .code,
    ).toBe(CODE_LOGIN_REQUIRED);
    expect(db.reviews).toContain(own);
    expect(reviewExtras().replies).toEqual([]);
  });

  it('a delete or revert without a human-verification token answers 5000', async () => {
    db.sessionUserId = ALICE;
    const own = aliceReview();
    const change = { id: own.id, recaptchaToken: '', purpose };
    expect((await send(userReview.deleteReview, change)).code).toBe(CODE_CAPTCHA);
    expect((await send(userReview.revertReview, change)).code).toBe(CODE_CAPTCHA);
    expect(db.reviews).toContain(own);
  });

  it('a banned member gets 5019 for a review, an edit, a like and a delete; nothing changes', async () => {
    db.sessionUserId = BANNED_BOB;
    const casino = freshCasino();
    const before = db.reviews.length;
    const created = await send(userReview.createReview, {
      casinoId: casino.id,
      rating: 5,
      text: 'Let me in.',
      purpose,
      recaptchaToken: token,
    });
    expect(created.code).toBe(CODE_BANNED);
    expect(created.message).toMatch(/banned/);
    const other = casinoOneReview();
    const likes = other.likes;
    expect((await send(userReview.likeReview, { itemId: other.id, liked: true })).code).toBe(
      CODE_BANNED,
    );
    db.reviews.push({ ...other, id: 999, userId: BANNED_BOB, casinoId: casino.id });
    const change = { id: 999, recaptchaToken: token, purpose };
    expect(
      (await send(userReview.editReview, { ...change, casinoId: casino.id, rating: 1, text: '' }))
        .code,
    ).toBe(CODE_BANNED);
    expect((await send(userReview.deleteReview, change)).code).toBe(CODE_BANNED);
    expect(db.reviews).toHaveLength(before + 1);
    expect(other.likes).toBe(likes);
  });

  it.each([7000, 8200, 8209, 5019, 4011, 4012] as const)(
    'scenario code-%i reaches the review, like, reply and delete calls',
    async (code) => {
      db.sessionUserId = ALICE;
      setScenario(`code-${code}`);
      const review = casinoOneReview();
      const answers = [
        await send(userReview.createReview, {
          casinoId: 1,
          rating: 5,
          text: 'x',
          purpose,
          recaptchaToken: token,
        }),
        await send(userReview.likeReview, { itemId: review.id, liked: true }),
        await send(userReview.createReply, { reviewId: review.id, text: 'Thanks!', purpose }),
        await send(userReview.deleteReview, { id: review.id, recaptchaToken: token, purpose }),
      ];
      expect(answers.map((answer) => answer.code)).toEqual([code, code, code, code]);
      expect(db.reviews).toContain(review);
    },
  );

  it('code scenarios reach the form calls', async () => {
    db.sessionUserId = ALICE;
    setScenario('code-8200');
    const answer = await send(userReview.createReview, {
      casinoId: 1,
      rating: 5,
      text: 'x',
      purpose,
      recaptchaToken: token,
    });
    expect(answer.code).toBe(8200);
  });
});

describe('like', () => {
  it('toggles the member’s like and answers the button and the count', async () => {
    db.sessionUserId = ALICE;
    const review = casinoOneReview();
    const start = review.likes;
    const liked = await send(userReview.likeReview, { itemId: review.id, liked: true });
    expect(liked.likeCount).toBe(start + 1);
    const button = fragment(liked.html!).querySelector<HTMLElement>('[data-review-like]')!;
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.querySelector('[data-like-count]')?.textContent).toBe(String(start + 1));
    // Liking twice counts once.
    expect((await send(userReview.likeReview, { itemId: review.id, liked: true })).likeCount).toBe(
      start + 1,
    );
    const unliked = await send(userReview.likeReview, { itemId: review.id, liked: false });
    expect(unliked.likeCount).toBe(start);
  });

  it('answers 7000 to a visitor', async () => {
    const answer = await send(userReview.likeReview, { itemId: 1, liked: true });
    expect(answer.code).toBe(CODE_LOGIN_REQUIRED);
  });
});

describe('replies', () => {
  const text = 'Thank you for your feedback, we will improve.';

  it('a representative replies on behalf of the casino, edits and deletes the reply', async () => {
    db.sessionUserId = REP;
    const review = casinoOneReview();
    const created = await send(userReview.createReply, {
      reviewId: review.id,
      text,
      purpose,
      onBehalfOfId: 1,
    });
    expect(created).toMatchObject({ code: CODE_OK, reviewId: review.id });
    let reply = fragment(created.reviewHtml!).querySelector<HTMLElement>(
      '[data-review-reply-item]',
    )!;
    expect(reply.dataset).toMatchObject({ replyId: String(created.replyId), onBehalfOfId: '1' });
    expect(reply.querySelector('[data-reply-text]')?.textContent).toBe(text);
    expect(reply.querySelector('[data-reply-edit]')).not.toBeNull();

    const edited = await send(userReview.editReply, {
      id: created.replyId!,
      reviewId: review.id,
      text: 'We fixed the payout delay last week, sorry.',
      purpose,
      onBehalfOfId: 1,
    });
    reply = fragment(edited.reviewHtml!).querySelector<HTMLElement>('[data-review-reply-item]')!;
    expect(reply.querySelector('[data-reply-text]')?.textContent).toContain('fixed');

    const deleted = await send(userReview.deleteReply, {
      id: created.replyId!,
      reviewId: review.id,
      purpose,
    });
    expect(fragment(deleted.reviewHtml!).querySelector('[data-review-reply-item]')).toBeNull();
    expect(reviewExtras().replies).toEqual([]);
  });

  it('guesses a short Dutch reply as Dutch and a long English one as English', async () => {
    db.sessionUserId = REP;
    const review = casinoOneReview();
    expect(
      await send(userReview.createReply, { reviewId: review.id, text: 'Dank je!', purpose }),
    ).toMatchObject({ code: CODE_LANGUAGE_UNDETECTED, automaticallyDetectedLanguageCode: 'nl' });
    await send(userReview.createReply, {
      reviewId: review.id,
      text: 'Thanks for your review, we are glad you enjoyed it.',
      purpose,
    });
    expect(reviewExtras().replies.at(-1)?.languageCode).toBe('en');
  });

  it('answers 8209 with the guessed language for a short reply, then takes the chosen one', async () => {
    db.sessionUserId = REP;
    const review = casinoOneReview();
    const first = await send(userReview.createReply, {
      reviewId: review.id,
      text: 'Danke!',
      purpose,
    });
    expect(first).toMatchObject({
      code: CODE_LANGUAGE_UNDETECTED,
      automaticallyDetectedLanguageCode: 'de',
    });
    expect(reviewExtras().replies).toEqual([]);
    const second = await send(userReview.createReply, {
      reviewId: review.id,
      text: 'Danke!',
      purpose,
      manualLanguageCode: 'de',
    });
    expect(second.code).toBe(CODE_OK);
    expect(reviewExtras().replies[0]).toMatchObject({ languageCode: 'de', onBehalfOfId: 1 });
  });

  it('answers 7000 to a visitor and 7001 to members who do not represent the casino', async () => {
    const review = casinoOneReview();
    const input = { reviewId: review.id, text, purpose };
    expect((await send(userReview.createReply, input)).code).toBe(CODE_LOGIN_REQUIRED);
    db.sessionUserId = ALICE;
    expect((await send(userReview.createReply, input)).code).toBe(CODE_NOT_ALLOWED);
    db.sessionUserId = REP;
    const other = db.reviews.find((item) => item.casinoId !== 1)!;
    expect((await send(userReview.createReply, { ...input, reviewId: other.id })).code).toBe(
      CODE_NOT_ALLOWED,
    );
  });
});
