import { t } from '@casino/core';
import type { AdminCheckStatus, BanPeriod, ModerationReason } from '@casino/api';

/** Texts of the moderation menu and its action sheet: localization key and English fallback. */
export const text = {
  threadMenu: () => t('forum.moderation.threadMenu', 'Moderate the thread'),
  postMenu: (author: string) =>
    t('forum.moderation.postMenu', 'Moderate the post of {author}', { author }),
  someone: () => t('forum.moderation.someone', 'a member'),

  editTitle: () => t('forum.moderation.editTitle', 'Edit the title'),
  changeCategory: () => t('forum.moderation.changeCategory', 'Move to another category'),
  lock: () => t('forum.moderation.lock', 'Lock the thread'),
  unlock: () => t('forum.moderation.unlock', 'Unlock the thread'),
  pinThread: () => t('forum.moderation.pinThread', 'Pin the thread'),
  unpinThread: () => t('forum.moderation.unpinThread', 'Unpin the thread'),
  screenshotsOn: () => t('forum.moderation.screenshotsOn', 'Enable winning screenshots'),
  screenshotsOff: () => t('forum.moderation.screenshotsOff', 'Disable winning screenshots'),
  followOn: () => t('forum.moderation.followOn', 'Enable following'),
  followOff: () => t('forum.moderation.followOff', 'Disable following'),
  pollHomeOn: () => t('forum.moderation.pollHomeOn', 'Show the poll on the forum homepage'),
  pollHomeOff: () => t('forum.moderation.pollHomeOff', 'Remove the poll from the forum homepage'),
  deleteThread: () => t('forum.moderation.deleteThread', 'Delete the thread'),

  editPost: () => t('forum.moderation.editPost', 'Edit the post'),
  deletePost: () => t('forum.moderation.deletePost', 'Delete the post'),
  deleteWithoutTrace: () =>
    t('forum.moderation.deleteWithoutTrace', 'Delete the post without a trace'),
  hidePost: () => t('forum.moderation.hidePost', 'Hide the post'),
  showPost: () => t('forum.moderation.showPost', 'Show the post again'),
  movePost: () => t('forum.moderation.movePost', 'Move to another thread'),
  pinPost: () => t('forum.moderation.pinPost', 'Pin the post'),
  unpinPost: () => t('forum.moderation.unpinPost', 'Unpin the post'),

  adminStatus: (status: string) =>
    t('forum.moderation.adminStatus', 'Check status: {status}', { status }),
  assign: () => t('forum.moderation.assign', 'Assign the check'),
  assignee: () => t('forum.moderation.assignee', 'Checked by'),
  nobody: () => t('forum.moderation.nobody', 'Nobody'),
  ban: () => t('forum.moderation.ban', 'Ban the author'),
  unban: () => t('forum.moderation.unban', 'Cancel the author’s ban'),
  banPeriod: () => t('forum.moderation.banPeriod', 'Ban for'),
  chooseBanPeriod: () => t('forum.moderation.chooseBanPeriod', 'Choose how long'),
  banPeriodRequired: () =>
    t('forum.moderation.banPeriodRequired', 'Please choose how long the ban lasts.'),
  editPoll: () => t('forum.moderation.editPoll', 'Edit the poll'),
  poll: () => t('forum.moderation.poll', 'Poll'),
  pollQuestion: () => t('forum.moderation.pollQuestion', 'Question'),
  pollOption: (number: number) =>
    t('forum.moderation.pollOption', 'Option {number}', { number: String(number) }),
  removeOption: (number: number) =>
    t('forum.moderation.removeOption', 'Remove option {number}', { number: String(number) }),
  addOption: () => t('forum.moderation.addOption', 'Add an option'),
  pollLocked: () => t('forum.moderation.pollLocked', 'Closed to votes'),
  votingPrivate: () => t('forum.moderation.votingPrivate', 'Private voting'),
  translateAllOptions: () => t('forum.moderation.translateAllOptions', 'Translate all options'),
  pollRequired: () =>
    t('forum.moderation.pollRequired', 'A poll needs its question and at least two options.'),
  newTitle: () => t('forum.moderation.newTitle', 'New title'),
  category: () => t('forum.moderation.category', 'Category'),
  chooseCategory: () => t('forum.moderation.chooseCategory', 'Choose a category'),
  postText: () => t('forum.moderation.postText', 'Text of the post'),
  targetThread: () => t('forum.moderation.targetThread', 'Thread to move the post to'),
  chosenThread: (title: string) =>
    t('forum.moderation.chosenThread', 'Moves to: {title}', { title }),
  dontInclude: () =>
    t('forum.moderation.dontInclude', 'Don’t include the reply or quotation it answers'),
  reason: () => t('forum.moderation.reason', 'Reason'),
  chooseReason: () => t('forum.moderation.chooseReason', 'Choose a reason'),
  explanation: () => t('forum.moderation.explanation', 'Explanation'),
  explanationForUser: () =>
    t('forum.moderation.explanationForUser', 'Explanation for the author (optional)'),
  inform: () => t('forum.moderation.inform', 'Inform the author by email'),
  submit: () => t('forum.moderation.submit', 'Confirm'),
  sending: () => t('forum.moderation.sending', 'Saving…'),
  cancel: () => t('forum.moderation.cancel', 'Cancel'),

  titleRequired: () => t('forum.moderation.titleRequired', 'Please enter the new title.'),
  categoryRequired: () => t('forum.moderation.categoryRequired', 'Please choose a category.'),
  textRequired: () => t('forum.moderation.textRequired', 'The post cannot be empty.'),
  targetRequired: () =>
    t('forum.moderation.targetRequired', 'Please choose the thread to move the post to.'),
  reasonRequired: () => t('forum.moderation.reasonRequired', 'Please choose a reason.'),
  explanationRequired: () =>
    t('forum.moderation.explanationRequired', 'Please explain the reason.'),
  failed: () =>
    t(
      'forum.moderation.failed',
      'The change could not be saved. What you typed is kept: check your connection and try again.',
    ),
  done: (action: string) => t('forum.moderation.done', 'Done: {action}.', { action }),
  lockedNote: () =>
    t('forum.moderation.lockedNote', 'This thread is locked: it takes no new replies.'),
  postGone: () => t('forum.moderation.postGone', 'The post is deleted without a trace.'),
};

