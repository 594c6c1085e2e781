import type { notifications as api } from '@casino/api';
import type { IconName } from './icons';

export interface Kind {
  /** A drawn icon of `./icons` (decorative: the label says the same in words). */
  icon: IconName;
  /** The label's localization key and English fallback. */
  key: string;
  label: string;
}

/** The icon and label of every notification type of SPEC §3. */
export const KINDS: Record<api.NotificationType, Kind> = {
  FORUM_POST_LIKE: { icon: 'like', key: 'notifications.type.forumPostLike', label: 'Post liked' },
  FORUM_POST_REPLY: {
    icon: 'comment',
    key: 'notifications.type.forumPostReply',
    label: 'Reply to your post',
  },
  FORUM_POST_EDIT: { icon: 'edit', key: 'notifications.type.forumPostEdit', label: 'Post edited' },
  FORUM_POST_DELETE: {
    icon: 'trash',
    key: 'notifications.type.forumPostDelete',
    label: 'Post deleted',
  },
  FORUM_THREAD_REPLY: {
    icon: 'comments',
    key: 'notifications.type.forumThreadReply',
    label: 'New reply in a thread',
  },
  FORUM_THREAD_LOCK: {
    icon: 'lock',
    key: 'notifications.type.forumThreadLock',
    label: 'Thread locked',
  },
  FORUM_THREAD_UNLOCK: {
    icon: 'unlock',
    key: 'notifications.type.forumThreadUnlock',
    label: 'Thread unlocked',
  },
  FORUM_THREAD_EDIT_NAME: {
    icon: 'tag',
    key: 'notifications.type.forumThreadEditName',
    label: 'Thread renamed',
  },
  FORUM_THREAD_MOVE: {
    icon: 'move',
    key: 'notifications.type.forumThreadMove',
    label: 'Thread moved',
  },
  FORUM_THREAD_DELETE: {
    icon: 'remove',
    key: 'notifications.type.forumThreadDelete',
    label: 'Thread deleted',
  },
  FORUM_NEW_RANK: { icon: 'rank', key: 'notifications.type.forumNewRank', label: 'New forum rank' },
  COMPLAINT_NOTIFY_REPLY: {
    icon: 'megaphone',
    key: 'notifications.type.complaintNotifyReply',
    label: 'Reply to your complaint',
  },
  COMPLAINT_FINISH: {
    icon: 'finish',
    key: 'notifications.type.complaintFinish',
    label: 'Complaint closed',
  },
  COMPLAINT_REOPEN: {
    icon: 'reopen',
    key: 'notifications.type.complaintReopen',
    label: 'Complaint reopened',
  },
  COMPLAINT_REOPEN_DENIED: {
    icon: 'denied',
    key: 'notifications.type.complaintReopenDenied',
    label: 'Reopening declined',
  },
  COMPLAINT_START_CASINO: {
    icon: 'send',
    key: 'notifications.type.complaintStartCasino',
    label: 'Complaint sent to the casino',
  },
  COMPLAINT_FINISH_RESOLVED: {
    icon: 'resolved',
    key: 'notifications.type.complaintFinishResolved',
    label: 'Complaint resolved',
  },
  USER_REVIEW_LIKE: {
    icon: 'heart',
    key: 'notifications.type.userReviewLike',
    label: 'Review liked',
  },
  USER_REVIEW_APPROVED: {
    icon: 'star',
    key: 'notifications.type.userReviewApproved',
    label: 'Review approved',
  },
  USER_REVIEW_APPROVED_WITH_CHANGES: {
    icon: 'approvedWithChanges',
    key: 'notifications.type.userReviewApprovedWithChanges',
    label: 'Review approved with changes',
  },
  USER_REVIEW_REJECTED: {
    icon: 'rejected',
    key: 'notifications.type.userReviewRejected',
    label: 'Review rejected',
  },
  USER_REVIEW_REJECTED_WITH_CHANGES: {
    icon: 'needsChanges',
    key: 'notifications.type.userReviewRejectedWithChanges',
    label: 'Review needs changes',
  },
  USER_REVIEW_REPLY_ADDED: {
    icon: 'reply',
    key: 'notifications.type.userReviewReplyAdded',
    label: 'Reply to your review',
  },
  USER_REVIEW_CREATED: {
    icon: 'created',
    key: 'notifications.type.userReviewCreated',
    label: 'Review published',
  },
};

/** A type the widget does not know yet still shows, as a plain notification. */
export const UNKNOWN_KIND: Kind = {
  icon: 'bell',
  key: 'notifications.type.other',
  label: 'Notification',
};

export function kindOf(type: string): Kind {
  return (KINDS as Record<string, Kind | undefined>)[type] ?? UNKNOWN_KIND;
}
