// What the loader imports; the widgets, their props and choices are in README.md.
export { gameLikeWidget } from './widgets/game-like';
export { gameRequestWidget } from './widgets/game-request';
export { gameListWidget } from './widgets/game-list';
export { gameVoteWidget } from './widgets/game-vote';
export { gamePageWidget } from './widgets/game-page';
