import { t } from '@casino/core';
import { LIKE_GROUP_FEW_MAX, LIKE_GROUP_FEW_MIN } from './constants';

/** SPEC §9 like groups: 1, 2 to 4 (one message), 5 or more and 0 (another). */
function likes(count: number): string {
  if (count === 1) return t('reviews.likesOne', '1 like');
  if (count >= LIKE_GROUP_FEW_MIN && count <= LIKE_GROUP_FEW_MAX)
    return t('reviews.likesFew', '{count} likes', { count });
  return t('reviews.likesMany', '{count} likes', { count });
}

/** Texts of the review widgets: localization key and English fallback. */
export const text = {
  close: () => t('reviews.close', 'Close'),
  done: () => t('reviews.done', 'OK'),
  cancel: () => t('reviews.cancel', 'Cancel'),
  genericError: () => t('reviews.genericError', 'Something went wrong. Please try again.'),
  loginRequired: () => t('reviews.loginRequired', 'Please log in to continue.'),
  loginLink: () => t('reviews.loginLink', 'Log in or sign up'),
  logIn: () => t('reviews.logIn', 'Log in'),
  signUp: () => t('reviews.signUp', 'Sign up'),
  loading: () => t('reviews.loading', 'Loading…'),

  // Steps of the review flow
  guideTitle: () => t('reviews.guideTitle', 'How to write a helpful review'),
  guideText: () =>
    t(
      'reviews.guideText',
      'Tell other players about your own experience: payouts, support, bonuses and games. Stay fair and factual; reviews are checked before they count.',
    ),
  writeReview: () => t('reviews.writeReview', 'Write a review'),
  complaintsGuideTitle: () => t('reviews.complaintsGuideTitle', 'Before you file a complaint'),
  complaintsGuideText: () =>
    t(
      'reviews.complaintsGuideText',
      'A review shares your opinion; a complaint asks us to help resolve a dispute with the casino. Contact the casino’s support first and keep your documents ready.',
    ),
  startComplaint: () => t('reviews.startComplaint', 'Start a complaint'),
  createTitle: (casino: string) => t('reviews.createTitle', 'Review {casino}', { casino }),
  editTitle: (casino: string) => t('reviews.editTitle', 'Edit your review of {casino}', { casino }),
  thisCasino: () => t('reviews.thisCasino', 'this casino'),
  authenticateTitle: () => t('reviews.authenticateTitle', 'Log in to write a review'),
  authenticateText: () =>
    t(
      'reviews.authenticateText',
      'Reviews are written by members. Sign up in a minute, or log in, and your review form opens again.',
    ),
  verifyEmailTitle: () => t('reviews.verifyEmailTitle', 'Confirm your email address'),
  verifyEmailText: () =>
    t(
      'reviews.verifyEmailText',
      'We sent you a confirmation link. Your review is published once your email address is confirmed.',
    ),
  alreadyReviewedTitle: () => t('reviews.alreadyReviewedTitle', 'You already reviewed this casino'),
  alreadyReviewedText: (casino: string) =>
    t(
      'reviews.alreadyReviewedText',
      'Each member writes one review of {casino}. You can edit yours instead.',
      { casino },
    ),
  editReview: () => t('reviews.editReview', 'Edit my review'),
  deleteTitle: () => t('reviews.deleteTitle', 'Delete your review?'),
  deleteText: () =>
    t('reviews.deleteText', 'Your review, its rating and its replies are removed for good.'),
  deleteConfirm: () => t('reviews.deleteConfirm', 'Delete review'),
  deleted: () => t('reviews.deleted', 'Your review has been deleted.'),
  revertTitle: () => t('reviews.revertTitle', 'Revert your changes?'),
  revertText: () =>
    t(
      'reviews.revertText',
      'Your pending changes are dropped and the published version of your review stays.',
    ),
  revertConfirm: () => t('reviews.revertConfirm', 'Revert changes'),
  reverted: () => t('reviews.reverted', 'Your review is back to its published version.'),
  pendingTitle: () => t('reviews.pendingTitle', 'Your changes are waiting for approval'),
  pendingText: () =>
    t(
      'reviews.pendingText',
      'The published version of your review shows until the changes are approved.',
    ),
  starsPublishedTitle: () => t('reviews.starsPublishedTitle', 'Your rating is published'),
  starsPublishedText: () =>
    t('reviews.starsPublishedText', 'Thank you! Add a few words any time to help other players.'),
  reviewPublishedTitle: () => t('reviews.reviewPublishedTitle', 'Your review is published'),
  reviewPublishedText: () =>
    t('reviews.reviewPublishedText', 'Thank you for sharing your experience.'),
  showReview: () => t('reviews.showReview', 'Show my review'),
  thankYouTitle: () => t('reviews.thankYouTitle', 'Thank you'),

  // The review form
  ratingLabel: () => t('reviews.ratingLabel', 'Your rating'),
  stars: (count: number) =>
    count === 1 ? t('reviews.star', '1 star') : t('reviews.stars', '{count} stars', { count }),
  ratingRequired: () => t('reviews.ratingRequired', 'Please choose a rating from 1 to 5 stars.'),
  textLabel: () => t('reviews.textLabel', 'Your review (optional)'),
  textTooLong: (max: number) =>
    t('reviews.textTooLong', 'Please keep your review to {max} characters.', { max }),
  replyPending: () =>
    t(
      'reviews.replyPending',
      'Your reply is waiting for review. It will appear once a moderator approves it.',
    ),
  pasteCut: (max: number) =>
    t('reviews.pasteCut', 'What you pasted was cut to fit the limit of {max} characters.', {
      max,
    }),
  counter: (length: number, max: number) =>
    t('reviews.counter', '{length} / {max} characters', { length, max }),
  submit: () => t('reviews.submit', 'Publish review'),
  save: () => t('reviews.save', 'Save changes'),
  sending: () => t('reviews.sending', 'Sending…'),
  fixSignup: () => t('reviews.fixSignup', 'Change your signup details'),
  withSignup: (email: string) =>
    t('reviews.withSignup', 'Your account ({email}) is created together with this review.', {
      email,
    }),

  // Likes and replies
  likes,
  likeLoginTitle: () => t('reviews.likeLoginTitle', 'Log in to like reviews'),
  likeLoginText: () =>
    t('reviews.likeLoginText', 'Members can mark reviews as helpful. Log in or sign up first.'),
  replyTitle: () => t('reviews.replyTitle', 'Reply to the review'),
  editReplyTitle: () => t('reviews.editReplyTitle', 'Edit your reply'),
  deleteReplyTitle: () => t('reviews.deleteReplyTitle', 'Delete this reply?'),
  deleteReplyText: () => t('reviews.deleteReplyText', 'The reply is removed from the review.'),
  deleteReplyConfirm: () => t('reviews.deleteReplyConfirm', 'Delete reply'),
  replyLabel: () => t('reviews.replyLabel', 'Your reply'),
  replyRequired: () => t('reviews.replyRequired', 'Please write a reply.'),
  replyTooLong: (max: number) =>
    t('reviews.replyTooLong', 'Please keep your reply to {max} characters.', { max }),
  onBehalfOf: (casino: string) =>
    t('reviews.onBehalfOf', 'You reply on behalf of {casino}.', { casino }),
  sendReply: () => t('reviews.sendReply', 'Send reply'),
  languageLabel: () => t('reviews.languageLabel', 'Language of your reply'),
  languageUndetected: () =>
    t(
      'reviews.languageUndetected',
      'We could not detect the language of your reply. Please choose it and send again.',
    ),

  // Casino reviews list
  sortLabel: () => t('reviews.sortLabel', 'Sort by'),
  sortNewest: () => t('reviews.sortNewest', 'Newest'),
  sortOldest: () => t('reviews.sortOldest', 'Oldest'),
  sortMostLiked: () => t('reviews.sortMostLiked', 'Most helpful'),
  sortHighest: () => t('reviews.sortHighest', 'Highest rated'),
  sortLowest: () => t('reviews.sortLowest', 'Lowest rated'),
  listLoaded: (page: number) => t('reviews.listLoaded', 'Reviews, page {page}', { page }),
  listFailed: () => t('reviews.listFailed', 'The reviews could not be loaded.'),
};
