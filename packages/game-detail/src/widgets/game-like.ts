// The game detail page's widgets.
import { defineWidget } from '@casino/core';
import { GameLike } from '../GameLike';
import { gameLikeProps } from '../props';
import '../game-detail.css';

/**
 * Like and dislike on the game page: `<div data-widget="game-like">` inside the server's
 * `<div data-game-like data-item-id="1">` with its two buttons.
 */
export const gameLikeWidget = defineWidget({
  name: 'game-like',
  props: gameLikeProps,
  component: GameLike,
});
