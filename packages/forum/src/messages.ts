import { t } from '@casino/core';
import { shellText } from './shared/shellMessages';

/** Texts of the forum thread widget: localization key and English fallback. */
export const text = {
  ...shellText,
  close: () => t('forum.close', 'Close'),
  cancel: () => t('forum.cancel', 'Cancel'),
  ok: () => t('forum.ok', 'OK'),
  genericError: () => t('forum.genericError', 'Something went wrong. Please try again.'),
  sendFailed: () =>
    t(
      'forum.sendFailed',
      'Your post could not be sent. Your text is kept: check your connection and try again.',
    ),
  loginRequired: () => t('forum.loginRequired', 'Please log in to take part in the discussion.'),
  loginLink: () => t('forum.loginLink', 'Log in or sign up'),
  banned: () => t('forum.banned', 'Your account is banned: you cannot take part for now.'),

  // The quick reply box
  loadingEditor: () => t('forum.loadingEditor', 'Loading the editor…'),
  editorFailed: () =>
    t('forum.editorFailed', 'The editor could not be loaded. Please reload the page.'),
  sending: () => t('forum.sending', 'Posting…'),
  uploading: () => t('forum.uploading', 'Please wait until your images are uploaded.'),
  replyingTo: (name: string) => t('forum.replyingTo', 'Replying to {name}', { name }),
  quoting: (name: string) => t('forum.quoting', 'Quoting {name}', { name }),
  someone: () => t('forum.someone', 'a member'),
  posted: () => t('forum.posted', 'Your reply is posted.'),
  replies: (count: number) =>
    count === 1
      ? t('forum.repliesOne', '1 reply')
      : t('forum.repliesMany', '{count} replies', { count }),

  // Discussions on other pages

  // Editing a post
  editLabel: () => t('forum.editLabel', 'Edit your post'),
  save: () => t('forum.save', 'Save changes'),
  saving: () => t('forum.saving', 'Saving…'),
  edited: () => t('forum.edited', 'Your post is updated.'),

  // 8209 and 8214
  languageTitle: () => t('forum.languageTitle', 'Which language is your post in?'),
  languageText: () =>
    t(
      'forum.languageText',
      'We could not detect the language of your post. Choose it and we send the post again.',
    ),
  languageLabel: () => t('forum.languageLabel', 'Language of your post'),
  languageSend: () => t('forum.languageSend', 'Send'),
  pendingTitle: () => t('forum.pendingTitle', 'Your post is waiting for review'),
  pendingText: () =>
    t(
      'forum.pendingText',
      'A moderator checks it before it appears in the thread. You do not need to send it again.',
    ),

  // Poll
  pollNoVote: () => t('forum.pollNoVote', 'This poll takes no votes.'),
  pollLogin: () => t('forum.pollLogin', 'Please log in to vote.'),
  pollFailed: () => t('forum.pollFailed', 'Your vote could not be counted. Please try again.'),

  // Starting a thread (the thread list page)
  startTitle: () => t('forum.start.title', 'Start a thread'),
  titleLabel: () => t('forum.start.titleLabel', 'Title'),
  titleWords: (min: number) =>
    t('forum.start.titleWords', 'The title needs at least {min} words.', { min }),
  categoryLabel: () => t('forum.start.categoryLabel', 'Category'),
  categoryChoose: () => t('forum.start.categoryChoose', 'Choose a category'),
  categoryMissing: () => t('forum.start.categoryMissing', 'Choose the category of your thread.'),
  firstPostLabel: () => t('forum.start.firstPostLabel', 'Your first post'),
  firstPostWords: (min: number) =>
    t('forum.start.firstPostWords', 'Your first post needs at least {min} words.', { min }),
  wordsHint: () =>
    t('forum.start.wordsHint', 'Each Chinese, Japanese or Korean character counts as a word.'),
  relatedCasino: () => t('forum.start.relatedCasino', 'Related casino (optional)'),
  relatedGame: () => t('forum.start.relatedGame', 'Related game (optional)'),
  remove: (name: string) => t('forum.start.remove', 'Remove {name}', { name }),
  postAs: () => t('forum.start.postAs', 'Post as'),
  postAsSelf: (name: string) => t('forum.start.postAsSelf', '{name} (yourself)', { name }),
  casinoNumber: (id: number) => t('forum.start.casinoNumber', 'Casino {id}', { id }),
  pollLegend: () => t('forum.start.pollLegend', 'Poll (optional)'),
  pollQuestion: () => t('forum.start.pollQuestion', 'Question'),
  pollOption: (position: number) => t('forum.start.pollOption', 'Option {position}', { position }),
  pollPrivate: () => t('forum.start.pollPrivate', 'Private voting'),
  pollTranslate: () => t('forum.start.pollTranslate', 'Translate all options'),
  screenshots: () => t('forum.start.screenshots', 'Winning screenshots enabled'),
  startSend: () => t('forum.start.send', 'Start thread'),
  startSending: () => t('forum.start.sending', 'Starting…'),
  threadFailed: () =>
    t(
      'forum.start.failed',
      'Your thread could not be started. Everything you typed is kept: check your connection and try again.',
    ),
  threadPendingText: () =>
    t(
      'forum.start.pendingText',
      'A moderator checks your thread before it appears in the forum. You do not need to send it again.',
    ),
};
