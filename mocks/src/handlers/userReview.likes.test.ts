import { CODE_LANGUAGE_UNDETECTED, CODE_LOGIN_REQUIRED, CODE_OK, userReview } from '@casino/api';
import { db } from '../store/db';
import { CODE_NOT_ALLOWED } from './userReview';
import { reviewExtras } from './reviews';
import { fragment, send } from '../testClient';
import {
  ALICE,
  REP,
  casinoOneReview,
  purpose,
  sendAuthorizationEachTest,
} from './userReviewTesting';

sendAuthorizationEachTest();

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
