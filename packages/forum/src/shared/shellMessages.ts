import { t } from '@casino/core';

/**
 * The texts the forum's widgets show as they first appear (the reply box, the discussion's
 * loading line, the start button), apart from the forum's other texts, which load with
 * the parts a visitor uses.
 */
export const shellText = {
  replyTitle: () => t('forum.replyTitle', 'Reply to this thread'),
  replyLabel: () => t('forum.replyLabel', 'Your reply'),
  replyPlaceholder: () => t('forum.replyPlaceholder', 'Write your reply…'),
  /** The editor's counter (its `editor.counter`), shown as it will be until the editor comes. */
  counter: (length: number, max: number) =>
    t('forum.replyCounter', '{length}/{max}', { length, max }),
  send: () => t('forum.send', 'Post reply'),
  locked: () => t('forum.locked', 'This thread is locked: it takes no new replies or edits.'),
  lockedDraft: () =>
    t('forum.lockedDraft', 'What you had written is kept as your draft of this thread.'),
  discussionLoading: () => t('forum.discussion.loading', 'Loading the discussion…'),
  discussionRetry: () => t('forum.discussion.retry', 'Load the discussion again'),
  relatedLoading: () => t('forum.related.loading', 'Loading the forum threads…'),
  relatedRetry: () => t('forum.related.retry', 'Load the forum threads again'),
  startButton: () => t('forum.start.button', 'Start a thread'),
};
