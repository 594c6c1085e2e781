// What the loader imports; the widgets, their props and choices are in README.md.
export { gameLikeWidget } from './widgets';
export { gameRequestWidget } from './requestWidget';
export { gameListWidget } from './listWidget';
export { gameVoteWidget } from './voteWidget';
export { gamePageWidget } from './pageWidget';
