import { defineWidget } from '@casino/core';
import { RequestGame } from '../RequestGame';
import { requestGameProps } from '../props';
import '../game-detail.css';

/** The request-game modal: `<div data-widget="game-request">`, opened by id `request-game`. */
export const gameRequestWidget = defineWidget({
  name: 'game-request',
  props: requestGameProps,
  component: RequestGame,
});
