/**
 * The review flow's calls (api `userReview`): create, read, edit, delete and revert a
 * review, like it, reply to it.
 *
 * Rules of the fake:
 * - A review by a member with a confirmed email is published at once (step
 *   `review-published`, or `stars-published` without text). By an unconfirmed member,
 *   or sent together with signup fields (the account is created unconfirmed), it is kept
 *   pending (step `verify-email`) and listed nowhere.
 * - A second review of the same casino by the same member: step `already-reviewed`.
 * - Editing a published review keeps the published version and stores the edit as a
 *   pending revision (step `review-pending`); the author sees "Revert changes" on the
 *   page; revert drops the revision and answers the restored review (`revertedReviewId`).
 * - Delete removes the review with its likes, replies and revision.
 * - Calls that need a member answer code 7000 without a session (`db.sessionUserId`),
 *   and the calls SPEC §7 marks authorized (read for editing, edit, delete, revert,
 *   replies) answer 7000 without an `Authorization` header too; a banned member
 *   (banned_bob) gets 5019 on every call that writes; changing someone else's review,
 *   or replying without representing the review's casino, answers 7001. Delete and
 *   revert without a human-verification token answer 5000. Reply text over `REPLY_TEXT_MAX_LENGTH` or review text over
 *   `REVIEW_TEXT_MAX_LENGTH` answers 8200.
 * - Language detection of replies (`../languageGuess.ts`, common words of a few
 *   languages, English otherwise): a reply of fewer than `DETECTABLE_WORDS` words sent
 *   without `manualLanguageCode` answers 8209 with that guess as
 *   `automaticallyDetectedLanguageCode`; longer replies are taken in the guessed language.
 */
import { DETECTABLE_WORDS, detectLanguage } from '../languageGuess';
import {
  CODE_CAPTCHA,
  CODE_EMAIL_REGISTERED,
  CODE_LANGUAGE_UNDETECTED,
  CODE_LOGIN_TAKEN,
  CODE_NOT_ALLOWED,
  CODE_OK,
  userReview,
} from '@casino/api';
import { db, sessionUser } from '../store/db';
import type { Review } from '../fixtures/community';
import { handle } from '../handle';
import { createMember, findMember } from '../store/members';
import { answer, formError, memberFor, notFound, refused } from '../access';
import type { Refusal } from '../access';
import {
  casinoOf,
  likeButtonHtml,
  likeKey,
  renderCasinoReviews,
  representsCasino,
  reviewExtras,
  reviewHtml,
  statisticsHtml,
} from './reviews';

export { CODE_NOT_ALLOWED, DETECTABLE_WORDS };
/** The longest review text the fake accepts (the editor limit of SPEC §9). */
export const REVIEW_TEXT_MAX_LENGTH = 5000;
/** The longest reply text (SPEC §5: a page-given maximum; the demo pages give this). */
export const REPLY_TEXT_MAX_LENGTH = 1000;

const notAllowed = () => answer(CODE_NOT_ALLOWED);

const showCasino = (purpose: userReview.ReviewPurpose) => purpose !== 'CASINO_DETAIL';
const renderReview = (review: Review, purpose: userReview.ReviewPurpose) =>
  reviewHtml(review, { showCasino: showCasino(purpose) }).value;

const published = (id: number) => db.reviews.find((review) => review.id === id);

/**
 * The member's own review `id`, or the refusal, checked in this order: the member (see
 * `memberFor`), the human-verification token when the call needs one, the review, its
 * author.
 */
function ownReview(
  request: Request | null,
  id: number,
  { writes = true, token }: { writes?: boolean; token?: string | undefined } = {},
): Review | Refusal | Response {
  const user = memberFor(request, { writes });
  if (refused(user)) return user;
  if (token !== undefined && !token) return answer(CODE_CAPTCHA);
  const review = published(id);
  if (!review) return notFound('This review does not exist.');
  if (review.userId !== user.id) return notAllowed();
  return review;
}
const isRefusal = (value: object): value is Refusal | Response =>
  value instanceof Response || 'code' in value;

function nextId(): number {
  const extras = reviewExtras();
  const used = Math.max(0, ...db.reviews.map((review) => review.id), extras.nextId);
  extras.nextId = used + 1;
  return extras.nextId;
}

