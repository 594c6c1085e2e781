import { defineWidget } from '@casino/core';
import { VoteLinks } from '../VoteLinks';
import { gameVoteProps } from '../props';
import '../game-detail.css';

/**
 * The vote links of the page: once per page, `<div data-widget="game-vote">`; it binds
 * every `[data-vote-link]` (README.md), also in HTML that arrives later.
 */
export const gameVoteWidget = defineWidget({
  name: 'game-vote',
  props: gameVoteProps,
  component: VoteLinks,
});
