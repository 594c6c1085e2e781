import { defineWidget } from '@casino/core';
import * as z from 'zod/mini';
import { GameList } from '../GameList';
import '../game-detail.css';

/**
 * The personal game list buttons of the page: once per page, `<div data-widget="game-list">`;
 * it binds every `[data-game-list]` (README.md), also in HTML that arrives later.
 */
export const gameListWidget = defineWidget({
  name: 'game-list',
  props: z.object({}),
  component: GameList,
});