function ownReviewOf(userId: number, casinoId: number): Review | undefined {
  return (
    db.reviews.find((review) => review.userId === userId && review.casinoId === casinoId) ??
    reviewExtras().pending.find(
      (review) => review.userId === userId && review.casinoId === casinoId,
    )
  );
}

function itemOf(review: Review) {
  const revision = reviewExtras().revisions.find((item) => item.reviewId === review.id);
  return {
    id: review.id,
    casinoId: review.casinoId,
    casinoName: casinoOf(review.casinoId)?.name,
    rating: revision?.stars ?? review.stars,
    text: revision?.text ?? review.text,
  };
}

/** A new reply (POST) or an edit of one (PUT, with `id`). */
function saveReply(input: userReview.ReplyRequest & { id?: number }, request: Request) {
  const user = memberFor(request);
  if (refused(user)) return user;
  const review = published(input.reviewId);
  if (!review) return notFound('This review does not exist.');
  if (!representsCasino(review.casinoId)) return notAllowed();
  const onBehalfOfId = input.onBehalfOfId ?? review.casinoId;
  if (!representsCasino(onBehalfOfId)) return notAllowed();
  const text = input.text.trim();
  if (!text) return formError('Please write a reply.');
  if (text.length > REPLY_TEXT_MAX_LENGTH)
    return formError(`A reply may have at most ${REPLY_TEXT_MAX_LENGTH} characters.`);
  const language = detectLanguage(text, input.manualLanguageCode);
  if (!language.detected)
    return {
      ...answer(CODE_LANGUAGE_UNDETECTED),
      automaticallyDetectedLanguageCode: language.guess,
    };
  const { languageCode } = language;
  const extras = reviewExtras();
  let replyId: number;
  if (input.id === undefined) {
    replyId = nextId();
    extras.replies.push({
      id: replyId,
      reviewId: review.id,
      userId: user.id,
      text,
      onBehalfOfId,
      languageCode,
    });
  } else {
    const reply = extras.replies.find(
      (item) => item.id === input.id && item.reviewId === review.id,
    );
    if (!reply) return notFound('This reply does not exist.');
    Object.assign(reply, { text, onBehalfOfId, languageCode });
    replyId = reply.id;
  }
  return {
    code: CODE_OK,
    message: null,
    reviewId: review.id,
    replyId,
    reviewHtml: renderReview(review, input.purpose),
  };
}

