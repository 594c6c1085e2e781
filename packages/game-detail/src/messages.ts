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
  requestTitle: () => t('gameDetail.request.title', 'Request a game'),
  requestIntro: () =>
    t(
      'gameDetail.request.intro',
      'Missing a game? Tell us which one and we will add its free demo.',
    ),
  requestOpen: () => t('gameDetail.request.open', 'Request a game'),
  gameName: () => t('gameDetail.request.gameName', 'Name of the game'),
  gameProvider: () => t('gameDetail.request.gameProvider', 'Provider (optional)'),
  otherInformation: () => t('gameDetail.request.otherInformation', 'Anything else (optional)'),
  counter: (length: number, max: number) =>
    t('gameDetail.request.counter', '{length}/{max}', { length, max }),
  counterLabel: (length: number, max: number) =>
    t('gameDetail.request.counterLabel', '{length} of {max} characters used', { length, max }),
  gameNameMissing: () =>
    t('gameDetail.request.gameNameMissing', 'Please enter the name of the game.'),
  send: () => t('gameDetail.request.send', 'Send request'),
  sending: () => t('gameDetail.request.sending', 'Sending…'),
  requested: () => t('gameDetail.request.done', 'Thank you: we received your request.'),
  requestFailed: () =>
    t('gameDetail.request.failed', 'Your request could not be sent. Please try again.'),
  loading: () => t('gameDetail.loading', 'Loading…'),
  listAdded: (name: string) => t('gameDetail.list.added', '{name} is in your games.', { name }),
  listRemoved: (name: string) =>
    t('gameDetail.list.removed', '{name} is no longer in your games.', { name }),
  listFailed: () =>
    t('gameDetail.list.failed', 'Your list could not be changed. Please try again.'),
  thisGame: () => t('gameDetail.thisGame', 'This game'),
  voteTitle: () => t('gameDetail.vote.title', 'Does this game work for you?'),
  voteWorksIn: () => t('gameDetail.vote.worksIn', 'Players say it works in:'),
  voteCountriesMissing: () =>
    t('gameDetail.vote.countriesMissing', 'The list of countries is not available right now.'),
  voteYes: () => t('gameDetail.vote.yes', 'Yes, it works'),
  voteNo: () => t('gameDetail.vote.no', 'No, it does not'),
  voteOptions: () => t('gameDetail.vote.options', 'Your answer'),
  voteThanks: () => t('gameDetail.vote.thanks', 'Thank you for your vote!'),
  voteFailed: () => t('gameDetail.vote.failed', 'Your vote could not be sent. Please try again.'),
  voteRemoved: () => t('gameDetail.vote.removed', 'Your vote is removed. Click again to vote.'),
  close: () => t('gameDetail.close', 'Close'),
  ageGateUnavailable: () =>
    t(
      'gameDetail.ageGateUnavailable',
      'The age verification could not load, so this game cannot start. Please reload the page.',
    ),
  gameFrame: (name: string) => t('gameDetail.frame', 'Game: {name}', { name }),
};
