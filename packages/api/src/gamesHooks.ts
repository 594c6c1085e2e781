/**
 * The server HTML's `data-*` hooks of the game detail page: the game frame, likes, the demo player.
 * Widgets, the fake backend and the demo take the names from here, so a renamed hook
 * breaks the build, not a page. Each key is the attribute's `dataset` name.
 */
export const gamesHooks = {
  gameCard: 'data-game-card',
  gameCardDetail: 'data-game-card-detail',
  gameCardOpen: 'data-game-card-open',
  gameCardPlay: 'data-game-card-play',
  gameCarousel: 'data-game-carousel',
  gameDetailBody: 'data-game-detail-body',
  gameDetailClose: 'data-game-detail-close',
  gameDetailPanel: 'data-game-detail-panel',
  gameDetailRoute: 'data-game-detail-route',
  gameGateUnavailable: 'data-game-gate-unavailable',
  gameHash: 'data-game-hash',
  gameId: 'data-game-id',
  gameLike: 'data-game-like',
  gameLikeCount: 'data-game-like-count',
  gameLikeType: 'data-game-like-type',
  gameList: 'data-game-list',
  gameListAdd: 'data-game-list-add',
  gameListRemove: 'data-game-list-remove',
  gamePlay: 'data-game-play',
  gamePreview: 'data-game-preview',
  gameStage: 'data-game-stage',
  itemId: 'data-item-id',
  playForReal: 'data-play-for-real',
  voteDisabled: 'data-vote-disabled',
  voteFormUrl: 'data-vote-form-url',
  voteItemId: 'data-vote-item-id',
  voteLink: 'data-vote-link',
  voteMark: 'data-vote-mark',
  voteOption: 'data-vote-option',
} as const;