export const userReviewHandlers = [
  handle(userReview.createReview, (input) => {
    const casino = casinoOf(input.casinoId);
    if (!casino) return notFound('This casino does not exist.');
    if (input.text.length > REVIEW_TEXT_MAX_LENGTH)
      return formError(`A review may have at most ${REVIEW_TEXT_MAX_LENGTH} characters.`);
    const review = (userId: number): Review => ({
      id: nextId(),
      casinoId: casino.id,
      userId,
      text: input.text.trim(),
      stars: input.rating,
      likes: 0,
      createdOn: new Date().toISOString(),
    });
    if (input.login !== undefined || input.email !== undefined) {
      if (!input.login || !input.email || !input.password)
        return formError('Please fill in the signup form.');
      if (input.password !== input.confirm_password)
        return formError('The passwords do not match.');
      if (findMember(input.login)) return answer(CODE_LOGIN_TAKEN);
      if (findMember(input.email)) return answer(CODE_EMAIL_REGISTERED);
      const member = createMember({
        login: input.login,
        email: input.email,
        password: input.password,
        subscribeToNewsletter: input.subscribeToNewsletter,
      });
      const pending = { ...review(member.id), signupEmail: member.email };
      reviewExtras().pending.push(pending);
      return {
        code: CODE_OK,
        message: null,
        step: 'verify-email' as const,
        reviewId: pending.id,
      };
    }
    const user = memberFor(null);
    if (refused(user)) return user;
    const existing = ownReviewOf(user.id, casino.id);
    if (existing)
      return {
        code: CODE_OK,
        message: null,
        step: 'already-reviewed' as const,
        reviewId: existing.id,
      };
    const created = review(user.id);
    if (!user.emailConfirmed) {
      reviewExtras().pending.push(created);
      return {
        code: CODE_OK,
        message: null,
        step: 'verify-email' as const,
        reviewId: created.id,
      };
    }
    db.reviews.push(created);
    return {
      code: CODE_OK,
      message: null,
      step: created.text ? ('review-published' as const) : ('stars-published' as const),
      reviewId: created.id,
      reviewHtml: renderReview(created, input.purpose),
      statisticsHtml: statisticsHtml(casino).value,
    };
  }),

  handle(userReview.getReview, (input, { request }) => {
    const review = ownReview(request, input.id, { writes: false });
    if (isRefusal(review)) return review;
    return { code: CODE_OK, message: null, review: itemOf(review) };
  }),

  handle(userReview.myReview, (input) => {
    const user = sessionUser();
    const review = user && ownReviewOf(user.id, input.casinoId);
    return { review: review ? itemOf(review) : null };
  }),

  handle(userReview.editReview, (input, { request }) => {
    const review = ownReview(request, input.id);
    if (isRefusal(review)) return review;
    if (input.text.length > REVIEW_TEXT_MAX_LENGTH)
      return formError(`A review may have at most ${REVIEW_TEXT_MAX_LENGTH} characters.`);
    const extras = reviewExtras();
    extras.revisions = extras.revisions.filter((item) => item.reviewId !== review.id);
    extras.revisions.push({ reviewId: review.id, stars: input.rating, text: input.text.trim() });
    return {
      code: CODE_OK,
      message: null,
      step: 'review-pending' as const,
      reviewId: review.id,
      reviewHtml: renderReview(review, input.purpose),
    };
  }),

  handle(userReview.deleteReview, (input, { request }) => {
    const review = ownReview(request, input.id, { token: input.recaptchaToken });
    if (isRefusal(review)) return review;
    db.reviews = db.reviews.filter((item) => item !== review);
    const extras = reviewExtras();
    extras.revisions = extras.revisions.filter((item) => item.reviewId !== review.id);
    extras.replies = extras.replies.filter((item) => item.reviewId !== review.id);
    extras.likes = extras.likes.filter((key) => !key.startsWith(`${review.id}:`));
    const page = renderCasinoReviews({ casinoId: review.casinoId });
    return {
      code: CODE_OK,
      message: null,
      statisticsHtml: page?.statisticsHtml ?? null,
      resultsHtml: page?.resultsHtml ?? null,
      reviewHtml: null,
      reviewId: review.id,
      revertedReviewId: null,
    };
  }),

  handle(userReview.revertReview, (input, { request }) => {
    const review = ownReview(request, input.id, { token: input.recaptchaToken });
    if (isRefusal(review)) return review;
    const extras = reviewExtras();
    if (!extras.revisions.some((item) => item.reviewId === review.id))
      return formError('This review has no changes to revert.');
    extras.revisions = extras.revisions.filter((item) => item.reviewId !== review.id);
    const casino = casinoOf(review.casinoId);
    return {
      code: CODE_OK,
      message: null,
      statisticsHtml: casino ? statisticsHtml(casino).value : null,
      resultsHtml: null,
      reviewHtml: renderReview(review, input.purpose),
      reviewId: review.id,
      revertedReviewId: review.id,
    };
  }),

  handle(userReview.likeReview, (input) => {
    const user = memberFor(null);
    if (refused(user)) return user;
    const review = published(input.itemId);
    if (!review) return notFound('This review does not exist.');
    const extras = reviewExtras();
    const key = likeKey(review.id, user.id);
    const has = extras.likes.includes(key);
    if (input.liked && !has) {
      extras.likes.push(key);
      review.likes += 1;
    } else if (!input.liked && has) {
      extras.likes = extras.likes.filter((item) => item !== key);
      review.likes = Math.max(0, review.likes - 1);
    }
    return {
      code: CODE_OK,
      message: null,
      html: likeButtonHtml(review).value,
      likeCount: review.likes,
    };
  }),

  handle(userReview.createReply, (input, { request }) => saveReply(input, request)),
  handle(userReview.editReply, (input, { request }) => saveReply(input, request)),

  handle(userReview.deleteReply, (input, { request }) => {
    const user = memberFor(request);
    if (refused(user)) return user;
    const review = published(input.reviewId);
    if (!review) return notFound('This review does not exist.');
    if (!representsCasino(review.casinoId)) return notAllowed();
    const extras = reviewExtras();
    if (!extras.replies.some((item) => item.id === input.id && item.reviewId === review.id))
      return notFound('This reply does not exist.');
    extras.replies = extras.replies.filter((item) => item.id !== input.id);
    return {
      code: CODE_OK,
      message: null,
      reviewId: review.id,
      replyId: input.id,
      reviewHtml: renderReview(review, input.purpose),
    };
  }),
];
