import { defineWidget } from '@casino/core';
import * as z from 'zod/mini';
import { GamePage } from '../GamePage';
import '../game-detail.css';

/**
 * The game page's hashes, play buttons, cards and carousel detail panel: once per page,
 * `<div data-widget="game-page">` (README.md).
 */
export const gamePageWidget = defineWidget({
  name: 'game-page',
  props: z.object({}),
  component: GamePage,
});
