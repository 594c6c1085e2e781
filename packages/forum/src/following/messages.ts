import { t } from '@casino/core';

/** Texts of the following-threads table (`forum.following.*`). */
export const followingText = {
  title: () => t('forum.following.title', 'Threads you follow'),
  thread: () => t('forum.following.thread', 'Thread'),
  category: () => t('forum.following.category', 'Category'),
  replies: () => t('forum.following.replies', 'Replies'),
  lastPost: () => t('forum.following.lastPost', 'Last post'),
  actions: () => t('forum.following.actions', 'Actions'),
  unfollow: () => t('forum.following.unfollow', 'Unfollow'),
  unfollowThread: (title: string) =>
    t('forum.following.unfollowThread', 'Unfollow {title}', { title }),
  unfollowed: (title: string) =>
    t('forum.following.unfollowed', 'You no longer follow {title}.', { title }),
  unfollowFailed: () =>
    t('forum.following.unfollowFailed', 'The thread could not be unfollowed. Please try again.'),
  empty: () =>
    t(
      'forum.following.empty',
      'You do not follow any thread yet. Follow a thread on its page and it appears here.',
    ),
  loading: () => t('forum.following.loading', 'Loading the threads you follow…'),
  failed: () => t('forum.following.failed', 'The threads you follow could not be loaded.'),
  retry: () => t('forum.following.retry', 'Try again'),
  visitor: () => t('forum.following.visitor', 'Log in to see the threads you follow.'),
  login: () => t('forum.following.login', 'Log in'),
  pages: () => t('forum.following.pages', 'Pages of the threads you follow'),
  previous: () => t('forum.following.previous', 'Previous page'),
  next: () => t('forum.following.next', 'Next page'),
  pageOf: (page: number, count: number) =>
    t('forum.following.pageOf', 'Page {page} of {count}', { page, count }),
};