/** The labels of the admin check statuses (api `ADMIN_CHECK_STATUSES`). */
export const statusLabel = (status: AdminCheckStatus): string =>
  ({
    TO_CHECK: () => t('forum.moderation.status.toCheck', 'To check'),
    CHECKED: () => t('forum.moderation.status.checked', 'Checked'),
    SUSPICIOUS: () => t('forum.moderation.status.suspicious', 'Suspicious'),
  })[status]();

/** The labels of the ban periods (api `BAN_PERIODS`). */
export const banPeriodLabel = (period: BanPeriod): string =>
  ({
    DAY: () => t('forum.moderation.ban.day', 'One day'),
    WEEK: () => t('forum.moderation.ban.week', 'One week'),
    MONTH: () => t('forum.moderation.ban.month', 'One month'),
    PERMANENT: () => t('forum.moderation.ban.permanent', 'For good'),
  })[period]();

/** The labels of the reasons (api `MODERATION_REASONS`), in the select's order. */
export const reasonLabel = (reason: ModerationReason): string =>
  ({
    SPAM: () => t('forum.moderation.reason.spam', 'Spam'),
    OFFENSIVE: () => t('forum.moderation.reason.offensive', 'Offensive or abusive'),
    OFF_TOPIC: () => t('forum.moderation.reason.offTopic', 'Off topic'),
    DUPLICATE: () => t('forum.moderation.reason.duplicate', 'Duplicate'),
    ADVERTISING: () => t('forum.moderation.reason.advertising', 'Advertising'),
    OTHER: () => t('forum.moderation.reason.other', 'Other'),
  })[reason]();
