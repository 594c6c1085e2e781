import type { notifications as api } from '@casino/api';

export interface Kind {
  /** A decorative emoji (shown with `aria-hidden`); the label says the same in words. */
  icon: string;
  /** The label's localization key and English fallback. */
  key: string;
  label: string;
}

/** The icon and label of every notification type of SPEC §3. */
export const KINDS: Record<api.NotificationType, Kind> = {
  FORUM_POST_LIKE: { icon: '👍', key: 'notifications.type.forumPostLike', label: 'Post liked' },
  FORUM_POST_REPLY: {
    icon: '💬',
    key: 'notifications.type.forumPostReply',
    label: 'Reply to your post',
  },
  FORUM_POST_EDIT: { icon: '✏️', key: 'notifications.type.forumPostEdit', label: 'Post edited' },
  FORUM_POST_DELETE: {
    icon: '🗑️',
    key: 'notifications.type.forumPostDelete',
    label: 'Post deleted',
  },
  FORUM_THREAD_REPLY: {
    icon: '🗨️',
    key: 'notifications.type.forumThreadReply',
    label: 'New reply in a thread',
  },
  FORUM_THREAD_LOCK: {
    icon: '🔒',
    key: 'notifications.type.forumThreadLock',
    label: 'Thread locked',
  },
  FORUM_THREAD_UNLOCK: {
    icon: '🔓',
    key: 'notifications.type.forumThreadUnlock',
    label: 'Thread unlocked',
  },
  FORUM_THREAD_EDIT_NAME: {
    icon: '🏷️',
    key: 'notifications.type.forumThreadEditName',
    label: 'Thread renamed',
  },
  FORUM_THREAD_MOVE: {
    icon: '📂',
    key: 'notifications.type.forumThreadMove',
    label: 'Thread moved',
  },
  FORUM_THREAD_DELETE: {
    icon: '❌',
    key: 'notifications.type.forumThreadDelete',
    label: 'Thread deleted',
  },
  FORUM_NEW_RANK: { icon: '🏅', key: 'notifications.type.forumNewRank', label: 'New forum rank' },
  COMPLAINT_NOTIFY_REPLY: {
    icon: '📣',
    key: 'notifications.type.complaintNotifyReply',
    label: 'Reply to your complaint',
  },
  COMPLAINT_FINISH: {
    icon: '🏁',
    key: 'notifications.type.complaintFinish',
    label: 'Complaint closed',
  },
  COMPLAINT_REOPEN: {
    icon: '🔄',
    key: 'notifications.type.complaintReopen',
    label: 'Complaint reopened',
  },
  COMPLAINT_REOPEN_DENIED: {
    icon: '⛔',
    key: 'notifications.type.complaintReopenDenied',
    label: 'Reopening declined',
  },
  COMPLAINT_START_CASINO: {
    icon: '🎰',
    key: 'notifications.type.complaintStartCasino',
    label: 'Complaint sent to the casino',
  },
  COMPLAINT_FINISH_RESOLVED: {
    icon: '✅',
    key: 'notifications.type.complaintFinishResolved',
    label: 'Complaint resolved',
  },
  USER_REVIEW_LIKE: { icon: '❤️', key: 'notifications.type.userReviewLike', label: 'Review liked' },
  USER_REVIEW_APPROVED: {
    icon: '⭐',
    key: 'notifications.type.userReviewApproved',
    label: 'Review approved',
  },
  USER_REVIEW_APPROVED_WITH_CHANGES: {
    icon: '🌟',
    key: 'notifications.type.userReviewApprovedWithChanges',
    label: 'Review approved with changes',
  },
  USER_REVIEW_REJECTED: {
    icon: '🚫',
    key: 'notifications.type.userReviewRejected',
    label: 'Review rejected',
  },
  USER_REVIEW_REJECTED_WITH_CHANGES: {
    icon: '📝',
    key: 'notifications.type.userReviewRejectedWithChanges',
    label: 'Review needs changes',
  },
  USER_REVIEW_REPLY_ADDED: {
    icon: '↩️',
    key: 'notifications.type.userReviewReplyAdded',
    label: 'Reply to your review',
  },
  USER_REVIEW_CREATED: {
    icon: '🆕',
    key: 'notifications.type.userReviewCreated',
    label: 'Review published',
  },
};

/** A type the widget does not know yet still shows, as a plain notification. */
export const UNKNOWN_KIND: Kind = {
  icon: '🔔',
  key: 'notifications.type.other',
  label: 'Notification',
};

export function kindOf(type: string): Kind {
  return (KINDS as Record<string, Kind | undefined>)[type] ?? UNKNOWN_KIND;
}
