import { t } from '@casino/core';

/** Texts of the game page's widgets: localization key and English fallback. */
export const text = {
  liked: (count: number) => t('gameDetail.liked', 'You like this game. {count} likes.', { count }),
  disliked: () => t('gameDetail.disliked', 'You do not like this game.'),
  cleared: (count: number) =>
    t('gameDetail.likeCleared', 'Your vote is removed. {count} likes.', { count }),
  likeFailed: () => t('gameDetail.likeFailed', 'Your vote could not be saved. Please try again.'),
  networkError: () =>
    t(
      'gameDetail.networkError',
      'We could not reach the server. Check your connection and try again.',
    ),
};
