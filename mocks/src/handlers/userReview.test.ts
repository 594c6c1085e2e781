import {
  CODE_BANNED,
  CODE_CAPTCHA,
  CODE_FORM_ERROR,
  CODE_LOGIN_REQUIRED,
  CODE_OK,
  reviews,
  userReview,
} from '@casino/api';
import { db } from '../store/db';
import { setScenario } from '../scenarios';
import { CODE_NOT_ALLOWED } from './userReview';
import { reviewExtras } from './reviews';
import { fragment, request, send } from '../testClient';
import {
  ALICE,
  BANNED_BOB,
  REP,
  aliceReview,
  authorization,
  casinoOneReview,
  freshCasino,
  purpose,
  sendAuthorizationEachTest,
  token,
} from './userReviewTesting';

sendAuthorizationEachTest();

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
    authorization.sent = false;
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
